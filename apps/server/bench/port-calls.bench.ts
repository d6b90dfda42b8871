/**
 * Port calls: every position evaluated against every port of the registry (the reference
 * entries of category 'ports', ~125 World Port Index ports of Indonesia), vessels coming
 * into ports and mooring (so calls open, stop and update) among vessels under way anywhere.
 *
 * Printed, in one run:
 * - the engine alone: positions/s and the time per position (p50, p99);
 * - latency from a position's intake to its call stored (SQLite, the feature's writer with
 *   its 250 ms batches), feeding 10,000 positions/s paced in real time for 10 s;
 * - the ingest rate (NMEA type 1 → pipeline → hub → live picture) without the port-call sink
 *   beside the same with it.
 * Bar: 10,000 positions/s on 2 shared cores.
 *
 *   npm run bench:port-calls -w apps/server   (or: node bench/port-calls.bench.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeSentences } from '@pantau/ais';
import { DEFAULT_AGE_POLICY, REFERENCE_ASSETS } from '@pantau/domain';
import { destinationPoint, greatCircleM } from '@pantau/geo';
import {
  IngestPipeline,
  LiveHub,
  LivePicture,
  migrateToLatest,
  openStore,
  PortCallEngine,
  PortCallsRepo,
  PortCallsWriter,
  SourceStats,
} from '@pantau/server/testing/stages.ts';

const VESSELS = 20_000;
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const NMEA_POSITIONS = Math.min(POSITIONS, 300_000);
const PACED_RATE = 10_000;
const PACED_SECONDS = 10;
const T0 = 1_795_000_000_000;
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** A seeded PRNG (mulberry32): the same fleet every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(15);
const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);

const ports = REFERENCE_ASSETS.filter((a) => a.category === 'ports').map((a) => ({
  id: a.id,
  lon: a.lon,
  lat: a.lat,
  ring: null,
}));

/**
 * The fleet: 70 % bound for a port, starting 25–40 NM out and heading in at 8–15 kn, moored
 * (speed 0) once within 2 km; 30 % under way anywhere in Indonesia's seas. Every vessel
 * reports once a round; a round is a simulated minute.
 */
class Fleet {
  readonly lon = new Float64Array(VESSELS);
  readonly lat = new Float64Array(VESSELS);
  readonly course = new Float64Array(VESSELS);
  readonly speed = new Float64Array(VESSELS);
  readonly port = new Int32Array(VESSELS).fill(-1);

  constructor(vessels: number) {
    for (let v = 0; v < vessels; v++) {
      if (rnd() < 0.7) {
        const p = Math.floor(rnd() * ports.length);
        const port = ports[p]!;
        const bearing = between(0, 360);
        const [x, y] = destinationPoint(port.lon, port.lat, bearing, between(25, 40) * 1852);
        this.port[v] = p;
        this.lon[v] = x;
        this.lat[v] = y;
        this.course[v] = (bearing + 180) % 360;
      } else {
        this.lon[v] = between(95, 141);
        this.lat[v] = between(-11, 6);
        this.course[v] = between(0, 360);
      }
      this.speed[v] = between(8, 15);
    }
  }

  /** Moves vessel `v` one simulated minute; returns its speed over ground. */
  step(v: number): number {
    const p = this.port[v]!;
    if (p >= 0) {
      const port = ports[p]!;
      if (greatCircleM(this.lon[v]!, this.lat[v]!, port.lon, port.lat) < 2_000) return 0;
    }
    const [x, y] = destinationPoint(
      this.lon[v]!,
      this.lat[v]!,
      this.course[v]!,
      this.speed[v]! * 0.514444 * 60,
    );
    this.lon[v] = x;
    this.lat[v] = y;
    return this.speed[v]!;
  }
}

function positions(n: number, vessels: number) {
  const fleet = new Fleet(vessels);
  const mmsi = new Int32Array(n);
  const lon = new Float64Array(n);
  const lat = new Float64Array(n);
  const t = new Float64Array(n);
  const sog = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = i % vessels;
    const round = Math.floor(i / vessels);
    sog[i] = fleet.step(v);
    mmsi[i] = 525_000_000 + v;
    lon[i] = fleet.lon[v]!;
    lat[i] = fleet.lat[v]!;
    t[i] = T0 + round * 60_000 + (v % 60_000);
  }
  return { mmsi, lon, lat, t, sog, n };
}

out(
  `input: ${ports.length} registry ports; ${fmt(VESSELS)} vessels (70 % bound for a port, 30 % anywhere), ${fmt(POSITIONS)} positions, one a simulated minute per vessel`,
);

