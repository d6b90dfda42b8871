/**
 * The geofence rules: whether a vessel is in a zone, as plain functions of the state kept per
 * vessel × zone and the vessel's newest report. The server's geofence engine measures (the
 * signed distance of each report to each zone near it, `@pantau/geo`) and keeps the state;
 * these functions decide.
 *
 * - Hysteresis: a report counts as inside only when it is more than `hysteresisM` inside the
 *   boundary, as outside only when more than `hysteresisM` outside; in the band between, it
 *   counts as neither and ends any pending change. GPS jitter on a boundary stays in the band.
 * - Dwell: a change (enter or exit) happens once the vessel has been clearly on the other side
 *   at every report for `dwellMs`, across at least two consecutive reports; one report never
 *   changes membership.
 * - Cross: a vessel not in a zone that passes through it without staying is not missed:
 *   either a pending entry is ended by a report clearly outside (it was inside for less than
 *   the dwell), or the straight track between two reports, both clearly outside, meets the
 *   zone (a thin zone, or a lane line, between two reports).
 */
export interface GeofenceRules {
  /** Metres beyond the boundary a report must be to count (either way). */
  hysteresisM: number;
  /** How long a vessel must be clearly on the other side before it enters or leaves. */
  dwellMs: number;
  /** The longest gap between two reports whose straight track is tested for a cross. */
  maxCrossGapMs: number;
  /** The fastest implied speed (knots) a track between two reports may have to be tested. */
  maxCrossSpeedKn: number;
}

export const GEOFENCE_RULES: GeofenceRules = {
  hysteresisM: 30,
  dwellMs: 20_000,
  maxCrossGapMs: 30 * 60_000,
  maxCrossSpeedKn: 60,
};

/** The state of one vessel in one zone; absent means outside with nothing pending. */
export interface Membership {
  inside: boolean;
  /** When the vessel became a member (the first report of the run that made it one). */
  since: number;
  /** The first report of a run on the other side, or null. */
  pendingSince: number | null;
  /** How many reports the pending run holds. */
  pendingReports: number;
}

export type ZoneEventKind = 'enter' | 'exit' | 'cross';

export interface MembershipStep {
  /** The state to keep; undefined to forget the pair (outside, nothing pending). */
  next: Membership | undefined;
  event: ZoneEventKind | null;
}

const UNCHANGED: MembershipStep = { next: undefined, event: null };

/**
 * One report of a vessel against one zone: `depthM` is its signed distance to the zone's
 * boundary (positive inside), `t` its time.
 */
export function stepMembership(
  m: Membership | undefined,
  depthM: number,
  t: number,
  rules: GeofenceRules = GEOFENCE_RULES,
): MembershipStep {
  const inside = m?.inside ?? false;
  const clearlyIn = depthM > rules.hysteresisM;
  const clearlyOut = depthM < -rules.hysteresisM;
  const otherSide = inside ? clearlyOut : clearlyIn;
  const sameSide = inside ? clearlyIn : clearlyOut;

  if (otherSide) {
    const pendingSince = m?.pendingSince ?? t;
    const pendingReports = (m?.pendingSince == null ? 0 : m.pendingReports) + 1;
    if (pendingReports >= 2 && t - pendingSince >= rules.dwellMs) {
      return inside
        ? { next: undefined, event: 'exit' }
        : {
            next: { inside: true, since: pendingSince, pendingSince: null, pendingReports: 0 },
            event: 'enter',
          };
    }
    return {
      next: { inside, since: m?.since ?? pendingSince, pendingSince, pendingReports },
      event: null,
    };
  }

  if (!inside) {
    // Outside: a pending entry ends. Clearly outside after being clearly inside is a pass.
    const passed = sameSide && m?.pendingSince != null;
    return passed ? { next: undefined, event: 'cross' } : UNCHANGED;
  }
  // Inside, in the band or clearly inside: a pending exit ends.
  if (m!.pendingSince === null) return { next: m, event: null };
  return { next: { ...m!, pendingSince: null, pendingReports: 0 }, event: null };
}

/**
 * Whether the straight track between two reports may be tested for a cross: not too long a
 * gap, not an implausible jump.
 */
export function trackTestable(
  distanceM: number,
  dtMs: number,
  rules: GeofenceRules = GEOFENCE_RULES,
): boolean {
  if (dtMs <= 0 || dtMs > rules.maxCrossGapMs) return false;
  const knots = distanceM / 1852 / (dtMs / 3_600_000);
  return knots <= rules.maxCrossSpeedKn;
}

/**
 * Whether a track crossed a zone the vessel was a member of neither at its start nor at its
 * end: both reports clearly outside, nothing pending, and the track meets the zone
 * (`meets`, asked only when the rest holds: it is the costly part).
 */
export function crossedBetween(
  m: Membership | undefined,
  startDepthM: number,
  endDepthM: number,
  meets: () => boolean,
  rules: GeofenceRules = GEOFENCE_RULES,
): boolean {
  if (m !== undefined) return false;
  if (startDepthM >= -rules.hysteresisM || endDepthM >= -rules.hysteresisM) return false;
  return meets();
}
