import { greatCircleM } from '@pantau/geo';

/**
 * Plot status (SPEC §3 Vessel 'plotStatus', §2.15 alert-plot popups): a vessel's plot is
 * 'good' unless its reports contradict themselves. The live picture keeps these facts; the
 * push carries them as bits of the frame's status byte.
 */

/** Faster than any ship: a position this far from the last one is not a voyage. */
export const PLOT_MAX_SPEED_MPS = 30;
/** Jumps under this are GPS noise or a fix from a different antenna, not a second ship. */
export const PLOT_MIN_JUMP_M = 1_000;
/** A jump marks the MMSI as double for this long after the last one. */
export const PLOT_DOUBLE_HOLD_MS = 10 * 60_000;

export interface Fix {
  lat: number;
  lon: number;
  /** Unix ms. */
  t: number;
}

/** Whether going from `a` to `b` needs a speed no ship has (two ships on one MMSI). */
export function impossibleJump(a: Fix, b: Fix): boolean {
  const m = greatCircleM(a.lon, a.lat, b.lon, b.lat);
  if (m < PLOT_MIN_JUMP_M) return false;
  const seconds = Math.max(1, Math.abs(b.t - a.t) / 1000);
  return m / seconds > PLOT_MAX_SPEED_MPS;
}

/** A call sign worth comparing: trimmed, upper case; none for empty or filler. */
export function callSignKey(callSign: string | null): string | null {
  const key = callSign?.trim().toUpperCase() ?? '';
  return key === '' || /^[@0]+$/.test(key) ? null : key;
}
