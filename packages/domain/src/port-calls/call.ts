import { PORT_CALL_RULES, type PortCallRules } from './rules.ts';

/**
 * The port-call rules: one vessel and one port, as plain functions of the state kept for the
 * pair and the vessel's newest report. The server measures each report against the ports
 * near it (`measurePort`) and keeps the state; these functions decide.
 *
 * - Arrival: a report on or inside the call area's edge starts a pending call. It becomes a
 *   call once its reports on or inside the edge span `minDwellMs` and number at least
 *   `minInsideReports`; the arrival time is that first report's.
 * - Hysteresis: a vessel leaves only with a report more than `exitMarginM` outside the edge.
 *   A pending call ended that way is dropped (no call); a call ended that way is a departure,
 *   timed at the vessel's last report on or inside the edge. Reports in the band between do
 *   not end anything, so jitter on the line makes one call, not a stream.
 * - Stops: speed at most `stopSpeedKn` starts a stop, above `resumeSpeedKn` ends it (a
 *   missing speed continues a stop, never starts one). Its time, report to report, is berth
 *   time where the earlier report was in the inner detection area, anchorage waiting
 *   elsewhere; a stop counts only when it lasted `minStopMs`. A stop's time ends at its last
 *   slow report (the time to the first fast one is not known to be stopped).
 * - Stale: a call whose vessel has not been heard for `staleMs` is closed at its last report
 *   (`closeStale`), its departure not observed.
 */

/** A stop under way. */
export interface RunningStop {
  since: number;
  lastAt: number;
  /** Whether the stop's last report was in the inner detection area. */
  inner: boolean;
  anchorageMs: number;
  berthMs: number;
}

/** The state of one vessel at one port; absent means outside with nothing pending. */
export interface PortCallState {
  /** 'pending' until the minimum dwell is met, then 'open' (a call). */
  phase: 'pending' | 'open';
  arrivalAt: number;
  /** Whether the vessel was heard outside before it arrived (the arrival was seen). */
  arrivalObserved: boolean;
  /** Reports on or inside the edge. */
  insideReports: number;
  /** The last report on or inside the edge. */
  lastInsideAt: number;
  /** The last report taken. */
  lastAt: number;
  /** Stops counted so far (each at least `minStopMs`). */
  anchorageMs: number;
  berthMs: number;
  stop: RunningStop | null;
}

/** A call as it is kept and shown. */
export interface PortCallSummary {
  arrivalAt: number;
  /** Null while the vessel is inside. */
  departureAt: number | null;
  arrivalObserved: boolean;
  departureObserved: boolean;
  anchorageMs: number;
  berthMs: number;
  /** 0 to 1: see `callConfidence`. */
  confidence: number;
  /** The last report of the vessel in the call. */
  lastAt: number;
}

/** One report of the vessel, measured against the port. */
export interface PortCallReport {
  t: number;
  /** Signed metres from the call area's edge, positive inside (`measurePort`). */
  depthM: number;
  /** In the inner detection area. */
  inner: boolean;
  /** Speed over ground, knots, or null when not known. */
  speedKn: number | null;
}

export type PortCallEventKind = 'arrival' | 'departure';

export interface PortCallStep {
  /** The state to keep; undefined to forget the pair. */
  next: PortCallState | undefined;
  /** An arrival (the pending call became one) or a departure (the call ended), or null. */
  event: PortCallEventKind | null;
  /** The call as it stands after this report (for an open or just closed call), or null. */
  call: PortCallSummary | null;
}

const NOTHING: PortCallStep = { next: undefined, event: null, call: null };

/**
 * Confidence of a call, 0 to 1, the sum of what the data showed (after Global Fishing Watch's
 * port-visit confidence levels, which count an entry, a stop or gap, and an exit):
 * - 0.2: the vessel stayed in the call area for the minimum dwell (every call has it);
 * - 0.2: its arrival was seen (it was heard outside first, not first heard inside);
 * - 0.2: its departure was seen (a report beyond the exit margin, not a stale close);
 * - 0.4: it stopped at berth (inner detection area) for at least `minStopMs`, or 0.3 when it
 *   stopped only at anchorage: a stop tells a call from a transit of the 30 NM circle.
 */
export function callConfidence(c: {
  arrivalObserved: boolean;
  departureObserved: boolean;
  anchorageMs: number;
  berthMs: number;
}): number {
  let p = 2;
  if (c.arrivalObserved) p += 2;
  if (c.departureObserved) p += 2;
  if (c.berthMs > 0) p += 4;
  else if (c.anchorageMs > 0) p += 3;
  return p / 10;
}

/** The stop's time if it counts (lasted `minStopMs`), otherwise none. */
function counted(stop: RunningStop | null, rules: PortCallRules) {
  if (!stop || stop.lastAt - stop.since < rules.minStopMs) return { anchorageMs: 0, berthMs: 0 };
  return { anchorageMs: stop.anchorageMs, berthMs: stop.berthMs };
}

