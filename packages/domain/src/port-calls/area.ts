import { greatCircleM, signedDistanceToRingM, type FlatRing } from '@pantau/geo';
import { PORT_CALL_RULES, type PortCallRules } from './rules.ts';

/**
 * A port as the port-call rules see it: its place, and its own polygon when it has one.
 * The call area is the polygon when there is one, otherwise the boundary circle around the
 * place (SPEC §9, 30 NM); the inner detection area, where a stop is berth time, is the
 * detection circle around the place (SPEC §9, 10 km).
 */
export interface PortArea {
  id: string;
  lon: number;
  lat: number;
  /** A closed ring `[lon0, lat0, …]`, or null for the boundary circle. */
  ring: FlatRing | null;
}

/** Where one report is with respect to one port. */
export interface PortMeasure {
  /** Signed metres from the call area's edge: positive inside, negative outside. */
  depthM: number;
  /** Whether the report is in the inner detection area. */
  inner: boolean;
}

export function measurePort(
  area: PortArea,
  lon: number,
  lat: number,
  rules: Pick<PortCallRules, 'boundaryM' | 'detectionM'> = PORT_CALL_RULES,
): PortMeasure {
  const d = greatCircleM(area.lon, area.lat, lon, lat);
  const depthM = area.ring ? signedDistanceToRingM(lon, lat, area.ring) : rules.boundaryM - d;
  return { depthM, inner: d <= rules.detectionM };
}

/**
 * The farthest a report can be from the port's place and still matter (inside the call area
 * or its exit margin), for a prefilter: the circle's radius plus the margin, or the ring's
 * farthest point plus the margin.
 */
export function portReachM(area: PortArea, rules: PortCallRules = PORT_CALL_RULES): number {
  let r = rules.boundaryM;
  if (area.ring) {
    r = rules.detectionM;
    for (let i = 0; i + 1 < area.ring.length; i += 2) {
      r = Math.max(r, greatCircleM(area.lon, area.lat, area.ring[i]!, area.ring[i + 1]!));
    }
  }
  return r + rules.exitMarginM;
}
