/**
 * The geofence engine's cost: 5,000 zones of mixed size across Indonesia (small and
 * medium polygons, circles, a few very large polygons), 20,000 vessels under way near them,
 * each position measured against the zones near it.
 *
 * Printed: positions/s through the engine alone and the p99 time per position (bar
 * ≥ 50,000/s on one core with p99 ≤ 5 ms), and in the same run the ingest rate (NMEA →
 * pipeline → hub → live picture) without the engine beside the same with it.
 *
 *   npm run bench -w apps/server   (or: node bench/geofence.bench.ts)
 */
import { encodeSentences } from '@pantau/ais';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { destinationPoint } from '@pantau/geo';
import {
  GeofenceEngine,
  IngestPipeline,
  LiveHub,
  LivePicture,
  SourceStats,
  type ZoneDef,
} from '@pantau/server/testing/stages.ts';

const ZONES = 5_000;
const VESSELS = 20_000;
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const NMEA_POSITIONS = Math.min(POSITIONS, 300_000);
const T0 = 1_795_000_000_000;
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** A seeded PRNG (mulberry32): the same zones and tracks every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(16);
const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
const seaPoint = (): [number, number] => [between(95, 141), between(-11, 6)];

/** A star-shaped (so simple) polygon of `n` points around a centre. */
function blob(center: [number, number], radiusM: number, n: number): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    ring.push(destinationPoint(center[0], center[1], (360 * i) / n, radiusM * between(0.55, 1)));
  }
  return ring;
}

// The zones: [count, kind, radius range in m, points].
const mix: [number, 'poly' | 'circle', number, number, number][] = [
  [3_000, 'poly', 300, 5_000, 16],
  [1_500, 'circle', 500, 30_000, 0],
  [450, 'poly', 10_000, 60_000, 48],
  [50, 'poly', 100_000, 300_000, 192],
];
const zones: ZoneDef[] = [];
const centres: [number, number, number][] = [];
for (const [count, kind, lo, hi, points] of mix) {
  for (let i = 0; i < count; i++) {
    const c = seaPoint();
    const r = between(lo, hi);
    centres.push([c[0], c[1], r]);
    zones.push({
      id: zones.length,
      name: `zone ${zones.length}`,
      shape:
        kind === 'circle'
          ? { type: 'Circle', center: c, radiusM: r }
          : { type: 'Polygon', ring: blob(c, r, Math.round(points * between(0.5, 1.5))) },
    });
  }
}
if (zones.length !== ZONES) throw new Error('zone mix does not add up');

// The tracks: 80 % of vessels start near a zone (within twice its size), the rest anywhere;
// each under way at 5–20 kn, reporting every 6 s on average (class A at speed).
const lon = new Float64Array(VESSELS);
const lat = new Float64Array(VESSELS);
const course = new Float64Array(VESSELS);
const speed = new Float64Array(VESSELS);
for (let v = 0; v < VESSELS; v++) {
  const near = rnd() < 0.8 ? centres[Math.floor(rnd() * centres.length)] : undefined;
  const [x, y] = near
    ? destinationPoint(near[0], near[1], between(0, 360), between(0, 2 * near[2]))
    : seaPoint();
  lon[v] = x;
  lat[v] = y;
  course[v] = between(0, 360);
  speed[v] = between(5, 20) * 0.514444;
}
const pMmsi = new Int32Array(POSITIONS);
const pLon = new Float64Array(POSITIONS);
const pLat = new Float64Array(POSITIONS);
const pT = new Float64Array(POSITIONS);
for (let i = 0; i < POSITIONS; i++) {
  const v = i % VESSELS;
  const round = Math.floor(i / VESSELS);
  const dt = between(4, 8);
  if (rnd() < 0.02) course[v] = (course[v]! + between(-60, 60) + 360) % 360;
  const [x, y] = destinationPoint(lon[v]!, lat[v]!, course[v]!, speed[v]! * dt);
  lon[v] = x;
  lat[v] = y;
  pMmsi[i] = 525_000_000 + v;
  pLon[i] = x;
  pLat[i] = y;
  pT[i] = T0 + round * 6_000 + (v % 6_000);
}
out(
  `input: ${fmt(ZONES)} zones (${mix.map(([n, k, lo, hi]) => `${n} ${k} ${lo / 1000}–${hi / 1000} km`).join(', ')}); ${fmt(VESSELS)} vessels, ${fmt(POSITIONS)} positions`,
);