// 1. The engine alone, every position timed.
{
  const p = positions(POSITIONS, VESSELS);
  const engine = new PortCallEngine();
  let s = performance.now();
  engine.setPorts(ports);
  out(`index     ${ports.length} ports gridded in ${(performance.now() - s).toFixed(1)} ms`);
  const each = new Float64Array(p.n);
  s = performance.now();
  for (let i = 0; i < p.n; i++) {
    const a = performance.now();
    engine.position(p.mmsi[i]!, p.lon[i]!, p.lat[i]!, p.t[i]!, p.sog[i]!);
    each[i] = performance.now() - a;
  }
  const secs = (performance.now() - s) / 1000;
  const sorted = each.slice().sort();
  const inside = ports.reduce((n, port) => n + engine.inside(port.id).length, 0);
  out(
    `engine    ${fmt(p.n / secs).padStart(10)} positions/s; per position p50 ${(sorted[Math.floor(p.n * 0.5)]! * 1000).toFixed(1)} µs, p99 ${(sorted[Math.floor(p.n * 0.99)]! * 1000).toFixed(1)} µs (timing included)`,
  );
  out(
    `          ${fmt(engine.stats.arrivals)} arrivals, ${fmt(engine.stats.departures)} departures, ${fmt(inside)} calls open at the end (a vessel may be inside two neighbouring ports)`,
  );
  out(
    `bar       ≥ 10,000 positions/s: ${p.n / secs >= 10_000 ? 'met' : 'NOT met'} (×${(p.n / secs / 10_000).toFixed(1)})`,
  );
}

// 2. Latency from position to stored call: 10,000 positions/s paced in real time into the
// engine with the feature's writer on SQLite.
{
  const dir = mkdtempSync(join(tmpdir(), 'pantau-bench-port-calls-'));
  const store = openStore(`sqlite:${join(dir, 'bench.db')}`);
  await migrateToLatest(store.db);
  const repo = new PortCallsRepo(store.db);
  const writer = new PortCallsWriter(repo, 250, (err) => {
    throw err;
  });
  const engine = new PortCallEngine();
  engine.setPorts(ports);
  engine.onChange((c, at) => writer.changed(c, at));
  // 2,000 vessels: a round (a simulated minute) every 0.2 s, so calls open within seconds.
  const p = positions(PACED_RATE * PACED_SECONDS, 2_000);
  const slice = PACED_RATE / 20; // every 50 ms
  const start = performance.now();
  let busy = 0;
  for (let i = 0; i < p.n; i += slice) {
    const a = performance.now();
    const end = Math.min(p.n, i + slice);
    for (let k = i; k < end; k++) {
      engine.position(p.mmsi[k]!, p.lon[k]!, p.lat[k]!, p.t[k]!, p.sog[k]!, performance.now());
    }
    busy += performance.now() - a;
    const due = start + ((i + slice) / PACED_RATE) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await writer.flush();
  const took = (performance.now() - start) / 1000;
  const l = writer.latency();
  const rows = await store.db
    .selectFrom('port_calls' as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  out(
    `stored    ${fmt(p.n)} positions at ${fmt(p.n / took)}/s paced (engine busy ${((busy / 1000 / took) * 100).toFixed(0)} % of the time); ${fmt(engine.stats.arrivals)} arrivals, ${fmt(writer.stats.written)} call writes in ${fmt(writer.stats.batches)} batches, ${fmt(Number(rows.n))} calls stored`,
  );
  out(
    `latency   position → call stored (SQLite): p50 ${l.p50.toFixed(0)} ms, p95 ${l.p95.toFixed(0)} ms, max ${l.max.toFixed(0)} ms (writer batches every 250 ms)`,
  );
  writer.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

// 3. Ingest without and with the port-call sink, in the same run.
{
  const p = positions(NMEA_POSITIONS, VESSELS);
  const lines: string[] = [];
  for (let i = 0; i < p.n; i++) {
    const r = encodeSentences(
      {
        type: 1,
        repeat: 0,
        mmsi: p.mmsi[i]!,
        status: 0,
        turn: 0,
        speed: Math.round(p.sog[i]! * 10),
        accuracy: true,
        lon: Math.round(p.lon[i]! * 600_000),
        lat: Math.round(p.lat[i]! * 600_000),
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

  const ingest = (withEngine: boolean): number => {
    const hub = new LiveHub();
    const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
    hub.subscribe({ name: 'live picture', event: (e) => picture.apply(e) });
    if (withEngine) {
      const engine = new PortCallEngine();
      engine.setPorts(ports);
      hub.subscribe({
        name: 'port-calls',
        event: (e) => {
          if (e.kind === 'position') engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog, 1);
        },
      });
    }
    // A clock that moves 3 ms a message: each vessel's reports a minute apart, as generated.
    let clock = T0;
    const pipeline = new IngestPipeline({ hub, now: () => (clock += 3) });
    const stats = new SourceStats();
    const conn = pipeline.connection('bench', stats);
    const s = performance.now();
    for (let i = 0; i < bytes.length; i += 65_536) conn.write(bytes.subarray(i, i + 65_536));
    conn.end();
    return stats.messages / ((performance.now() - s) / 1000);
  };
  const base = Math.max(ingest(false), ingest(false));
  const full = Math.max(ingest(true), ingest(true));
  out(
    `ingest    pipeline → live picture              ${fmt(base).padStart(10)} messages/s (baseline, no port calls)`,
  );
  out(
    `          pipeline → picture + port calls      ${fmt(full).padStart(10)} messages/s (${((full / base) * 100).toFixed(0)} % of the baseline; ${fmt(p.n)} position reports)`,
  );
}
