import type { AlertView } from '@pantau/contracts';
import type { AlertRecord } from '../features/alerts/alerts.repo.ts';

/** A stored alert's time in the repository tests. */
export const ALERT_T0 = 1_795_000_000_000;

/** An open alert record of `type` for `mmsi` (behaviour `x`), as the engine writes one. */
export function alertRecord(
  type: AlertView['type'],
  mmsi: number,
  extra: Partial<AlertRecord> = {},
): AlertRecord {
  return {
    situation: `${type}|${mmsi}|x`,
    type,
    priority: 'warning',
    status: 'open',
    mmsi,
    name: `KM ${mmsi}`,
    callSign: 'PKAB',
    shipType: 70,
    lon: 107,
    lat: -6,
    openedAt: ALERT_T0,
    updatedAt: ALERT_T0,
    closedAt: null,
    details: { distance: 120 },
    ...extra,
  };
}
