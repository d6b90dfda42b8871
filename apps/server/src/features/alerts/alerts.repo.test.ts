import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_T0, alertRecord } from '../../testing/alert-records.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import type { TestStore } from '../../testing/databases.ts';
import { AlertsRepo, type AlertRecord } from './alerts.repo.ts';
import { AlertWriter } from './writer.ts';
import type { Situation } from './situations.ts';

const T0 = ALERT_T0;
/** A close approach of `mmsi` under behaviour `behaviour`. */
const rec = (mmsi: number, behaviour: string, extra: Partial<AlertRecord> = {}): AlertRecord =>
  alertRecord('closeDistance', mmsi, {
    situation: `closeDistance|${mmsi}|${behaviour}`,
    priority: 'alarm',
    details: { distance: mmsi % 1000 },
    ...extra,
  });

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(
    `alert rows written in batches on ${database.name}`,
    () => {
      let store: TestStore;
      let repo: AlertsRepo;
      beforeAll(async () => {
        store = await database.open();
        repo = new AlertsRepo(store.db);
      });
      afterAll(() => store.dispose());

      it('gives every inserted record its own row, across statements and a key given twice', async () => {
        // 1,203 records: three statements of 500 and more, and one situation key twice (a pair
        // closed and opened again within one flush), which must not share a row.
        const records = Array.from({ length: 1_200 }, (_, i) => rec(563_000_000 + i, 'p'));
        records.splice(700, 0, rec(563_000_010, 'p', { status: 'closed', closedAt: T0 + 5 }));
        records.push(rec(563_000_010, 'p', { details: { distance: 42 } }), rec(563_009_999, 'q'));
        const ids = await repo.insertMany(records);
        expect(ids).toHaveLength(records.length);
        expect(new Set(ids).size).toBe(records.length);
        for (const i of [0, 10, 499, 500, 700, 1_201, 1_202]) {
          const row = await repo.get(ids[i] as number);
          const r = records[i] as AlertRecord;
          expect(row).toMatchObject({ mmsi: r.mmsi, status: r.status, details: r.details });
        }
      });

      it('updates stored rows in place and leaves an acknowledgement alone', async () => {
        const [a, b] = await repo.insertMany([rec(525_000_001, 'u'), rec(525_000_002, 'u')]);
        await store.db
          .updateTable('alerts')
          .set({ ack_by: 'operator', ack_at: T0 + 1 })
          .where('id', '=', a as number)
          .execute();
        const before = await store.db
          .selectFrom('alerts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        await repo.updateMany([
          {
            id: a as number,
            record: rec(525_000_001, 'u', {
              status: 'closed',
              closedAt: T0 + 9,
              updatedAt: T0 + 9,
            }),
          },
          {
            id: b as number,
            record: rec(525_000_002, 'u', { priority: 'warning', details: { distance: 7 } }),
          },
        ]);
        const after = await store.db
          .selectFrom('alerts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
        expect(await repo.get(a as number)).toMatchObject({
          status: 'closed',
          closedAt: T0 + 9,
          ackBy: 'operator',
          ackAt: T0 + 1,
        });
        expect(await repo.get(b as number)).toMatchObject({
          priority: 'warning',
          details: { distance: 7 },
        });
      });

      it('the writer stores new and changed situations in one flush, and a failed flush keeps no id it rolled back', async () => {
        const stored: number[] = [];
        const errors: unknown[] = [];
        const writer = new AlertWriter({
          repo,
          now: () => T0,
          stored: (view) => stored.push(view.id),
          onError: (err) => errors.push(err),
        });
        const situation = (r: AlertRecord): Situation => ({
          key: r.situation,
          type: r.type,
          mmsi: r.mmsi,
          behaviour: 'w',
          id: null,
          record: r,
          receivedAt: T0,
          ackBy: null,
          ackAt: null,
        });
        const one = situation(rec(526_000_001, 'w'));
        writer.put(one);
        await writer.flush();
        expect(one.id).toBeTypeOf('number');
        one.record = { ...one.record, status: 'closed', closedAt: T0 + 3 };
        const two = situation(rec(526_000_002, 'w'));
        writer.put(one);
        writer.put(two);
        await writer.flush();
        expect(stored).toEqual([one.id, one.id, two.id]);
        expect(await repo.get(one.id as number)).toMatchObject({ status: 'closed' });

        // A record the table refuses (no MMSI: NOT NULL) rolls the flush back: the new
        // situation beside it keeps no id.
        const three = situation(rec(526_000_003, 'w'));
        const bad = situation({ ...rec(526_000_004, 'w'), mmsi: null as unknown as number });
        writer.put(three);
        writer.put(bad);
        await writer.flush();
        expect(errors).toHaveLength(1);
        expect(three.id).toBeNull();
        expect(stored).toHaveLength(3);
      });
    },
  );
}