/** The call of a state, open (departure null) or closed. */
export function summarise(
  s: PortCallState,
  departure: { at: number; observed: boolean } | null,
  rules: PortCallRules = PORT_CALL_RULES,
): PortCallSummary {
  const running = counted(s.stop, rules);
  const c = {
    arrivalAt: s.arrivalAt,
    departureAt: departure?.at ?? null,
    arrivalObserved: s.arrivalObserved,
    departureObserved: departure?.observed ?? false,
    anchorageMs: s.anchorageMs + running.anchorageMs,
    berthMs: s.berthMs + running.berthMs,
    lastAt: s.lastAt,
  };
  return { ...c, confidence: callConfidence(c) };
}

/** The stop after one report (null when none runs); `done` is a stop that just ended. */
function stepStop(
  stop: RunningStop | null,
  r: PortCallReport,
  rules: PortCallRules,
): { stop: RunningStop | null; done: RunningStop | null } {
  if (!stop) {
    if (r.speedKn !== null && r.speedKn <= rules.stopSpeedKn) {
      return {
        stop: { since: r.t, lastAt: r.t, inner: r.inner, anchorageMs: 0, berthMs: 0 },
        done: null,
      };
    }
    return { stop: null, done: null };
  }
  if (r.speedKn !== null && r.speedKn > rules.resumeSpeedKn) return { stop: null, done: stop };
  const dt = r.t - stop.lastAt;
  return {
    stop: {
      since: stop.since,
      lastAt: r.t,
      inner: r.inner,
      anchorageMs: stop.anchorageMs + (stop.inner ? 0 : dt),
      berthMs: stop.berthMs + (stop.inner ? dt : 0),
    },
    done: null,
  };
}

/**
 * One report of a vessel against one port. `seenBefore`: whether the vessel had a report
 * taken before this one (so a vessel outside with nothing pending was heard outside).
 */
export function stepPortCall(
  s: PortCallState | undefined,
  r: PortCallReport,
  seenBefore: boolean,
  rules: PortCallRules = PORT_CALL_RULES,
): PortCallStep {
  const onOrInside = r.depthM >= 0;
  const beyond = r.depthM < -rules.exitMarginM;

  if (!s) {
    if (!onOrInside) return NOTHING;
    const { stop } = stepStop(null, r, rules);
    const next: PortCallState = {
      phase: 'pending',
      arrivalAt: r.t,
      arrivalObserved: seenBefore,
      insideReports: 1,
      lastInsideAt: r.t,
      lastAt: r.t,
      anchorageMs: 0,
      berthMs: 0,
      stop,
    };
    return confirm(next, rules);
  }

  if (beyond) {
    if (s.phase === 'pending') return NOTHING;
    return {
      next: undefined,
      event: 'departure',
      call: summarise(s, { at: s.lastInsideAt, observed: true }, rules),
    };
  }

  const { stop, done } = stepStop(s.stop, r, rules);
  const ended = counted(done, rules);
  const next: PortCallState = {
    ...s,
    insideReports: s.insideReports + (onOrInside ? 1 : 0),
    lastInsideAt: onOrInside ? r.t : s.lastInsideAt,
    lastAt: r.t,
    anchorageMs: s.anchorageMs + ended.anchorageMs,
    berthMs: s.berthMs + ended.berthMs,
    stop,
  };
  if (next.phase === 'pending') return confirm(next, rules);
  return { next, event: null, call: summarise(next, null, rules) };
}

/** A pending call that has met the minimum dwell becomes a call (the arrival). */
function confirm(s: PortCallState, rules: PortCallRules): PortCallStep {
  if (
    s.insideReports >= rules.minInsideReports &&
    s.lastInsideAt - s.arrivalAt >= rules.minDwellMs
  ) {
    const next: PortCallState = { ...s, phase: 'open' };
    return { next, event: 'arrival', call: summarise(next, null, rules) };
  }
  return { next: s, event: null, call: null };
}

/**
 * Closes a call whose vessel has not been heard for `staleMs` by `now`: a departure at its
 * last report, not observed. A stale pending call is dropped. Otherwise nothing changes.
 */
export function closeStale(
  s: PortCallState,
  now: number,
  rules: PortCallRules = PORT_CALL_RULES,
): PortCallStep {
  if (now - s.lastAt < rules.staleMs) return { next: s, event: null, call: null };
  if (s.phase === 'pending') return NOTHING;
  return {
    next: undefined,
    event: 'departure',
    call: summarise(s, { at: s.lastAt, observed: false }, rules),
  };
}

/** The state of a call read back from the store (a restart keeps the calls open). */
export function resumeCall(c: {
  arrivalAt: number;
  arrivalObserved: boolean;
  anchorageMs: number;
  berthMs: number;
  lastAt: number;
}): PortCallState {
  return {
    phase: 'open',
    arrivalAt: c.arrivalAt,
    arrivalObserved: c.arrivalObserved,
    insideReports: 2,
    lastInsideAt: c.lastAt,
    lastAt: c.lastAt,
    anchorageMs: c.anchorageMs,
    berthMs: c.berthMs,
    stop: null,
  };
}