// The engine alone: every position timed.
const engine = new GeofenceEngine();
let t0 = performance.now();
engine.setZones('bench', zones);
out(`index     5,000 zones compiled and indexed in ${(performance.now() - t0).toFixed(1)} ms`);
const each = new Float64Array(POSITIONS);
t0 = performance.now();
for (let i = 0; i < POSITIONS; i++) {
  const s = performance.now();
  engine.position(pMmsi[i]!, pLon[i]!, pLat[i]!, pT[i]!);
  each[i] = performance.now() - s;
}
const secs = (performance.now() - t0) / 1000;
const sorted = each.slice().sort();
const p50 = sorted[Math.floor(POSITIONS * 0.5)]!;
const p99 = sorted[Math.floor(POSITIONS * 0.99)]!;
const max = sorted[POSITIONS - 1]!;
const rate = POSITIONS / secs;
const members = engine.zones().reduce((n, z) => n + engine.members(z.key).size, 0);
out(
  `engine    ${fmt(rate).padStart(10)} positions/s; per position p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs, max ${max.toFixed(2)} ms`,
);
out(
  `          ${fmt(engine.stats.events)} zone events, ${fmt(members)} memberships at the end (timing each position included)`,
);
out(
  `bar       ≥ 50,000 positions/s on one core, p99 ≤ 5 ms: ${rate >= 50_000 && p99 <= 5 ? 'met' : 'NOT met'}`,
);

// Ingest without and with the engine, in the same run: NMEA type 1 → pipeline → hub.
const lines: string[] = [];
for (let i = 0; i < NMEA_POSITIONS; i++) {
  const r = encodeSentences(
    {
      type: 1,
      repeat: 0,
      mmsi: pMmsi[i]!,
      status: 0,
      turn: 0,
      speed: 100,
      accuracy: true,
      lon: Math.round(pLon[i]! * 600_000),
      lat: Math.round(pLat[i]! * 600_000),
      course: 900,
      heading: 90,
      second: 10,
      maneuver: 0,
      raim: false,
      radio: 0,
    },
    { seqId: 0 },
  );
  if (r.ok) lines.push(...r.value);
}
const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');

function ingest(withEngine: boolean): number {
  const hub = new LiveHub();
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  hub.subscribe({ name: 'live picture', event: (e) => picture.apply(e) });
  if (withEngine) {
    const g = new GeofenceEngine();
    g.setZones('bench', zones);
    hub.subscribe({
      name: 'geofences',
      event: (e) => {
        if (e.kind === 'position') g.position(e.mmsi, e.lon, e.lat, e.t);
      },
    });
  }
  // A clock that moves 20 ms a message, so each vessel's reports are minutes apart.
  let clock = T0;
  const pipeline = new IngestPipeline({ hub, now: () => (clock += 20) });
  const stats = new SourceStats();
  const conn = pipeline.connection('bench', stats);
  const s = performance.now();
  for (let i = 0; i < bytes.length; i += 65_536) conn.write(bytes.subarray(i, i + 65_536));
  conn.end();
  return stats.messages / ((performance.now() - s) / 1000);
}
const without = [ingest(false), ingest(false)];
const withIt = [ingest(true), ingest(true)];
const base = Math.max(...without);
const full = Math.max(...withIt);
out(
  `ingest    pipeline → live picture       ${fmt(base).padStart(10)} messages/s (baseline, no engine)`,
);
out(
  `          pipeline → picture + engine   ${fmt(full).padStart(10)} messages/s (${((full / base) * 100).toFixed(0)} % of the baseline; ${fmt(NMEA_POSITIONS)} position reports)`,
);
