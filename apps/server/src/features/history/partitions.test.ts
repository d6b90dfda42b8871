import type { PositionEvent } from '@pantau/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../store/migrations/0026_positions_by_day.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { HistoryRepo } from './history.repo.ts';
import { partitionDay, partitionName } from './partitions.ts';

const DAY = 86_400_000;
const MIN = 60_000;

const pos = (mmsi: number, t: number): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source: 'priok',
  msgType: 1,
  aisClass: 'A',
  lat: -6.1,
  lon: 106.9,
  sog: 1,
  cog: 2,
  heading: 3,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});

describe('partition names', () => {
  it('names a UTC day and reads it back', () => {
    const day = Date.UTC(2026, 10, 24) / DAY;
    expect(partitionName(day)).toBe('positions_d20261124');
    expect(partitionDay('positions_d20261124')).toBe(day);
    expect(partitionDay('positions_default')).toBeNull();
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`positions by day on ${database.name}`, () => {
    let store: TestStore;
    const now = Date.now();
    const today = Math.floor(now / DAY);
    const dayStart = (d: number) => d * DAY;
    const postgres = database.name === 'postgres';
    const count = async (table = 'positions') =>
      Number(
        (
          await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
            store.db,
          )
        ).rows[0]?.n,
      );
    const partitions = async () =>
      (
        await sql<{ name: string }>`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid where i.inhparent = to_regclass('positions')
          order by 1`.execute(store.db)
      ).rows.map((r) => r.name);

    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('moves the positions already stored into their days, keeping every one', async () => {
      // Today's table, as before the migration, with three days in it.
      await down(store.db as unknown as Kysely<unknown>);
      const before = new HistoryRepo(store);
      const rows: PositionEvent[] = [];
      for (const d of [today - 4, today - 2, today]) {
        for (let i = 0; i < 30; i++) rows.push(pos(525000001, dayStart(d) + i * MIN));
      }
      await before.write(rows, []);
      expect(await count()).toBe(90);

      await up(store.db as unknown as Kysely<unknown>);
      expect(await count()).toBe(90);
      const repo = new HistoryRepo(store, { now: () => now, keepDays: 30 });
      const track = await repo.track(525000001, dayStart(today - 2), dayStart(today) + DAY);
      expect(track.total).toBe(60);
      if (postgres) {
        expect(await partitions()).toEqual(
          [
            partitionName(today - 4),
            partitionName(today - 2),
            partitionName(today),
            'positions_default',
          ].sort(),
        );
        expect(await count(partitionName(today - 2))).toBe(30);
        expect(await count('positions_default')).toBe(0);
      }
    });

    it('makes a new day as its first positions come; a wild time goes to the default', async () => {
      const repo = new HistoryRepo(store, { now: () => now, keepDays: 30 });
      await repo.write([pos(525000002, dayStart(today - 1) + 5 * MIN)], []);
      await repo.write([pos(525000002, Date.UTC(2001, 0, 1))], []);
      expect(await count()).toBe(92);
      if (postgres) {
        expect(await partitions()).toContain(partitionName(today - 1));
        expect(await count(partitionName(today - 1))).toBe(1);
        expect(await count('positions_default')).toBe(1);
      }
      // The same again: skipped (unique), nothing made twice.
      await repo.write([pos(525000002, dayStart(today - 1) + 5 * MIN)], []);
      expect(await count()).toBe(92);
    });

    it('retention drops whole days (PostgreSQL) and deletes the rest', async () => {
      const repo = new HistoryRepo(store, { now: () => now, keepDays: 30 });
      const removed = await repo.purge(dayStart(today - 2));
      // Day −4 (30) and the wild position of 2001 (1).
      expect(removed).toBe(31);
      expect(await count()).toBe(61);
      if (postgres) {
        expect(await partitions()).not.toContain(partitionName(today - 4));
        expect(await partitions()).toContain(partitionName(today - 2));
      }
      // Part of a day: rows deleted, the day kept.
      expect(await repo.purge(dayStart(today - 2) + 10 * MIN)).toBe(10);
      expect(await count()).toBe(51);
    });
  });
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`thinned history on ${database.name}`, () => {
    let store: TestStore;
    const now = Date.now();
    const today = Math.floor(now / DAY);

    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('keeps one position per vessel per 5 minutes after retention, for tracks and replay', async () => {
      const repo = new HistoryRepo(store, { now: () => now, keepDays: 30 });
      // Three days of a position a minute.
      const rows: PositionEvent[] = [];
      for (const d of [today - 3, today - 2, today - 1]) {
        for (let i = 0; i < 60; i++) rows.push(pos(525000009, d * DAY + i * MIN));
      }
      await repo.write(rows, []);
      // Raw kept from the last day on; the thinned copy from two days ago on.
      const removed = await repo.purge((today - 1) * DAY, { before: (today - 2) * DAY });
      expect(removed).toBe(120);
      const track = await repo.track(525000009, (today - 4) * DAY, now);
      // Day −3's copy is gone with its own retention; day −2 thinned to 12 (one per 5 min);
      // day −1 raw.
      expect(track.total).toBe(12 + 60);
      expect(track.points[0]?.t).toBe((today - 2) * DAY);
      expect(track.points[1]?.t).toBe((today - 2) * DAY + 5 * MIN);
      expect(track.points[12]?.t).toBe((today - 1) * DAY);
      // The replay of that hour reads the thinned copy.
      const { PlaybackRepo } = await import('./playback.repo.ts');
      const block = await new PlaybackRepo(store).block({
        from: (today - 2) * DAY,
        to: (today - 2) * DAY + 3_600_000,
        groupOf: () => 0,
      });
      expect(block.count).toBe(12);
      // Purging again copies nothing twice.
      await repo.purge((today - 1) * DAY, { before: (today - 2) * DAY });
      expect((await repo.track(525000009, (today - 4) * DAY, now)).total).toBe(72);
    });
  });
}
