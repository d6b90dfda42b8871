import { impossibleJump, type Fix } from '../vessel/plot.ts';

/**
 * Double MMSI: two concurrent tracks that one ship cannot sail. Each report joins the track
 * it is reachable from (no jump faster than any ship, `impossibleJump`); one that neither
 * track can reach starts a track in place of the older one. The MMSI is double while both
 * tracks were reported within the window and each has been heard at least twice: a single
 * bad fix (out and back) makes a track of one report and never fires.
 */
export interface DoubleMmsiTrack {
  fix: Fix;
  source: string;
  reports: number;
}

export interface DoubleMmsiState {
  a: DoubleMmsiTrack;
  b: DoubleMmsiTrack | null;
}

export interface DoubleMmsiVerdict {
  state: DoubleMmsiState;
  double: boolean;
  /** The other track's last fix, while double. */
  other: DoubleMmsiTrack | null;
}

export function stepDoubleMmsi(
  state: DoubleMmsiState | undefined,
  fix: Fix,
  source: string,
  windowMs: number,
): DoubleMmsiVerdict {
  if (!state)
    return { state: { a: { fix, source, reports: 1 }, b: null }, double: false, other: null };
  let { a, b } = state;
  let mine: DoubleMmsiTrack;
  if (!impossibleJump(a.fix, fix)) {
    a = mine = { fix, source, reports: a.reports + 1 };
  } else if (b && !impossibleJump(b.fix, fix)) {
    b = mine = { fix, source, reports: b.reports + 1 };
  } else if (!b || b.fix.t <= a.fix.t) {
    b = mine = { fix, source, reports: 1 };
  } else {
    a = mine = { fix, source, reports: 1 };
  }
  // A track not heard within the window is gone: the MMSI is one ship again.
  if (b && fix.t - b.fix.t > windowMs) b = null;
  if (b && fix.t - a.fix.t > windowMs) [a, b] = [b, null];
  const next = { a, b };
  const other = b === null ? null : mine === a ? b : a;
  const double = b !== null && a.reports >= 2 && b.reports >= 2;
  return { state: next, double, other: double ? other : null };
}
