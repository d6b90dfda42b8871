import type { PositionEvent, StaticEvent } from '@pantau/domain';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { LivePicture } from '../live/live-picture.ts';
import { HistoryRepo } from './history.repo.ts';
import { HistoryWriter } from './history-writer.ts';

const pos = (mmsi: number, t: number, lat: number): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source: 'priok',
  msgType: 1,
  aisClass: 'A',
  lat,
  lon: 106.9,
  sog: 12.3,
  cog: 45.6,
  heading: 47,
  navStatus: 0,
  rot: -4.5,
  accuracy: true,
});
const stat = (mmsi: number, t: number, name: string): StaticEvent => ({
  kind: 'static',
  mmsi,
  t,
  source: 'priok',
  msgType: 5,
  aisClass: 'A',
  name,
  callSign: 'PKA',
  imo: 9123456,
  shipType: 70,
  toBow: 10,
  toStern: 10,
  toPort: 3,
  toStarboard: 3,
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`position history on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('keeps every position in batches and answers a track by time', async () => {
      const repo = new HistoryRepo(store);
      const writer = new HistoryWriter(repo);
      for (let i = 0; i < 2500; i++)
        writer.add(pos(525005001, 1_000_000 + i * 10_000, -6 + i / 1000), undefined);
      writer.add(pos(525005002, 1_000_000, -7), undefined);
      expect(writer.buffered).toBe(2501);
      await writer.flush();
      expect(writer.written).toBe(2501);
      const { points: track, total } = await repo.track(
        525005001,
        1_000_000,
        1_000_000 + 99 * 10_000,
      );
      expect(track).toHaveLength(100);
      expect(total).toBe(100);
      expect(track[0]).toEqual({
        t: 1_000_000,
        lat: -6,
        lon: 106.9,
        sog: expect.closeTo(12.3, 5) as number,
        cog: expect.closeTo(45.6, 5) as number,
        heading: 47,
        navStatus: 0,
        rot: -4.5,
        source: 'priok',
      });
      expect(track.map((p) => p.t)).toEqual([...track.map((p) => p.t)].sort((a, b) => a - b));
      expect(await repo.purge(1_000_000 + 1000 * 10_000)).toBe(1001);
      expect((await repo.track(525005001, 0, 2e12)).points).toHaveLength(1500);
      expect(await repo.trackTotal(525005001, 0, 2e12)).toBe(1500);
    });

    it('thins a track longer than the limit evenly over the whole period, newest kept', async () => {
      const repo = new HistoryRepo(store);
      const writer = new HistoryWriter(repo);
      const t0 = 5_000_000_000;
      for (let i = 0; i < 2500; i++) writer.add(pos(525005003, t0 + i * 2000, -5), undefined);
      await writer.flush();
      const { points, total } = await repo.track(525005003, t0, t0 + 2500 * 2000, 1000);
      expect(total).toBe(2500);
      // Every 3rd of 2,500 (⌈2500 / 1000⌉): rows 1, 4, ..., 2500, so 834, oldest and newest.
      expect(points).toHaveLength(834);
      expect(points[0]?.t).toBe(t0);
      expect(points.at(-1)?.t).toBe(t0 + 2499 * 2000);
      const gaps = new Set(points.slice(1).map((p, i) => p.t - (points[i]?.t ?? 0)));
      expect([...gaps]).toEqual([3 * 2000]);
      // At or under the limit, every position.
      expect((await repo.track(525005003, t0, t0 + 2500 * 2000, 2500)).points).toHaveLength(2500);
      expect(await repo.track(525005003, 0, 1)).toEqual({ points: [], total: 0 });
    });

    it("answers one port's vessels: within the circle and the period, by MMSI, with their counts", async () => {
      const repo = new HistoryRepo(store);
      const writer = new HistoryWriter(repo);
      const t0 = 1_795_000_000_000;
      const at = (mmsi: number, t: number, lon: number, lat: number) =>
        writer.add({ ...pos(mmsi, t, lat), lon }, undefined);
      const priok: [number, number] = [106.88, -6.1];
      const nm = 1852 / 111_195;
      for (let i = 0; i < 5; i++) at(525007001, t0 + i * 10_000, priok[0], priok[1] + 10 * nm);
      at(525007002, t0, priok[0], priok[1] + 40 * nm); // 40 NM north: outside
      at(525007003, t0, priok[0] + 26 * nm, priok[1] + 26 * nm); // in the box, 37 NM out
      at(525007004, t0 - 86_400_000, priok[0], priok[1]); // the day before
      at(525007000, t0 + 1000, priok[0] - 29 * nm, priok[1]); // 29 NM west: inside
      await writer.flush();
      const near = (limit: number) =>
        repo.vesselsNear(priok[0], priok[1], 30 * 1852, t0, t0 + 86_400_000, limit);
      expect(await near(10)).toEqual([
        { mmsi: 525007000, positions: 1 },
        { mmsi: 525007001, positions: 5 },
      ]);
      expect(await near(1)).toEqual([{ mmsi: 525007000, positions: 1 }]);
    });

    it("answers a port's whole hours from the presence as the positions themselves would", async () => {
      // Written from the SQLite writer's own thread where it can be (the product's path).
      const repo = new HistoryRepo(store, { thread: true });
      const writer = new HistoryWriter(repo);
      const H = 3_600_000;
      const t0 = 1_795_000_000_000 - (1_795_000_000_000 % H) + 1_234_567; // mid-hour
      const priok: [number, number] = [106.88, -6.1];
      const nm = 1852 / 111_195;
      const cos = Math.cos((priok[1] * Math.PI) / 180);
      // Eight vessels on straight lines past the port over 26 hours, a report every 3 minutes,
      // some passing inside 30 NM, some not; written in shuffled batches, one batch twice.
      const all: PositionEvent[] = [];
      for (let v = 0; v < 8; v++) {
        const offset = (v - 4) * 9 * nm; // -36 … +27 NM north of the port
        for (let k = 0; k < 520; k++) {
          const east = (k - 260) * 0.25 * nm;
          all.push({
            ...pos(525008000 + v, t0 - 2 * H + k * 180_000 + v * 1000, priok[1] + offset),
            lon: priok[0] + east / cos,
          });
        }
      }
      const shuffled = [...all].sort((a, b) => ((a.t * 7919) % 1000) - ((b.t * 7919) % 1000));
      for (const e of shuffled.slice(0, 1500)) writer.add(e, undefined);
      await writer.flush();
      for (const e of shuffled.slice(1000)) writer.add(e, undefined); // 500 written again
      await writer.flush();
      await repo.close();

      const from = t0;
      const to = t0 + 86_400_000;
      const r2 = (30 * nm) ** 2;
      const inCircle = (lon: number, lat: number) =>
        (lat - priok[1]) ** 2 + ((lon - priok[0]) * cos) ** 2 <= r2;
      // The rule: in the whole hours, a position counts when its 0.01° cell's centre is in the
      // circle; in the part hours at either end, when it is.
      const firstWhole = Math.ceil(from / H) * H;
      const endWhole = Math.floor(to / H) * H;
      const centre = (v: number) => (Math.floor(v / 0.01) + 0.5) * 0.01;
      const exact = new Map<number, number>();
      const byCell = new Map<number, number>();
      for (const e of all) {
        if (e.t < from || e.t >= to) continue;
        if (inCircle(e.lon, e.lat)) exact.set(e.mmsi, (exact.get(e.mmsi) ?? 0) + 1);
        const whole = e.t >= firstWhole && e.t < endWhole;
        if (whole ? inCircle(centre(e.lon), centre(e.lat)) : inCircle(e.lon, e.lat)) {
          byCell.set(e.mmsi, (byCell.get(e.mmsi) ?? 0) + 1);
        }
      }
      const near = await new HistoryRepo(store).vesselsNear(
        priok[0],
        priok[1],
        30 * 1852,
        from,
        to,
        100,
      );
      expect(near).toEqual(
        [...byCell.entries()]
          .sort(([a], [b]) => a - b)
          .map(([mmsi, positions]) => ({ mmsi, positions })),
      );
      // The same vessels as the positions themselves give, each count off by at most the few
      // positions of the edge cells it crossed.
      expect(near.map((r) => r.mmsi)).toEqual([...exact.keys()].sort((a, b) => a - b));
      for (const r of near) {
        expect(Math.abs(r.positions - (exact.get(r.mmsi) ?? 0))).toBeLessThanOrEqual(8);
      }
      expect(near.length).toBeGreaterThanOrEqual(5);
      expect(near.length).toBeLessThan(8);

      // Retention takes the presence of the hours it removed with the positions.
      await new HistoryRepo(store).purge(t0 + 12 * H);
      const after = await new HistoryRepo(store).vesselsNear(
        priok[0],
        priok[1],
        30 * 1852,
        t0 - 3 * H,
        t0 + 12 * H - 1,
        100,
      );
      expect(after).toEqual([]);
    });

    it('keeps changes of static data only', async () => {
      const repo = new HistoryRepo(store);
      const writer = new HistoryWriter(repo);
      const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
      for (const [t, name] of [
        [1, 'KM LAMA'],
        [2, 'KM LAMA'],
        [3, 'KM BARU'],
      ] as const) {
        const e = stat(525009999, t, name);
        picture.apply(e);
        writer.add(e, picture.get(525009999));
      }
      await writer.stop();
      const rows = await repo.staticHistory(525009999);
      expect(rows.map((r) => [r.t, r.name])).toEqual([
        [3, 'KM BARU'],
        [1, 'KM LAMA'],
      ]);
    });

    it('remembers a bounded number of vessels, and writes again what it forgot', async () => {
      const repo = new HistoryRepo(store);
      const writer = new HistoryWriter(repo, { maxRemembered: 2 });
      const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
      const add = (mmsi: number, t: number, name: string) => {
        const e = stat(mmsi, t, name);
        picture.apply(e);
        writer.add(e, picture.get(mmsi));
      };
      add(525009991, 1, 'KM SATU');
      add(525009992, 1, 'KM DUA');
      add(525009991, 2, 'KM SATU');
      // A third vessel: the writer starts afresh, so the first one's same data is kept again.
      add(525009993, 1, 'KM TIGA');
      add(525009991, 3, 'KM SATU');
      add(525009991, 4, 'KM SATU');
      await writer.stop();
      const rows = await repo.staticHistory(525009991);
      expect(rows.map((r) => r.t)).toEqual([3, 1]);
    });

    it("reads back the next position's time, a period in time order, and each vessel's last ship type", async () => {
      const own = await database.open();
      try {
        const repo = new HistoryRepo(own);
        expect(await repo.firstAt(0)).toBeNull();
        const t0 = 1_700_000_000_000;
        await repo.write(
          [pos(525000002, t0 + 20, -6), pos(525000001, t0 + 20, -6.1), pos(525000001, t0, -6.2)],
          [
            { ...staticRow(525000001, t0, 70) },
            { ...staticRow(525000001, t0 + 10, 80) },
            { ...staticRow(525000002, t0, 30) },
            { ...staticRow(525000002, t0 + 10, null) },
          ],
        );
        expect(await repo.firstAt(0)).toBe(t0);
        expect(await repo.firstAt(t0 + 1)).toBe(t0 + 20);
        expect(await repo.firstAt(t0 + 21)).toBeNull();
        expect(await repo.between(t0, t0 + 20)).toEqual([
          { mmsi: 525000001, t: t0, lat: -6.2, lon: 106.9, source: 'priok' },
        ]);
        expect((await repo.between(t0, t0 + 21)).map((p) => [p.mmsi, p.t])).toEqual([
          [525000001, t0],
          [525000001, t0 + 20],
          [525000002, t0 + 20],
        ]);
        expect([...(await repo.shipTypes())].sort(([a], [b]) => a - b)).toEqual([
          [525000001, 80],
          [525000002, 30],
        ]);
      } finally {
        await own.dispose();
      }
    });
  });
}

const staticRow = (mmsi: number, t: number, shipType: number | null) => ({
  mmsi,
  t,
  name: null,
  call_sign: null,
  imo: null,
  ship_type: shipType,
  to_bow: null,
  to_stern: null,
  to_port: null,
  to_starboard: null,
  destination: null,
  draught: null,
  source: 'priok',
});

describe('history writer under a failing database', () => {
  it('keeps the batch for the next flush, within its bound', async () => {
    let fail = true;
    const written: number[] = [];
    const repo = {
      write: (p: readonly { t: number }[]) => {
        if (fail) return Promise.reject(new Error('database down'));
        written.push(...p.map((r) => r.t));
        return Promise.resolve();
      },
    } as unknown as HistoryRepo;
    const errors: unknown[] = [];
    const writer = new HistoryWriter(repo, { maxBuffered: 3, onError: (e) => errors.push(e) });
    for (let i = 0; i < 5; i++) writer.add(pos(1, i, 0), undefined);
    expect(writer.dropped).toBe(2);
    await writer.flush();
    expect(errors).toHaveLength(1);
    writer.add(pos(1, 9, 0), undefined);
    fail = false;
    await writer.flush();
    expect(written).toEqual([0, 1, 2]);
    expect(writer.dropped).toBe(3);
  });
});
