import { greatCircleM } from '@pantau/geo';
import type { AlertThresholds } from './thresholds.ts';

/**
 * Idle (SPEC §3 Idle: timeIdle in minutes, shown in hours over 60; §9 'idle circle 1 km'):
 * a vessel that stays inside a circle of `idleRadiusM` around where it stopped for at least
 * `idleMs`. Leaving the circle ends the idle spell (and closes its record); a vessel in a
 * port (the port detection circle) is not idle, it is in port.
 */
export interface IdleState {
  lon: number;
  lat: number;
  /** When it was first seen inside this circle. */
  since: number;
}

export interface IdleVerdict {
  state: IdleState | null;
  idle: boolean;
  /** Whole minutes inside the circle. */
  minutes: number;
}

export function stepIdle(
  state: IdleState | null | undefined,
  fix: { lon: number; lat: number; t: number; inPort: boolean },
  t: AlertThresholds,
): IdleVerdict {
  if (fix.inPort) return { state: null, idle: false, minutes: 0 };
  if (!state || greatCircleM(state.lon, state.lat, fix.lon, fix.lat) > t.idleRadiusM) {
    return { state: { lon: fix.lon, lat: fix.lat, since: fix.t }, idle: false, minutes: 0 };
  }
  const ms = fix.t - state.since;
  return { state, idle: ms >= t.idleMs, minutes: Math.floor(ms / 60_000) };
}

/** SPEC §3: idle time in minutes, in hours when over 60. */
export function formatIdle(minutes: number): string {
  if (minutes <= 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
