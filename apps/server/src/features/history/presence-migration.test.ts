import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../store/migrations/0052_positions_presence.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { HistoryRepo } from './history.repo.ts';

const H = 3_600_000;

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`presence migration on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('counts the positions already stored and keeps the track index unique', async () => {
      const db = store.db as unknown as Kysely<unknown>;
      await down(db);
      // Stored before the migration: two vessels at Tanjung Priok for three whole hours, one
      // of them again 40 NM away (outside 30 NM), a report every minute.
      const start = Math.ceil(Date.now() / H) * H - 10 * H;
      const values = [];
      for (let m = 0; m < 180; m++) {
        const t = start + m * 60_000;
        values.push(sql`(525010001, ${t}, -6.1, 106.88, 'priok')`);
        values.push(sql`(525010002, ${t}, -6.05, 106.9, 'priok')`);
        values.push(sql`(525010002, ${t + 1}, -5.43, 106.88, 'priok')`);
      }
      await sql`insert into positions (mmsi, t, lat, lon, source) values ${sql.join(values)}`.execute(
        db,
      );

      await up(db);
      const repo = new HistoryRepo(store);
      const near = await repo.vesselsNear(106.88, -6.1, 30 * 1852, start, start + 3 * H, 10);
      expect(near).toEqual([
        { mmsi: 525010001, positions: 180 },
        { mmsi: 525010002, positions: 180 },
      ]);
      // Still one position per MMSI, time and source.
      const again = sql`insert into positions (mmsi, t, lat, lon, source)
        values (525010001, ${start}, -6.1, 106.88, 'priok')`;
      await expect(again.execute(db)).rejects.toThrow();
      // The track is as before.
      const track = await repo.track(525010002, start, start + 3 * H);
      expect(track.total).toBe(360);
      if (database.name !== 'postgres') return;
      const indexes = await sql<{ name: string; def: string }>`
        select indexname as name, indexdef as def from pg_indexes
        where tablename = 'positions' and schemaname = current_schema()`.execute(db);
      const byName = new Map(indexes.rows.map((r) => [r.name, r.def]));
      expect(byName.get('positions_mmsi_t_source')).toMatch(/UNIQUE.*\(mmsi, t, source\) INCLUDE/);
      expect(byName.has('positions_point')).toBe(false);
    });
  });
}
