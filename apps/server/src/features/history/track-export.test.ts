import type { PositionEvent } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { wibDate as dayWib, wibDateTime as timeWib } from '@pantau/domain';
import { EXPORT_HEADER, csvField } from './track-export.ts';

const MMSI = 525005001;
const MIN = 60_000;

/** A minimal RFC 4180 reader, to check the download parses back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('CSV fields', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField(-6.5)).toBe('-6.5');
    expect(csvField(null)).toBe('');
  });

  it('writes times in UTC+7', () => {
    expect(timeWib(Date.UTC(2026, 10, 21, 20, 5, 9))).toBe('22-11-2026 03:05:09');
    expect(dayWib(Date.UTC(2026, 10, 21, 16, 59, 59))).toBe('21-11-2026');
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`track export on ${database.name}`, () => {
    let store: TestStore;
    let app: FastifyInstance;
    let config: Config;
    let cookie: string;
    const now = Date.now();
    const t0 = now - 60 * MIN;
    const points: PositionEvent[] = Array.from({ length: 25 }, (_, i) => ({
      kind: 'position',
      mmsi: MMSI,
      t: t0 + i * MIN,
      source: i === 3 ? 'sat,"mcc"' : 'priok',
      msgType: 1,
      aisClass: 'A',
      lat: -6.1 + i * 0.001,
      lon: 106.8 + i * 0.0012345,
      sog: i < 5 ? 0.2 : 11.5,
      cog: 45,
      heading: 44,
      navStatus: i < 5 ? 1 : 0,
      rot: 0,
      accuracy: true,
    }));

    beforeAll(async () => {
      store = await database.open();
      ({ app, config } = await buildTestApp(store));
      cookie = await sessionFor(store, config, 'visitor');
      await app.history.repo.write(points, []);
    });
    afterAll(async () => {
      await app.close();
      await store.dispose();
    });

    const get = (query: string) =>
      app.inject({ url: `/api/vessels/${MMSI}/track/export?${query}`, headers: { cookie } });

    it('downloads the track as CSV that parses back, and audits it', async () => {
      const res = await get(`from=${t0}&to=${now}&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="track-${MMSI}-${dayWib(Date.now())}.csv"`,
      );
      expect(res.headers['x-row-count']).toBe('25');
      const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([...EXPORT_HEADER]);
      expect(rows).toHaveLength(26);
      expect(rows[1]).toEqual([
        timeWib(t0),
        String(t0),
        '-6.1',
        '106.8',
        '0.2',
        '45',
        '44',
        'At anchor',
        'priok',
      ]);
      expect(rows[4]?.[8]).toBe('sat,"mcc"');
      expect(rows[25]?.[3]).toBe(String(Math.round((106.8 + 24 * 0.0012345) * 1e5) / 1e5));
      expect(rows[25]?.[7]).toBe('Under way using engine');

      // The audit hook runs once the answer is sent: wait for its row.
      const audited = () =>
        store.db
          .selectFrom('audit_log')
          .select(['action', 'target', 'actor', 'status'])
          .where('action', '=', 'GET /api/vessels/:mmsi/track/export')
          .execute();
      await expect.poll(audited).toContainEqual({
        action: 'GET /api/vessels/:mmsi/track/export',
        target: `/api/vessels/${MMSI}/track/export`,
        actor: 'user_visitor',
        status: 200,
      });
    });

    it('downloads the track as an xlsx workbook that parses back', async () => {
      const res = await get(`from=${t0}&to=${now}&format=xlsx`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toContain(`track-${MMSI}-`);
      expect(res.headers['content-disposition']).toContain('.xlsx"');
      const sheet = await readSheet(res.rawPayload);
      expect(sheet[0]).toEqual([...EXPORT_HEADER]);
      expect(sheet).toHaveLength(26);
      expect(sheet[1]).toEqual([timeWib(t0), t0, -6.1, 106.8, 0.2, 45, 44, 'At anchor', 'priok']);
      expect(sheet[25]?.[4]).toBe(11.5);
    });

    it('only asks for the period given', async () => {
      const res = await get(`from=${t0 + 20 * MIN}&to=${now}`);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(parseCsv(res.body)).toHaveLength(6);
    });

    it('refuses a bad format or period with the field and reason', async () => {
      const format = await get('format=pdf');
      expect(format.statusCode).toBe(400);
      expect(format.json()).toMatchObject({ code: 'VALIDATION', field: 'format' });
      const backwards = await get(`from=${now}&to=${t0}`);
      expect(backwards.json()).toEqual({
        code: 'VALIDATION',
        field: 'from',
        message: 'from must not be after to',
      });
      const long = await get(`from=0&to=${now}`);
      expect(long.json()).toMatchObject({ field: 'from', message: 'Max of 30 days' });
    });

    it('is refused to anonymous callers', async () => {
      const res = await app.inject({ url: `/api/vessels/${MMSI}/track/export` });
      expect(res.statusCode).toBe(401);
    });
  });
}
