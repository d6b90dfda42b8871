import { ALERT_TYPES, type AlertType, type AlertView } from '@pantau/contracts';

/** The tabs to show: the types the server counts for the caller (SPEC §6), in the spec's order. */
export function visibleTabs(counts: readonly { type: AlertType }[] | undefined): AlertType[] {
  const types = new Set(counts?.map((c) => c.type));
  return ALERT_TYPES.filter((t) => types.has(t));
}

/** Where an alert was raised: its vessel, and the other vessel of a pair when it has one. */
export function alertPoints(alert: AlertView): [number, number][] {
  const points: [number, number][] = [];
  if (alert.lon !== null && alert.lat !== null) points.push([alert.lon, alert.lat]);
  const lon2 = alert.details['lon2'];
  const lat2 = alert.details['lat2'];
  if (typeof lon2 === 'number' && typeof lat2 === 'number') points.push([lon2, lat2]);
  return points;
}
