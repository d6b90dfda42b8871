import { greatCircleM } from '@pantau/geo';
import { impossibleJump, type Fix } from './plot.ts';

/**
 * Position continuity per MMSI (SPEC §5, §9: an implied speed over 30 m/s is no voyage).
 * Two ships that share an MMSI (a copied transponder, a default 'MMSI 0…' set) report in
 * turn from places one ship cannot sail between. Each report joins the track it is reachable
 * from; one that no track can reach starts a track of its own, so every rule that follows a
 * vessel (zones, pairs, idle, gaps) follows each ship apart and never draws a segment
 * between them. At most two tracks are kept: a third place replaces the track heard
 * longest ago. A track not heard within the window is dropped.
 *
 * Track ids are 0 and 1 and stay with their track while it lives, so a rule can key its
 * state by (MMSI, track); a report that starts a track afresh says so (`fresh`) and the rule
 * starts that track's state over.
 */
export type TrackId = 0 | 1;

/** A track not heard this long is dropped (SPEC §9: the double-MMSI hold, 10 minutes). */
export const CONTINUITY_WINDOW_MS = 10 * 60_000;

export interface ContinuityTrack {
  id: TrackId;
  fix: Fix;
  source: string;
  /** Reports on this track since it started. */
  reports: number;
  /** When its first report was made. */
  since: number;
}

export interface ContinuityState {
  /** One or two tracks. */
  tracks: readonly ContinuityTrack[];
}

export interface ContinuityStep {
  state: ContinuityState;
  /** The track this report joined. */
  track: ContinuityTrack;
  /** The report starts its track: no segment leads to it, and the track's state starts over. */
  fresh: boolean;
  /** Tracks dropped by this report (not heard within the window, or replaced). */
  ended: readonly TrackId[];
  /** The other track, when two are alive. */
  other: ContinuityTrack | null;
}

const NONE_ENDED: readonly TrackId[] = [];

export function stepContinuity(
  state: ContinuityState | undefined,
  fix: Fix,
  source: string,
  windowMs: number,
): ContinuityStep {
  if (!state || state.tracks.length === 0) {
    const track: ContinuityTrack = { id: 0, fix, source, reports: 1, since: fix.t };
    return { state: { tracks: [track] }, track, fresh: true, ended: NONE_ENDED, other: null };
  }
  // One ship on the MMSI, and this report is one it could have sailed to (nearly every
  // report): its track goes on, with none of the sorting below.
  const only = state.tracks.length === 1 ? state.tracks[0] : undefined;
  if (only && !impossibleJump(only.fix, fix)) {
    const track = { id: only.id, fix, source, reports: only.reports + 1, since: only.since };
    return { state: { tracks: [track] }, track, fresh: false, ended: NONE_ENDED, other: null };
  }
  const ended: TrackId[] = [];
  const alive: ContinuityTrack[] = [];
  const newest = state.tracks.reduce((a, b) => (b.fix.t > a.fix.t ? b : a));
  for (const tr of state.tracks) {
    // A track silent for the window is gone, unless it is the one heard last (one ship
    // heard again after a long gap is still that ship, if it could have sailed there).
    if (tr !== newest && fix.t - tr.fix.t > windowMs) ended.push(tr.id);
    else alive.push(tr);
  }
  let joined: ContinuityTrack | null = null;
  let nearest = Infinity;
  for (const tr of alive) {
    if (impossibleJump(tr.fix, fix)) continue;
    const d = greatCircleM(tr.fix.lon, tr.fix.lat, fix.lon, fix.lat);
    if (d < nearest) {
      nearest = d;
      joined = tr;
    }
  }
  let track: ContinuityTrack;
  let fresh = false;
  let tracks: ContinuityTrack[];
  if (joined) {
    track = { id: joined.id, fix, source, reports: joined.reports + 1, since: joined.since };
    tracks = alive.map((tr) => (tr === joined ? track : tr));
  } else if (alive.length < 2) {
    const id: TrackId = alive.some((tr) => tr.id === 0) ? 1 : 0;
    track = { id, fix, source, reports: 1, since: fix.t };
    tracks = [...alive, track];
    fresh = true;
  } else {
    // Three places at once: the track heard longest ago gives way.
    const older = alive[0]!.fix.t <= alive[1]!.fix.t ? alive[0]! : alive[1]!;
    track = { id: older.id, fix, source, reports: 1, since: fix.t };
    tracks = alive.map((tr) => (tr === older ? track : tr));
    ended.push(older.id);
    fresh = true;
  }
  tracks.sort((a, b) => a.id - b.id);
  const other = tracks.find((tr) => tr !== track) ?? null;
  return { state: { tracks }, track, fresh, ended, other };
}

/** The key of one ship of an MMSI: the MMSI, negated for the second ship reporting it. */
export function trackKey(mmsi: number, id: TrackId): number {
  return id === 0 ? mmsi : -mmsi;
}

/** The newest report of any track (out-of-order reports older than it are dropped). */
export function newestFix(state: ContinuityState | undefined): Fix | undefined {
  let newest: Fix | undefined;
  for (const tr of state?.tracks ?? []) if (!newest || tr.fix.t > newest.t) newest = tr.fix;
  return newest;
}
