import { greatCircleM, segmentDistanceToPointM } from '@pantau/geo';
import { ALKI, CONSERVATION_AREAS, type LaneAxis, type ProtectedArea } from './areas.ts';

/**
 * The Puskodal behaviour rules (SPEC §2.27, issue #17): each a pure function over a vessel's
 * small state and its newest report, tested with recorded situations including those that
 * must not fire. The server keeps the states and stores a row when a rule fires.
 */
export const PUSKODAL_TYPES = [
  'slow',
  'nowhere',
  'circling',
  'circlingAlki',
  'signalOff',
  'conservation',
  'blacklist',
] as const;
export type PuskodalType = (typeof PUSKODAL_TYPES)[number];

export interface PuskodalThresholds {
  /** Vessel Slow: making way (status under way) below this speed … */
  slowMaxKn: number;
  /** … but above this (below it the vessel is stopped, not slow) … */
  slowMinKn: number;
  /** … outside ports for at least this long. */
  slowMs: number;
  /** Circling Around: course changes summed over this window … */
  circlingWindowMs: number;
  /** … add up to at least this many degrees one way … */
  circlingTurnDeg: number;
  /** … while the vessel stays within this distance of where the window began. */
  circlingRadiusM: number;
  /** Signal Off: a gap between reports longer than this counts as signal off … */
  signalGapMs: number;
  /** … and a row is written when the gaps of the last `signalWindowMs` add up to this. */
  signalOffMs: number;
  signalWindowMs: number;
  /** One row per vessel and type at most this often. */
  repeatMs: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Defaults: slow is under 3 kn (ITU-R M.1371's line between a ship at rest and one making
 * way, as the alert rules use) for an hour; circling is two full turns within two hours and
 * 5 NM; a gap is signal off past 15 minutes (SPEC §10's dashed track), a row at 2 hours in a
 * day; a vessel's row of a type is not repeated within 6 hours.
 */
export const DEFAULT_PUSKODAL_THRESHOLDS: PuskodalThresholds = {
  slowMaxKn: 3,
  slowMinKn: 0.5,
  slowMs: HOUR,
  circlingWindowMs: 2 * HOUR,
  circlingTurnDeg: 720,
  circlingRadiusM: 5 * 1852,
  signalGapMs: 15 * MIN,
  signalOffMs: 2 * HOUR,
  signalWindowMs: 24 * HOUR,
  repeatMs: 6 * HOUR,
};

export interface PuskodalFix {
  t: number;
  lon: number;
  lat: number;
  sog: number | null;
  cog: number | null;
  navStatus: number | null;
  inPort: boolean;
}

/** ITU-R M.1371: 1 at anchor, 5 moored, 6 aground, 7 engaged in fishing. */
const NOT_SLOW_STATUS = new Set([1, 5, 6, 7]);

/** Vessel Slow: when the slow stretch began (null: not slow), and whether it is long enough. */
export function slowStep(
  since: number | null,
  f: PuskodalFix,
  th: PuskodalThresholds,
): { since: number | null; slow: boolean } {
  const slowNow =
    f.sog !== null &&
    f.sog >= th.slowMinKn &&
    f.sog < th.slowMaxKn &&
    !f.inPort &&
    (f.navStatus === null || !NOT_SLOW_STATUS.has(f.navStatus));
  if (!slowNow) return { since: null, slow: false };
  const start = since ?? f.t;
  return { since: start, slow: f.t - start >= th.slowMs };
}

export interface CirclingSample {
  t: number;
  lon: number;
  lat: number;
  cog: number;
}

function turn(a: number, b: number): number {
  let d = b - a;
  while (d > 180) d -= 360;
  while (d < -180) d += 360;
  return d;
}

/** A moving ship's course is sampled at most this often for Circling Around. */
const CIRCLING_SAMPLE_MS = 30_000;

/**
 * Circling Around: the samples of the stretch (one per 30 s at most, at most
 * `circlingWindowMs` long), and whether the course turned `circlingTurnDeg` one way while the
 * vessel stayed within `circlingRadiusM` of the stretch's first position. `hours`: how long
 * the stretch's turning took.
 *
 * The stretch starts where the newest sample is within the radius: a first sample farther
 * away can never again begin a stretch that stays within it, so it is dropped. A ship in
 * transit keeps the last few NM of samples (at 10 kn, half an hour), not two hours of them
 * (240 per ship, a steady climb of the server's memory for two hours after a start); a ship
 * that sailed in and then circled is seen as soon as its turns add up. The samples are given
 * back unchanged (the same array) when no sample is added or dropped.
 */
export function circlingStep(
  samples: readonly CirclingSample[],
  f: PuskodalFix,
  th: PuskodalThresholds,
): { samples: readonly CirclingSample[]; circling: boolean; hours: number } {
  if (f.sog === null || f.sog < th.slowMinKn || f.inPort) {
    return { samples: NO_SAMPLES, circling: false, hours: 0 };
  }
  let from = 0;
  while (from < samples.length && f.t - (samples[from] as CirclingSample).t > th.circlingWindowMs) {
    from++;
  }
  const last = samples.at(-1);
  const add = f.cog !== null && (!last || f.t - last.t >= CIRCLING_SAMPLE_MS);
  if (add) {
    while (from < samples.length) {
      const s = samples[from] as CirclingSample;
      if (greatCircleM(s.lon, s.lat, f.lon, f.lat) <= th.circlingRadiusM) break;
      from++;
    }
  }
  let kept = samples;
  if (from > 0 || add) {
    const next = samples.slice(from);
    if (add) next.push({ t: f.t, lon: f.lon, lat: f.lat, cog: f.cog as number });
    kept = next;
  }
  const first = kept[0];
  if (!first || kept.length < 8) return { samples: kept, circling: false, hours: 0 };
  let net = 0;
  for (let i = 1; i < kept.length; i++) {
    net += turn((kept[i - 1] as CirclingSample).cog, (kept[i] as CirclingSample).cog);
  }
  const within = kept.every(
    (s) => greatCircleM(first.lon, first.lat, s.lon, s.lat) <= th.circlingRadiusM,
  );
  const circling = within && Math.abs(net) >= th.circlingTurnDeg;
  const end = kept.at(-1) as CirclingSample;
  return { samples: kept, circling, hours: (end.t - first.t) / HOUR };
}

const NO_SAMPLES: readonly CirclingSample[] = Object.freeze([]);

/** Signal Off: the gaps (start, length) of the window, and their total. */
export function signalOffStep(
  gaps: readonly (readonly [number, number])[],
  prevT: number | null,
  t: number,
  th: PuskodalThresholds,
): { gaps: readonly (readonly [number, number])[]; totalMs: number } {
  // Gaps are kept in time order: those gone out of the window are the first ones. The list
  // is given back as it was when none left and none came (no new array at every report).
  let from = 0;
  while (from < gaps.length && t - (gaps[from] as readonly [number, number])[0] > th.signalWindowMs)
    from++;
  const gap = prevT !== null && t - prevT > th.signalGapMs;
  let kept = gaps;
  if (from > 0 || gap) {
    const next = gaps.slice(from);
    if (gap) next.push([prevT, t - prevT]);
    kept = next.length > 0 ? next : NO_GAPS;
  }
  let totalMs = 0;
  for (const [, len] of kept) totalMs += len;
  return { gaps: kept, totalMs };
}

/** No gap in the window: one empty list shared by every vessel. */
const NO_GAPS: readonly (readonly [number, number])[] = [];

/** The ALKI lane a position is in (within its half-width of the axis), if any. */
export function alkiAt(
  lon: number,
  lat: number,
  lanes: readonly LaneAxis[] = ALKI,
): LaneAxis | undefined {
  for (const lane of lanes) {
    for (let i = 1; i < lane.axis.length; i++) {
      const [aLon, aLat] = lane.axis[i - 1] as readonly [number, number];
      const [bLon, bLat] = lane.axis[i] as readonly [number, number];
      if (segmentDistanceToPointM(aLon, aLat, bLon, bLat, [lon, lat]) <= lane.halfWidthM) {
        return lane;
      }
    }
  }
  return undefined;
}

/** The conservation area a position is in, if any. */
export function conservationAt(
  lon: number,
  lat: number,
  areas: readonly ProtectedArea[] = CONSERVATION_AREAS,
): ProtectedArea | undefined {
  return areas.find((a) => greatCircleM(lon, lat, a.center[0], a.center[1]) <= a.radiusM);
}

/** A destination as ships type it: upper case, letters and digits, single spaces. */
export function normaliseDestination(s: string): string {
  return s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * Cruise To No Where: the destination names no known port. A port matches by its UN/LOCODE
 * (with or without the space, 'ID TPP' or 'IDTPP'), or by its name's main word ('TANJUNG
 * PRIOK', 'TG PRIOK', 'PRIOK' all match Tanjung Priok). Empty or placeholder destinations
 * ('', 'NONE', 'N A', '0') match nothing.
 */
export function destinationMatches(
  destination: string | null,
  ports: readonly { name: string; code: string }[],
): boolean {
  const d = normaliseDestination(destination ?? '');
  if (d === '' || /^(NONE|N A|NA|0+|UNKNOWN|TBA)$/.test(d)) return false;
  const compact = d.replace(/ /g, '');
  const words = new Set(d.split(' '));
  for (const p of ports) {
    const code = p.code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (
      code.length === 5 &&
      (compact.includes(code) || d.includes(`${code.slice(0, 2)} ${code.slice(2)}`))
    ) {
      return true;
    }
    const name = normaliseDestination(p.name)
      .split(' ')
      .filter(
        (w) => !['TANJUNG', 'TG', 'TJ', 'PELABUHAN', 'PORT', 'KOTA', 'TELUK', 'PULAU'].includes(w),
      );
    const main = name.at(-1);
    if (main && main.length >= 3 && words.has(main)) return true;
    if (name.length > 0 && d.includes(name.join(' '))) return true;
  }
  return false;
}
