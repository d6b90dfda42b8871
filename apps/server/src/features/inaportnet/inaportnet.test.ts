import { resolve } from 'node:path';
import type { RegistrationView } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { readFixture, startInaportnetFixture, type RunningFixture } from './fixture-server.ts';
import { RegistrationRepo } from '../registration/registration.repo.ts';
import { InaportnetService } from './inaportnet.service.ts';

const registration = (mmsi: number, namaKapal: string): RegistrationView => ({
  noRekomendasi: null,
  noAju: `AJU-${mmsi}`,
  tanggalAju: null,
  pemohon: null,
  noTelp: null,
  fax: null,
  email: null,
  namaKapal,
  tandaPanggil: null,
  mmsi,
  gt: null,
  dwt: null,
  loa: null,
  depth: null,
  jenisKapal: null,
  jenisKapalSync: null,
  jenisDinas: null,
  aaic: null,
  pemilikKapal: null,
  alamatPemilik: null,
  noTelpPemilik: null,
  jenisPengajuan: null,
  status: null,
  tahun: 2026,
});

const FIXTURE = resolve(import.meta.dirname, 'fixtures/inaportnet.json');

describe('Inaportnet adapter', () => {
  let fixture: RunningFixture;
  beforeAll(async () => {
    fixture = await startInaportnetFixture({
      vessels: readFixture(FIXTURE),
      user: 'pantau',
      password: 'rahasia-123',
    });
  });
  afterAll(() => fixture.close());

  const settings = (extra: Partial<{ password: string }> = {}) => ({
    url: fixture.url,
    user: 'pantau',
    password: extra.password ?? 'rahasia-123',
    pollMs: 300_000,
    timeoutMs: 2000,
  });

  it('reads the day map with basic auth and caches it per day', async () => {
    let now = Date.parse('2026-11-24T03:00:00Z');
    const service = new InaportnetService(
      settings(),
      () => now,
      (mmsis) =>
        Promise.resolve(
          new Map(mmsis.filter((m) => m === 525005001).map((m) => [m, 'KM SINAR PRIOK'])),
        ),
    );
    fixture.requests.length = 0;
    const list = await service.clearances('2026-11-24');
    expect(list).toMatchObject({ state: 'ok', day: '2026-11-24', message: null });
    expect(list.vessels).toEqual([
      { mmsi: 525005001, pkk: true, spb: true, name: 'KM SINAR PRIOK' },
      { mmsi: 525005002, pkk: true, spb: false, name: null },
      { mmsi: 525005003, pkk: false, spb: false, name: null },
    ]);
    expect(fixture.requests).toEqual(['/mcc/vesselpkkspbmap/20261124']);
    await service.clearances('2026-11-24');
    await service.clearances('2026-11-24', true); // a refresh within 10 s asks nobody
    expect(fixture.requests).toHaveLength(1);
    now += 11_000;
    await service.clearances('2026-11-24', true);
    expect(fixture.requests).toHaveLength(2);
    await service.clearances('2026-11-23');
    expect(fixture.requests.at(-1)).toBe('/mcc/vesselpkkspbmap/20261123');
  });

  it("gives a vessel's PKK and the SPB that clears it, cached per vessel and day", async () => {
    const now = Date.parse('2026-11-24T03:00:00Z');
    const service = new InaportnetService(settings(), () => now);
    fixture.requests.length = 0;
    const v = await service.vessel(525005001);
    expect(v).toMatchObject({
      state: 'ok',
      pkk: [{ nomorPkk: 'PKK.DN.IDTPP.2611.000101', fields: { namaKapal: 'KM SINAR PRIOK' } }],
      spb: [{ nomorSPB: 'IDTPP-SPB-2611-000087', nomorPkk: 'PKK.DN.IDTPP.2611.000101' }],
    });
    await service.vessel(525005001);
    expect(fixture.requests).toEqual([
      '/inaportnet/pkkMatched/525005001.json',
      '/inaportnet/spb/PKK.DN.IDTPP.2611.000101.json',
    ]);
    const none = await service.vessel(525005003);
    expect(none).toMatchObject({ state: 'ok', pkk: [], spb: [] });
    const noSpb = await service.vessel(525005002);
    expect(noSpb.pkk).toHaveLength(1);
    expect(noSpb.spb).toEqual([]);
  });

  it('says error, with the reason, when Inaportnet fails: never an empty clearance', async () => {
    const wrong = new InaportnetService(settings({ password: 'salah' }), () => Date.now());
    expect(await wrong.clearances('2026-11-24')).toMatchObject({
      state: 'error',
      message: 'Inaportnet answered HTTP 401',
      vessels: [],
    });
    fixture.failWith = 503;
    try {
      const service = new InaportnetService(settings(), () => Date.now());
      expect(await service.vessel(525005001)).toMatchObject({
        state: 'error',
        message: 'Inaportnet answered HTTP 503',
      });
    } finally {
      fixture.failWith = null;
    }
    const unreachable = new InaportnetService({ ...settings(), url: 'http://127.0.0.1:9' }, () =>
      Date.now(),
    );
    expect(await unreachable.clearances('2026-11-24')).toMatchObject({
      state: 'error',
      message: 'Inaportnet unreachable',
    });
  });

  it('answers over the API, and says when it is not configured', async () => {
    const configured = await appWithSession('visitor', 'visitor_ina', {
      PANTAU_INAPORTNET_URL: fixture.url,
      PANTAU_INAPORTNET_USER: 'pantau',
      PANTAU_INAPORTNET_PASSWORD: 'rahasia-123',
    });
    try {
      // A vessel the live picture has no name for is named as it is registered.
      await new RegistrationRepo(configured.store.db).importAll(
        [registration(525005002, 'KM BELAWAN JAYA')],
        'admin',
        Date.now(),
      );
      const res = await configured.app.inject({
        url: '/api/inaportnet/clearances?day=2026-11-24',
        headers: { cookie: configured.cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ state: string; vessels: { mmsi: number; name: string | null }[] }>();
      expect(body.state).toBe('ok');
      expect(body.vessels[0]).toMatchObject({ mmsi: 525005001, pkk: true, spb: true });
      expect(body.vessels).toHaveLength(3);
      expect(body.vessels[1]).toMatchObject({ mmsi: 525005002, name: 'KM BELAWAN JAYA' });
      expect(res.body).not.toContain('rahasia');
      const v = await configured.app.inject({
        url: '/api/inaportnet/vessels/525005002',
        headers: { cookie: configured.cookie },
      });
      expect(v.json()).toMatchObject({
        state: 'ok',
        pkk: [{ nomorPkk: 'PKK.DN.IDBLW.2611.000044' }],
        spb: [],
      });
      const bad = await configured.app.inject({
        url: '/api/inaportnet/clearances?day=24-11-2026',
        headers: { cookie: configured.cookie },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'day' });
      expect((await configured.app.inject({ url: '/api/inaportnet/clearances' })).statusCode).toBe(
        401,
      );
    } finally {
      await configured.close();
    }
    const bare = await appWithSession('visitor', 'visitor_ina');
    try {
      const res = await bare.app.inject({
        url: '/api/inaportnet/clearances',
        headers: { cookie: bare.cookie },
      });
      expect(res.json()).toMatchObject({ state: 'not-configured', vessels: [] });
      const v = await bare.app.inject({
        url: '/api/inaportnet/vessels/525005001',
        headers: { cookie: bare.cookie },
      });
      expect(v.json()).toMatchObject({ state: 'not-configured', pkk: [], spb: [] });
    } finally {
      await bare.close();
    }
  });
});
