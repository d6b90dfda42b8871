import { measurePort, type PortArea } from './area.ts';
import { stepPortCall, type PortCallState, type PortCallSummary } from './call.ts';
import { judgeFix, speedKnOf, type LastFix } from './fix.ts';
import { PORT_CALL_RULES, type PortCallRules } from './rules.ts';

/** One AIS report of a vessel: place, time, speed over ground (knots, null when absent). */
export interface TrackFix {
  t: number;
  lon: number;
  lat: number;
  sog: number | null;
}

/**
 * The calls one vessel's track makes at one port, in order: the same rules the server runs
 * live (reports judged by `judgeFix`, each measured and stepped), a call still open at the
 * end with a null departure. For tests and for rebuilding calls from a stored track.
 */
export function portCallsOfTrack(
  area: PortArea,
  track: readonly TrackFix[],
  rules: PortCallRules = PORT_CALL_RULES,
): PortCallSummary[] {
  const calls: PortCallSummary[] = [];
  let last: LastFix | undefined;
  let state: PortCallState | undefined;
  let open: PortCallSummary | null = null;
  for (const f of track) {
    const verdict = judgeFix(last, f.lon, f.lat, f.t, rules);
    if (verdict === 'late') continue;
    if (verdict === 'outlier') {
      if (last) last = { ...last, refused: last.refused + 1 };
      continue;
    }
    const m = measurePort(area, f.lon, f.lat, rules);
    const step = stepPortCall(
      state,
      {
        t: f.t,
        depthM: m.depthM,
        inner: m.inner,
        speedKn: speedKnOf(f.sog, last, f.lon, f.lat, f.t),
      },
      last !== undefined,
      rules,
    );
    last = { lon: f.lon, lat: f.lat, t: f.t, refused: 0 };
    state = step.next;
    if (step.event === 'departure' && step.call) {
      calls.push(step.call);
      open = null;
    } else if (step.call) {
      open = step.call;
    }
  }
  if (open) calls.push(open);
  return calls;
}
