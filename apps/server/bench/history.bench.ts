/**
 * The position store at national scale (issue #18): a day of the simulator's traffic (its
 * motion model, as NMEA, decoded and normalised as ingest does) written to PostgreSQL, then
 * the reads the product makes of it, each printed beside its bar:
 *
 *   one vessel's 24 h track (≤ 20 ms), one port's 24 h within 30 NM (≤ 1 s), the first
 *   replay frame of the day (its first 15-minute block, ≤ 1 s), a 5-day density map (≤ 1 s),
 *   and the write rate alone beside the write rate while those reads run.
 *
 *   BENCH_POSITIONS=100000000 node bench/history.bench.ts   (default 2,000,000)
 *   BENCH_DB=postgres://… (default the test server; a fresh schema, dropped after)
 */
import { randomBytes } from 'node:crypto';
import { decodeLines } from '@pantau/ais';
import { DENSITY_CELL_DEG, PLAYBACK_BLOCK_MS } from '@pantau/contracts';
import { normaliseAis, shipTypeGroup, wibDay, type PositionEvent } from '@pantau/domain';
import { Simulator } from '@pantau/sim';
import pg from 'pg';
import { sql } from 'kysely';
import {
  DensityAggregator,
  DensityRepo,
  HistoryRepo,
  migrateToLatest,
  openStore,
  PlaybackRepo,
} from '@pantau/server/testing/stages.ts';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 2_000_000);
const DB = process.env.BENCH_DB ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 86_400_000;
// A UTC+7 midnight, so the day is one replay day.
const T0 = Date.UTC(2026, 10, 20) - 7 * 3_600_000;
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

