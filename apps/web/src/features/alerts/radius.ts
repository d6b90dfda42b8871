import { RADIUS_UNIT_M, type AlertRadius, type RadiusUnit } from '@pantau/contracts';

/** A stored radius (metres) in its unit, to three decimals (SPEC §3 'Settings'). */
export function toShown(r: AlertRadius): number {
  return Math.round((r.metres / RADIUS_UNIT_M[r.unit]) * 1000) / 1000;
}

/** A typed number in a unit, stored in metres (to the metre). */
export function fromShown(value: number, unit: RadiusUnit): AlertRadius {
  return { metres: Math.round((Number.isFinite(value) ? value : 0) * RADIUS_UNIT_M[unit]), unit };
}
