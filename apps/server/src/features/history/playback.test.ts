import {
  PLAYBACK_GROUP_IDS,
  NO_COURSE,
  decodePlaybackBlock,
  encodePlaybackBlock,
  type PlaybackBlock,
} from '@pantau/contracts';
import { wibDay, wibDayStart, type PositionEvent } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { PlaybackCancelled, PlaybackRepo } from './playback.repo.ts';

const SEC = 1000;
const HOUR = 3_600_000;

const pos = (mmsi: number, t: number, lon: number, source = 'priok'): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source,
  msgType: 1,
  aisClass: 'A',
  lat: -6.1,
  lon,
  sog: 10,
  cog: 90,
  heading: 90,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});

describe('playback block encoding', () => {
  it('reads back what it wrote', () => {
    const block: PlaybackBlock = {
      from: 1_700_000_000_000,
      count: 3,
      mmsi: Uint32Array.of(1, 1, 525005001),
      lon: Float32Array.of(106.5, 106.6, 107),
      lat: Float32Array.of(-6, -6.1, -5.5),
      dt: Uint16Array.of(0, 30, 3599),
      group: Uint8Array.of(8, 8, 9),
      source: Uint8Array.of(0, 0, 1),
      sources: ['priok', 'sat "x"'],
      course: Uint16Array.of(90, 359, NO_COURSE),
    };
    const bytes = encodePlaybackBlock(block);
    const back = decodePlaybackBlock(bytes.slice().buffer);
    expect(back.from).toBe(block.from);
    expect([...back.mmsi]).toEqual([1, 1, 525005001]);
    expect([...back.dt]).toEqual([0, 30, 3599]);
    expect([...back.lon]).toEqual([...block.lon]);
    expect([...back.source]).toEqual([0, 0, 1]);
    expect(back.sources).toEqual(block.sources);
    expect([...back.course]).toEqual([90, 359, NO_COURSE]);
    expect(() => decodePlaybackBlock(new ArrayBuffer(24))).toThrow('not a playback block');
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`whole-picture playback on ${database.name}`, () => {
    let store: TestStore;
    let app: FastifyInstance;
    let config: Config;
    const today = wibDay(Date.now());
    const dayStart = wibDayStart(today);
    // Two vessels in the day's first hour: one reporting every 10 s, one every 2 min; and
    // one far away (outside the box), and one in the second hour.
    const rows: PositionEvent[] = [];
    for (let s = 0; s < 600; s += 10) rows.push(pos(525000001, dayStart + s * SEC, 106 + s / 1e4));
    for (let m = 0; m < 10; m++) rows.push(pos(525000002, dayStart + m * 120 * SEC, 106.5, 'sat'));
    rows.push(pos(525000003, dayStart + 5 * SEC, 120));
    rows.push(pos(525000001, dayStart + HOUR + 5 * SEC, 106.2));

    beforeAll(async () => {
      store = await database.open();
      ({ app, config } = await buildTestApp(store));
      // The far vessel's type is only in the stored static data (not in the live picture).
      await app.history.repo.write(rows, [
        {
          mmsi: 525000003,
          t: dayStart,
          source: 'priok',
          name: 'FAR',
          call_sign: null,
          imo: null,
          ship_type: 80,
          to_bow: null,
          to_stern: null,
          to_port: null,
          to_starboard: null,
          destination: null,
          draught: null,
        },
      ]);
    });
    afterAll(async () => {
      await app.close();
      await store.dispose();
    });

    it('thins to one position per vessel per 30 s, in vessel then time order', async () => {
      const repo = new PlaybackRepo(store);
      const block = await repo.block({
        from: dayStart,
        to: dayStart + HOUR,
        bbox: [100, -10, 110, 0],
        groupOf: (mmsi) => (mmsi === 525000002 ? 9 : 8),
      });
      const first = [...block.mmsi].filter((m) => m === 525000001).length;
      expect(first).toBe(20); // 600 s of 10 s reports: one per 30 s
      expect([...block.mmsi].filter((m) => m === 525000002)).toHaveLength(10);
      expect([...block.mmsi]).not.toContain(525000003);
      expect([...block.dt.subarray(0, 3)]).toEqual([0, 30, 60]);
      expect(block.sources.sort()).toEqual(['priok', 'sat']);
      const second = [...block.mmsi].indexOf(525000002);
      expect(block.group[second]).toBe(9);
      expect(block.sources[block.source[second] ?? -1]).toBe('sat');
    });

    it("keeps each position's heading (else course), and knows where the day's first position is", async () => {
      const repo = new PlaybackRepo(store);
      const block = await repo.block({ from: dayStart, to: dayStart + HOUR, groupOf: () => 0 });
      expect(new Set(block.course)).toEqual(new Set([90]));
      // The replay starts at the first stored position, not at an empty midnight.
      expect(await repo.firstAt(dayStart, dayStart + 2 * HOUR)).toBe(dayStart);
      expect(await repo.firstAt(dayStart + 20 * 60 * SEC, dayStart + 2 * HOUR)).toBe(
        dayStart + HOUR + 5 * SEC,
      );
      expect(await repo.firstAt(dayStart + 2 * HOUR, dayStart + 3 * HOUR)).toBeNull();
    });

    it('stops reading when the request is cancelled', async () => {
      const repo = new PlaybackRepo(store);
      const cancel = new AbortController();
      cancel.abort();
      await expect(
        repo.block({
          from: dayStart,
          to: dayStart + HOUR,
          groupOf: () => 0,
          signal: cancel.signal,
        }),
      ).rejects.toBeInstanceOf(PlaybackCancelled);
    });

    it('lets superAdmin, admin and developer replay, audited; others are refused', async () => {
      const call = caller(app);
      for (const role of ['superAdmin', 'admin', 'developer'] as const) {
        const cookie = await sessionFor(store, config, role);
        expect((await call('GET', '/api/playback/access', cookie)).json()).toEqual({
          allowed: true,
        });
        const started = await call('POST', '/api/playback', cookie, { day: today });
        expect(started.statusCode).toBe(200);
        expect(started.json()).toMatchObject({
          day: today,
          from: dayStart,
          blocks: 96,
          first: dayStart,
        });
      }
      for (const role of ['visitor', 'disnav', 'lps'] as const) {
        const cookie = await sessionFor(store, config, role);
        expect((await call('GET', '/api/playback/access', cookie)).json()).toEqual({
          allowed: false,
        });
        expect((await call('POST', '/api/playback', cookie, { day: today })).statusCode).toBe(403);
        const block = await call('GET', `/api/playback/blocks/0?day=${today}`, cookie);
        expect(block.statusCode).toBe(403);
      }
      const admin = await sessionFor(store, config, 'superAdmin');
      const audit = await call('GET', `/api/audit?day=${today}`, admin);
      expect(audit.statusCode).toBe(200);
      expect(audit.body).toContain('/api/playback');
    });

    it('answers a quarter hour of the day as a binary block, and refuses bad input naming the field', async () => {
      const call = caller(app);
      const cookie = await sessionFor(store, config, 'admin');
      const res = await call('GET', `/api/playback/blocks/0?day=${today}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      const raw = res.rawPayload;
      const block = decodePlaybackBlock(
        raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer,
      );
      expect(block.from).toBe(dayStart);
      expect(new Set(block.mmsi)).toEqual(new Set([525000001, 525000002, 525000003]));
      expect(PLAYBACK_GROUP_IDS[block.group[0] ?? 99]).toBe('unknown');
      const far = [...block.mmsi].indexOf(525000003);
      expect(PLAYBACK_GROUP_IDS[block.group[far] ?? 99]).toBe('tanker');

      const future = wibDay(Date.now() + 2 * 86_400_000);
      const tooLate = await call('POST', '/api/playback', cookie, { day: future });
      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.json()).toMatchObject({ field: 'day' });
      const badIndex = await call('GET', `/api/playback/blocks/96?day=${today}`, cookie);
      expect(badIndex.statusCode).toBe(400);
      expect(badIndex.json()).toMatchObject({ field: 'index' });
      const badDay = await call('GET', `/api/playback/blocks/0?day=2026-02-30`, cookie);
      expect(badDay.json()).toMatchObject({ field: 'day' });
    });

    it('grants playback to the roles configured instead', async () => {
      const { app: other, config: otherConfig } = await buildTestApp(store, {
        PANTAU_PLAYBACK_ROLES: 'visitor',
      });
      try {
        const call = caller(other);
        const visitor = await sessionFor(store, otherConfig, 'visitor');
        const admin = await sessionFor(store, otherConfig, 'admin');
        expect((await call('POST', '/api/playback', visitor, { day: today })).statusCode).toBe(200);
        expect((await call('POST', '/api/playback', admin, { day: today })).statusCode).toBe(403);
      } finally {
        await other.close();
      }
    });
  });
}
