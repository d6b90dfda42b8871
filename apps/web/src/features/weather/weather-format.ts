import { msToKnots } from '@pantau/domain';
import type { TFunction } from 'i18next';

/** Whole knots of a wind in m/s (BMKG's figures are whole knots). */
export const kts = (ms: number | null) => (ms === null ? null : Math.round(msToKnots(ms)));

/** Whole cm/s of a current in m/s (as BMKG writes currents). */
export const cms = (ms: number | null) => (ms === null ? null : Math.round(ms * 100));

/** 'from Barat to Timur', '-' when neither end is known. */
export function fromTo(t: TFunction, from: string | null, to: string | null): string {
  return from === null && to === null
    ? '-'
    : t('weather.fromTo', { from: from ?? '-', to: to ?? '-' });
}
