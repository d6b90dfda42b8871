import type { SilenceBody, SilencePeriod } from '@pantau/contracts';
import { WIB_OFFSET_MS } from '@pantau/domain';
import { SILENCE_MS, type Silence } from './sound-policy.ts';

/**
 * A `datetime-local` value ('2025-06-01T14:30') read as WIB (UTC+7, as every time the app
 * shows) to unix ms; null when it is not one.
 */
export function wibInputToMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - WIB_OFFSET_MS;
  return Number.isNaN(ms) ? null : ms;
}

/** What a silence asks of the server, and what this browser keeps meanwhile. */
export function silenceOf(
  alert: { id: number; mmsi: number; type: SilenceBody['type'] },
  period: SilencePeriod,
  now: number,
  customUntil?: number,
): { body: SilenceBody; local: Silence } | null {
  const { id, mmsi, type } = alert;
  if (period === 'occurrence') {
    return { body: { mmsi, type, period, alertId: id }, local: { mmsi, type, alertId: id } };
  }
  if (period === 'custom') {
    if (customUntil === undefined || customUntil <= now) return null;
    return {
      body: { mmsi, type, period, until: customUntil },
      local: { mmsi, type, until: customUntil },
    };
  }
  return { body: { mmsi, type, period }, local: { mmsi, type, until: now + SILENCE_MS[period] } };
}
