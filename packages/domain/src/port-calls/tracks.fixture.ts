import { destinationPoint, greatCircleM } from '@pantau/geo';
import type { TrackFix } from './track.ts';

/**
 * Recorded situations for the port-call rules, written by hand from real geography:
 * Tanjung Priok (World Port Index 50970, 106.883333 E 6.1 S), its outer anchorage some 7 NM
 * north of the breakwater, the Java Sea lane north of it, and the reporting intervals of
 * ITU-R M.1371-5 Table 1 (class A: 10 s under way, 3 min at anchor or moored).
 */

export const PRIOK = { id: 'wpi-50970', lon: 106.883333, lat: -6.1, ring: null } as const;

/** Sunday 2026-11-22 00:00 UTC. */
export const T0 = 1_795_305_600_000;
const MIN = 60_000;
const HOUR = 60 * MIN;
const KN = 0.514444;

type Leg =
  /** Sail in a straight line to [lon, lat] at `kn`, reporting every `everyMs`. */
  | { to: readonly [number, number]; kn: number; everyMs?: number }
  /** Stay near the place for `ms`, reporting every `everyMs` with speed `sog`. */
  | { stayMs: number; sog: number; everyMs?: number; jitterM?: number };

/** A track from a start place and time through legs. Deterministic jitter (no randomness). */
export function track(
  start: readonly [number, number],
  t0: number,
  legs: readonly Leg[],
): TrackFix[] {
  const out: TrackFix[] = [{ t: t0, lon: start[0], lat: start[1], sog: 0 }];
  let [lon, lat] = start;
  let t = t0;
  for (const leg of legs) {
    if ('to' in leg) {
      const every = leg.everyMs ?? MIN;
      const dist = greatCircleM(lon, lat, leg.to[0], leg.to[1]);
      const ms = (dist / (leg.kn * KN)) * 1000;
      const n = Math.max(1, Math.ceil(ms / every));
      for (let i = 1; i <= n; i++) {
        const f = i / n;
        out.push({
          t: t + Math.round(ms * f),
          lon: lon + (leg.to[0] - lon) * f,
          lat: lat + (leg.to[1] - lat) * f,
          sog: leg.kn,
        });
      }
      t += Math.round(ms);
      [lon, lat] = leg.to;
    } else {
      const every = leg.everyMs ?? 3 * MIN;
      const n = Math.floor(leg.stayMs / every);
      for (let i = 1; i <= n; i++) {
        const [jl, ja] = destinationPoint(
          lon,
          lat,
          (i * 137) % 360,
          ((i * 7) % 5) * (leg.jitterM ?? 5),
        );
        out.push({ t: t + i * every, lon: jl, lat: ja, sog: leg.sog });
      }
      t += n * every;
    }
  }
  return out;
}

/** Java Sea, 45 NM north of Priok: out of the 30 NM circle. */
const OFFING: [number, number] = [106.95, -5.35];
/** Priok's outer anchorage, about 13 km north of the port's place (outside the 10 km circle). */
const ANCHORAGE: [number, number] = [106.87, -5.98];
/** A berth in the harbour basin (inside the 10 km circle). */
const BERTH: [number, number] = [106.885, -6.095];

/** Comes in from the Java Sea, waits 6 h at anchor, 20 h at berth, sails out. */
export const CALL_WITH_ANCHORAGE_AND_BERTH = track(OFFING, T0, [
  { to: ANCHORAGE, kn: 12 },
  { stayMs: 6 * HOUR, sog: 0.1 },
  { to: BERTH, kn: 5 },
  { stayMs: 20 * HOUR, sog: 0 },
  { to: OFFING, kn: 12 },
]);

/** Along the Java Sea lane at 5.55 S, some 33 NM north of Priok: never within 30 NM. */
export const PASSING_OUTSIDE = track([106.0, -5.55], T0, [{ to: [108.0, -5.55], kn: 14 }]);

/**
 * A vessel drifting on the 30 NM line north of Priok for 5 hours, its reports scattered up
 * to 600 m either side of it (slow, so it is not a stop either).
 */
export const IDLING_ON_THE_LINE: TrackFix[] = (() => {
  const out: TrackFix[] = [];
  for (let i = 0; i < 100; i++) {
    const off = ((i * 37) % 13) * 100 - 600; // -600 … +600 m, deterministic
    const [lon, lat] = destinationPoint(PRIOK.lon, PRIOK.lat, 0, 30 * 1852 + off);
    out.push({ t: T0 + i * 3 * MIN, lon, lat, sog: 1.5 });
  }
  return out;
})();

/** The lane track again with one report placed at Priok's berth (a bad decode). */
export const PASSING_WITH_ONE_OUTLIER: TrackFix[] = PASSING_OUTSIDE.map((f, i) =>
  i === 60 ? { ...f, lon: BERTH[0], lat: BERTH[1] } : f,
);

/** At berth 10 h, one report 60 NM away in the middle (a bad decode): still one call, open. */
export const BERTHED_WITH_ONE_OUTLIER: TrackFix[] = track(BERTH, T0, [
  { stayMs: 10 * HOUR, sog: 0 },
]).map((f, i) => (i === 100 ? { ...f, lon: 107.5, lat: -5.3 } : f));

/** Sails through the 30 NM circle without stopping: from the west to the east, via 5.9 S. */
export const TRANSIT_THROUGH = track([105.9, -5.9], T0, [{ to: [107.9, -5.9], kn: 12 }]);

/** Crosses 1 NM into the circle, inside for 12 minutes, then turns back out: no call. */
export const BRUSH_WITH_THE_EDGE = (() => {
  const out1 = destinationPoint(PRIOK.lon, PRIOK.lat, 10, 34 * 1852);
  const in1 = destinationPoint(PRIOK.lon, PRIOK.lat, 10, 29 * 1852);
  return track(out1, T0, [
    { to: in1, kn: 10 },
    { to: out1, kn: 10 },
  ]);
})();

/** First heard at berth (AIS switched on there), 8 h, then sails out. */
export const FIRST_HEARD_AT_BERTH = track(BERTH, T0, [
  { stayMs: 8 * HOUR, sog: 0 },
  { to: OFFING, kn: 12 },
]);
