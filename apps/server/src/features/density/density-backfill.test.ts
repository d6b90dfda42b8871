import { DENSITY_CELL_DEG } from '@pantau/contracts';
import { shipTypeGroup, wibDay, wibDayStart } from '@pantau/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { DensityView } from '@pantau/contracts';
import { buildTestApp, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { DensityAggregator } from './density-aggregator.ts';
import { backfillDensity, type StoredPositions } from './density-backfill.ts';
import { DensityRepo } from './density.repo.ts';

const MIN = 60_000;
interface Stored {
  mmsi: number;
  t: number;
  lat: number;
  lon: number;
  source: string;
}

/** A store of positions as `HistoryRepo` answers it, with the reads counted. */
function storeOf(rows: Stored[], types = new Map<number, number>()) {
  const sorted = [...rows].sort((a, b) => a.t - b.t || a.mmsi - b.mmsi);
  const reads: [number, number][] = [];
  const positions: StoredPositions = {
    firstAt: (from) => Promise.resolve(sorted.find((p) => p.t >= from)?.t ?? null),
    between: (from, to) => {
      reads.push([from, to]);
      return Promise.resolve(sorted.filter((p) => p.t >= from && p.t < to));
    },
    shipTypes: () => Promise.resolve(types),
  };
  return { positions, reads };
}

/** A vessel steaming east along 6° S, a report a minute, from `t` for `minutes`. */
function steaming(mmsi: number, t: number, minutes: number, source = 'priok'): Stored[] {
  return Array.from({ length: minutes }, (_, k) => ({
    mmsi,
    t: t + k * MIN,
    lat: -6.01,
    lon: 106.8 + k * 0.005,
    source,
  }));
}

const D1 = '2026-11-20';
const D2 = '2026-11-21';
const TODAY = '2026-11-22';
const NOW = wibDayStart(TODAY) + 10 * 3_600_000;

/** The rebuild over `positions` into `density`, as of NOW, with the options a case needs. */
function rebuild(
  positions: StoredPositions,
  density: DensityRepo,
  more: Partial<Parameters<typeof backfillDensity>[0]> = {},
) {
  return backfillDensity({
    positions,
    density,
    cellDeg: DENSITY_CELL_DEG,
    now: NOW,
    signal: new AbortController().signal,
    ...more,
  });
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(
    `density rebuilt from the store on ${database.name}`,
    () => {
      let store: TestStore | undefined;
      afterEach(async () => {
        await store?.dispose();
        store = undefined;
      });

      it('rebuilds the past days without density, as the live sums would have been', async () => {
        store = await database.open();
        const density = new DensityRepo(store);
        // Day 1: a cargo ship across midnight from the day before, and a fishing boat.
        // Day 2: already summed live. Today: summed live, never rebuilt.
        const rows = [
          ...steaming(525000001, wibDayStart(D1) - 10 * MIN, 60),
          ...steaming(525000002, wibDayStart(D1) + 5 * 3_600_000, 30, 'merak'),
          ...steaming(525000001, wibDayStart(D2) + 3_600_000, 20),
          ...steaming(525000001, wibDayStart(TODAY) + 3_600_000, 20),
        ];
        const types = new Map([
          [525000001, 70],
          [525000002, 30],
        ]);
        await density.add([{ day: D2, ix: 1, iy: 1, grp: 'cargo', source: 'priok', ms: 1 }]);
        const { positions, reads } = storeOf(rows, types);
        const rebuilt: string[] = [];
        const days = await rebuild(positions, density, { onDay: (day) => rebuilt.push(day) });
        // The day before day 1 has positions too (ten minutes before midnight): rebuilt.
        expect(days).toEqual(['2026-11-19', D1]);
        expect(rebuilt).toEqual(days);
        // Read in 5-minute slices, from 30 minutes before each midnight.
        expect(reads[0]).toEqual([
          wibDayStart('2026-11-19') - 30 * MIN,
          wibDayStart('2026-11-19') - 25 * MIN,
        ]);

        // The same sums as the live aggregator makes of the same positions.
        const live = new DensityAggregator({
          cellDeg: DENSITY_CELL_DEG,
          groupOf: (mmsi) => shipTypeGroup(types.get(mmsi)),
        });
        for (const p of [...rows].sort((a, b) => a.t - b.t)) live.add(p);
        const expected = live.drain(NOW).filter((r) => r.day === D1);
        const stored = await density.sum({ from: D1, to: D1 });
        const total = (cells: { ms: number }[]) => cells.reduce((s, c) => s + c.ms, 0);
        expect(expected.length).toBeGreaterThan(10);
        expect(total(stored)).toBeCloseTo(total(expected), 0);
        // Day 2 is left as it was summed; today is not touched.
        expect(total(await density.sum({ from: D2, to: D2 }))).toBe(1);
        expect(await density.daysWithData(TODAY, TODAY)).toEqual([]);

        // Nothing more to do the next time.
        expect(await rebuild(positions, density)).toEqual([]);
      });

      it('writes nothing of a day it was stopped in, and does it whole the next time', async () => {
        store = await database.open();
        const density = new DensityRepo(store);
        const { positions, reads } = storeOf(steaming(525000003, wibDayStart(D1) + 3_600_000, 90));
        const stop = new AbortController();
        const days = await rebuild(positions, density, {
          signal: stop.signal,
          pause: () => {
            if (reads.length === 20) stop.abort();
            return Promise.resolve();
          },
        });
        expect(days).toEqual([]);
        expect(await density.daysWithData(D1, D1)).toEqual([]);
        const again = await rebuild(positions, density);
        expect(again).toEqual([D1]);
        expect(await density.daysWithData(D1, D1)).toEqual([D1]);
      });

      it('goes from one day with positions to the next, however far apart', async () => {
        store = await database.open();
        const density = new DensityRepo(store);
        const old = '2019-03-01';
        const { positions, reads } = storeOf([
          ...steaming(525000005, wibDayStart(old) + 3_600_000, 10),
          ...steaming(525000005, wibDayStart(D1) + 3_600_000, 10),
        ]);
        const days = await rebuild(positions, density);
        expect(days).toEqual([old, D1]);
        // Each day's 24 h and the half hour before it, in 5-minute slices; nothing between.
        expect(reads).toHaveLength(2 * (24 * 12 + 6));
      });

      it('is done by the server at start, for positions stored before density was summed', async () => {
        store = await database.open();
        const day = wibDay(Date.now() - 3 * 86_400_000);
        await store.db
          .insertInto('positions')
          .values(
            steaming(525000004, wibDayStart(day) + 3_600_000, 31).map((p) => ({
              ...p,
              sog: 10,
              cog: 90,
              heading: 90,
              nav_status: 0,
              rot: 0,
            })),
          )
          .execute();
        const { app, config } = await buildTestApp(store);
        try {
          const cookie = await sessionFor(store, config, 'visitor');
          const hours = async () => {
            const r = await app.inject({
              url: `/api/density?from=${day}&to=${day}`,
              headers: { cookie },
            });
            return r.json<DensityView>().hours.reduce((s, h) => s + h, 0);
          };
          // Half an hour of steaming, shared among the cells it crossed.
          await expect.poll(hours, { timeout: 10_000 }).toBeCloseTo(0.5, 6);
        } finally {
          await app.close();
        }
      });
    },
  );
}
