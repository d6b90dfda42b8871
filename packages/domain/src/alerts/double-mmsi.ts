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
 * were reported within the window and each has been heard at least twice: a single bad fix
 * (out and back) makes a track of one report and never fires.
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

/** Whether two ships are reporting one MMSI now (both tracks heard at least twice). */
export function doubleTracks(state: ContinuityState): boolean {
  const [a, b] = state.tracks;
  return a !== undefined && b !== undefined && a.reports >= 2 && b.reports >= 2;
}
