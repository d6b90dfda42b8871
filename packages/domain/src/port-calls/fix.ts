import { greatCircleM } from '@pantau/geo';
import { PORT_CALL_RULES, type PortCallRules } from './rules.ts';

/** A vessel's last accepted report, and how many reports in a row were refused since. */
export interface LastFix {
  lon: number;
  lat: number;
  t: number;
  refused: number;
}

export type FixVerdict = 'accept' | 'late' | 'outlier';

/**
 * Whether a report is taken for the port-call rules: a report not newer than the last one
 * taken is late (a copy heard by a slower receiver); one implying more than the impossible
 * speed (SPEC §9, 30 m/s) from it is an outlier, unless `outlierResetCount` were refused in a
 * row (then the last taken was the outlier, and the newest is trusted again).
 */
export function judgeFix(
  last: LastFix | undefined,
  lon: number,
  lat: number,
  t: number,
  rules: Pick<PortCallRules, 'maxSpeedMs' | 'outlierResetCount'> = PORT_CALL_RULES,
): FixVerdict {
  if (!last) return 'accept';
  if (t <= last.t) return 'late';
  const speed = greatCircleM(last.lon, last.lat, lon, lat) / ((t - last.t) / 1000);
  if (speed > rules.maxSpeedMs && last.refused + 1 < rules.outlierResetCount) return 'outlier';
  return 'accept';
}

/**
 * Speed over ground in knots: the reported one, or, when the vessel does not report it, the
 * speed implied by its last accepted report (null when there is none).
 */
export function speedKnOf(
  sog: number | null,
  last: LastFix | undefined,
  lon: number,
  lat: number,
  t: number,
): number | null {
  if (sog !== null) return sog;
  if (!last || t <= last.t) return null;
  return greatCircleM(last.lon, last.lat, lon, lat) / ((t - last.t) / 1000) / 0.514444;
}
