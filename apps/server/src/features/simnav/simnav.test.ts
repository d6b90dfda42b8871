import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { colourOf, fromSimnav, kindOf } from './simnav.client.ts';
import {
  readSimnavFixture,
  startSimnavFixture,
  type RunningSimnavFixture,
} from './fixture-server.ts';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/alurdansbnp.json');

interface Answer {
  configured: boolean;
  features: { id: string; geometry: { type: string }; properties: Record<string, unknown> }[];
  skipped: number;
  error: string | null;
}

describe('SIMNAV format (nama, point_name, jenis, id, warna)', () => {
  it('reads kinds, SBNP types, colours in either language and point names', () => {
    expect(
      kindOf('Garis Haluan', {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toEqual({ kind: 'garis haluan' });
    expect(kindOf('rambu_suar', { type: 'Point', coordinates: [0, 0] })).toEqual({
      kind: 'sbnp',
      poiType: 'RambuSuar',
    });
    expect(kindOf('dermaga', { type: 'Point', coordinates: [0, 0] })).toEqual({
      kind: 'poi',
      poiType: 'MapMarker',
    });
    expect(colourOf('Hijau')).toBe('green');
    expect(colourOf('purple')).toBe('purple');
    expect(colourOf('coklat')).toBeUndefined();
    const { features, skipped } = fromSimnav(readSimnavFixture(FIXTURE)['IDJKT']);
    expect(skipped).toBe(1);
    expect(features.map((f) => [f.id, f.properties.name, f.properties.type])).toEqual([
      ['9101', 'Alur Pelayaran Tanjung Priok', 'alur'],
      ['9102', 'Rambu Suar Pemecah Gelombang Timur', 'sbnp'],
      ['9103', 'Rambu Suar Pemecah Gelombang Barat', 'sbnp'],
      ['9104', 'Zona Labuh Jangkar Priok', 'zona'],
    ]);
    expect(features[1]?.properties).toMatchObject({
      poiType: 'RambuSuar',
      poiColor: 'green',
      pointNames: ['RS1'],
      warna: 'hijau',
    });
    expect(features[0]?.properties.pointNames).toEqual(['T1', 'T2', 'T3']);
  });

  it('refuses an answer that is not a FeatureCollection', () => {
    expect(() => fromSimnav({ data: [] })).toThrow('SIMNAV did not answer a FeatureCollection');
  });
});

describe('GET /api/ports/:portCode/simnav-features', () => {
  let fixture: RunningSimnavFixture;
  let store: TestStore;
  let call: ReturnType<typeof caller>;
  let close: () => Promise<void>;
  let officer: string;
  let config: Config;

  beforeAll(async () => {
    fixture = await startSimnavFixture({ ports: readSimnavFixture(FIXTURE), token: 's3cret' });
    store = await sqliteTestStore();
    const built = await buildTestApp(store, {
      PANTAU_SIMNAV_URL: fixture.url,
      PANTAU_SIMNAV_TOKEN: 's3cret',
    });
    call = caller(built.app);
    config = built.config;
    officer = await sessionFor(store, built.config, 'disnav', 'priok_officer', 'IDJKT');
    close = async () => {
      await built.app.close();
      await store.dispose();
      await fixture.close();
    };
  });
  afterAll(() => close());

  it("answers SIMNAV's features of the officer's own port, asked with the server's token", async () => {
    const res = await call('GET', '/api/ports/IDJKT/simnav-features', officer);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body).toMatchObject({ configured: true, skipped: 1, error: null });
    expect(body.features).toHaveLength(4);
    expect(fixture.requests.at(-1)).toBe('/alurdansbnp/IDJKT.json');
    // A port SIMNAV has nothing for.
    const superAdmin = await sessionFor(store, config, 'superAdmin', 'sa');
    const none = await call('GET', '/api/ports/IDBOA/simnav-features', superAdmin);
    expect(none.json<Answer>()).toMatchObject({ configured: true, features: [], error: null });
  });

  it("refuses another port's officer, a visitor, and an unknown port", async () => {
    const benoa = await sessionFor(store, config, 'disnav', 'benoa_officer', 'IDBOA');
    expect((await call('GET', '/api/ports/IDJKT/simnav-features', benoa)).statusCode).toBe(403);
    const visitor = await sessionFor(store, config, 'visitor', 'vita');
    expect((await call('GET', '/api/ports/IDJKT/simnav-features', visitor)).statusCode).toBe(403);
    expect((await call('GET', '/api/ports/IDXXX/simnav-features', officer)).statusCode).toBe(404);
    expect((await call('GET', '/api/ports/IDJKT/simnav-features')).statusCode).toBe(401);
  });

  it('asks SIMNAV for any registry port with a code, not only the district seats', async () => {
    // Balikpapan (IDBPN) is a registry port (World Port Index), not a district seat.
    const bpn = await sessionFor(store, config, 'admin', 'bpn_admin', 'IDBPN');
    const res = await call('GET', '/api/ports/IDBPN/simnav-features', bpn);
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>()).toMatchObject({ configured: true, features: [], error: null });
    expect(fixture.requests.at(-1)).toBe('/alurdansbnp/IDBPN.json');
    expect((await call('GET', '/api/ports/IDJKT/simnav-features', bpn)).statusCode).toBe(403);
    // A code shaped like the registry's (digits in its last three) that no port has.
    const unknown = await call('GET', '/api/ports/IDUJ1/simnav-features', bpn);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'port IDUJ1 not found', field: 'portCode' });
    expect((await call('GET', '/api/ports/idbpn/simnav-features', bpn)).json()).toMatchObject({
      code: 'VALIDATION',
      field: 'portCode',
    });
  });

  it('says why when SIMNAV fails', async () => {
    fixture.failWith = 500;
    const res = await call('GET', '/api/ports/IDJKT/simnav-features', officer);
    fixture.failWith = null;
    expect(res.json<Answer>()).toMatchObject({
      configured: true,
      features: [],
      error: 'SIMNAV answered HTTP 500',
    });
  });
});

describe('without PANTAU_SIMNAV_URL', () => {
  it('answers honestly that SIMNAV is not configured', async () => {
    const store = await sqliteTestStore();
    const built = await buildTestApp(store);
    try {
      const cookie = await sessionFor(store, built.config, 'developer', 'dev1');
      const res = await caller(built.app)('GET', '/api/ports/IDJKT/simnav-features', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer>()).toEqual({
        configured: false,
        type: 'FeatureCollection',
        features: [],
        skipped: 0,
        error: null,
      });
    } finally {
      await built.app.close();
      await store.dispose();
    }
  });
});

describe("the left menu's SIMNAV link (SPEC §2: external link in a new tab)", () => {
  it("tells every signed-in user SIMNAV's web address, or that there is none", async () => {
    for (const [env, url] of [
      [
        { PANTAU_SIMNAV_WEB_URL: 'https://simnav.example.go.id/app' },
        'https://simnav.example.go.id/app',
      ],
      [{}, null],
    ] as const) {
      const store = await sqliteTestStore();
      const built = await buildTestApp(store, env);
      try {
        const cookie = await sessionFor(store, built.config, 'visitor', 'guest');
        const res = await caller(built.app)('GET', '/api/simnav/web', cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ url });
        expect((await caller(built.app)('GET', '/api/simnav/web')).statusCode).toBe(401);
      } finally {
        await built.app.close();
        await store.dispose();
      }
    }
  });
});
