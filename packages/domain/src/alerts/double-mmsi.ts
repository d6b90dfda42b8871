import {
  stepContinuity,
  type ContinuityState,
  type ContinuityStep,
  type ContinuityTrack,
} from '../vessel/continuity.ts';
import type { Fix } from '../vessel/plot.ts';

/**
 * Double MMSI: two concurrent tracks that one ship cannot sail (`stepContinuity` splits an
 * MMSI's reports into tracks by position continuity). The MMSI is double while both tracks
 * were reported within the window, each has been heard at least twice, and each was heard
 * after the other began: two ships report in turn. A single bad fix (out and back) makes a
 * track of one report; a ship whose position jumped once (a new GNSS fix, a corrected
 * position) goes on only on the new track, the old one never heard again: neither fires.
 */
export type DoubleMmsiTrack = ContinuityTrack;
export type DoubleMmsiState = ContinuityState;

export interface DoubleMmsiVerdict extends ContinuityStep {
  double: boolean;
}

export function stepDoubleMmsi(
  state: DoubleMmsiState | undefined,
  fix: Fix,
  source: string,
  windowMs: number,
): DoubleMmsiVerdict {
  const step = stepContinuity(state, fix, source, windowMs);
  return { ...step, double: doubleTracks(step.state) };
}

/** Whether two ships are reporting one MMSI now (see the note above). */
export function doubleTracks(state: ContinuityState): boolean {
  const [a, b] = state.tracks;
  return (
    a !== undefined &&
    b !== undefined &&
    a.reports >= 2 &&
    b.reports >= 2 &&
    a.fix.t > b.since &&
    b.fix.t > a.since
  );
}