// A class A ship at 10-14 kn reports every 10 s: about 8,640 positions a day; fewer at anchor.
const VESSELS = Math.max(50, Math.ceil(POSITIONS / 6_000));
const schema = `pantau_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: DB });
await admin.connect();
await admin.query(`create schema ${schema}`);
const store = openStore(DB, { searchPath: schema });
await migrateToLatest(store.db, schema);
const history = new HistoryRepo(store, { now: () => T0 + DAY, keepDays: 30 });
const density = new DensityRepo(store);
const types = new Map<number, number>();
const aggregator = new DensityAggregator({
  cellDeg: DENSITY_CELL_DEG,
  groupOf: (mmsi) => shipTypeGroup(types.get(mmsi)),
});

/** The simulator's day, minute by minute, as position events. */
function* simulatedDay(sim: Simulator, from: number, to: number): Generator<PositionEvent[]> {
  for (let t = from; t < to; t += 60_000) {
    const { messages } = decodeLines(sim.tick(t));
    const batch: PositionEvent[] = [];
    for (const m of messages) {
      for (const e of normaliseAis(m, t, 'sim')) {
        if (e.kind === 'position') batch.push(e);
        else if (e.kind === 'static' && e.shipType !== null) types.set(e.mmsi, e.shipType);
      }
    }
    yield batch;
  }
}

try {
  out(`${fmt(VESSELS)} simulated vessels for one day (target ${fmt(POSITIONS)} positions)`);
  const sim = new Simulator({ vessels: VESSELS, start: T0, seed: 18 });
  let written = 0;
  let writeMs = 0;
  const pending: PositionEvent[] = [];
  const flush = async () => {
    const a = performance.now();
    await history.write(pending, []);
    writeMs += performance.now() - a;
    written += pending.length;
    pending.length = 0;
  };
  let genMs = 0;
  let lastReport = performance.now();
  let g = performance.now();
  for (const batch of simulatedDay(sim, T0, T0 + DAY)) {
    for (const e of batch) {
      pending.push(e);
      aggregator.add(e);
    }
    genMs += performance.now() - g;
    if (pending.length >= 50_000) await flush();
    if (performance.now() - lastReport > 60_000) {
      lastReport = performance.now();
      process.stderr.write(
        `[bench] ${fmt(written)} written; simulating ${fmt(genMs / 1000)} s, writing ${fmt(writeMs / 1000)} s\n`,
      );
    }
    g = performance.now();
  }
  await flush();
  await density.add(aggregator.drain(T0 + DAY));
  // What autovacuum does to a day's partition once it is written (it is off on the test
  // server): the visibility map that lets a track be read from the index alone.
  const v = performance.now();
  await sql`vacuum analyze`.execute(store.db);
  out(`vacuum analyze of the day: ${((performance.now() - v) / 1000).toFixed(1)} s`);
  out(`stored ${fmt(written)} positions; write rate alone ${fmt(written / (writeMs / 1000))}/s`);

  const timed = async (runs: number, f: (i: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const a = performance.now();
      await f(i);
      times.push(performance.now() - a);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(runs / 2)] ?? 0, max: times[runs - 1] ?? 0 };
  };
  const mmsis = sim.vessels.map((v) => v.mmsi);
  const reads = async () => {
    const vessel = (i: number) => mmsis[(i * 7919) % mmsis.length] ?? 0;
    const track = await timed(20, (i) => history.track(vessel(i), T0, T0 + DAY));
    // The same positions read from the table's pages (xmin is only there): the baseline.
    const trackFromTable = await timed(20, (i) =>
      sql`select t, lat, lon, sog, cog, heading, nav_status, rot, source, xmin from positions
        where mmsi = ${vessel(i)} and t >= ${T0} and t <= ${T0 + DAY} order by t`.execute(store.db),
    );
    // Tanjung Priok, 30 NM: the product's query (`HistoryRepo.vesselsNear`, the port panel's
    // Fetch Port History: the whole hours from the presence of migration 0052, the part
    // hours from the positions), and beside it the same from the positions by time and
    // lat/lon ranges alone (the baseline). The panel asks for the 24 h before now, not whole
    // hours: here the worst case, a minute past the hour, nearly two hours from the positions.
    const [portFrom, portTo] = [T0 + 60_000, T0 + DAY - 60_000];
    const circle = sql`(lat + 6.1) * (lat + 6.1) + (lon - 106.88) * (lon - 106.88) * 0.98 <= 0.25`;
    const port = await timed(5, () =>
      history.vesselsNear(106.88, -6.1, 30 * 1852, portFrom, portTo, 100_000),
    );
    const portByTime = await timed(3, () =>
      sql`select count(distinct mmsi) as n from positions
        where t >= ${portFrom} and t < ${portTo}
          and lat between ${-6.1 - 0.5} and ${-6.1 + 0.5} and lon between ${106.88 - 0.5} and ${106.88 + 0.5}
          and ${circle}`.execute(store.db),
    );
    const frame = await timed(3, () =>
      new PlaybackRepo(store).block({ from: T0, to: T0 + PLAYBACK_BLOCK_MS, groupOf: () => 0 }),
    );
    const from = wibDay(T0 - 4 * DAY);
    const to = wibDay(T0);
    const map = await timed(5, () => density.sum({ from, to }));
    return { track, trackFromTable, port, portByTime, frame, map };
  };

  const r = await reads();
  out(`one vessel's 24 h track:      p50 ${ms(r.track.p50)}, max ${ms(r.track.max)} (bar 20 ms)`);
  out(
    `  the same from the table:    p50 ${ms(r.trackFromTable.p50)} (baseline, no index-only read)`,
  );
  out(`one port's 24 h within 30 NM: p50 ${ms(r.port.p50)}, max ${ms(r.port.max)} (bar 1 s)`);
  out(`  the same by time alone:     p50 ${ms(r.portByTime.p50)} (baseline, no presence)`);
  out(`first replay frame:          p50 ${ms(r.frame.p50)}, max ${ms(r.frame.max)} (bar 1 s)`);
  out(`5-day density map:            p50 ${ms(r.map.p50)}, max ${ms(r.map.max)} (bar 1 s)`);

  // The next day written while the reads run again.
  let during = 0;
  let duringMs = 0;
  let reading = true;
  const loop = (async () => {
    while (reading) await reads();
  })();
  const next = new Simulator({ vessels: VESSELS, start: T0 + DAY, seed: 19 });
  for (const batch of simulatedDay(next, T0 + DAY, T0 + DAY + 6 * 3_600_000)) {
    pending.push(...batch);
    if (pending.length >= 50_000) {
      const a = performance.now();
      await history.write(pending, []);
      duringMs += performance.now() - a;
      during += pending.length;
      pending.length = 0;
    }
  }
  reading = false;
  await loop;
  out(
    `write rate while reading: ${fmt(during / (duringMs / 1000))}/s (alone: ${fmt(written / (writeMs / 1000))}/s)`,
  );
} finally {
  await store.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
