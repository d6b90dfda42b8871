import { resolve } from 'node:path';
import { DEFAULT_AGE_POLICY, DEFAULT_ALERT_THRESHOLDS, wibDayStart } from '@pantau/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import {
  startInaportnetFixture,
  readFixture,
  type RunningFixture,
} from '../inaportnet/fixture-server.ts';
import { InaportnetService } from '../inaportnet/inaportnet.service.ts';
import { LivePicture } from '../live/live-picture.ts';
import { AlertsRepo } from './alerts.repo.ts';
import { Clearances, type CallNews } from './clearances.ts';
import { AlertEngine } from './engine.ts';
import { AlertWriter } from './writer.ts';

const FIXTURE = resolve(import.meta.dirname, '../inaportnet/fixtures/inaportnet.json');
const DAY = '2026-11-24';
const T = wibDayStart(DAY) + 10 * 3_600_000; // 10:00 WIB

let store: TestStore;
let fixture: RunningFixture;
beforeAll(async () => {
  store = await sqliteTestStore();
  // The fixture's day: 525005001 has PKK and SPB, 525005002 a PKK only, 525005003 neither.
  fixture = await startInaportnetFixture({
    vessels: readFixture(FIXTURE),
    user: 'u',
    password: 'p',
  });
});
afterAll(async () => {
  await fixture.close();
  await store.dispose();
});

function rig(inaportnet: InaportnetService, now: () => number) {
  const repo = new AlertsRepo(store.db);
  const writer = new AlertWriter({
    repo,
    now,
    stored: () => undefined,
    onError: (err) => {
      throw err;
    },
  });
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  const engine = new AlertEngine({
    thresholds: DEFAULT_ALERT_THRESHOLDS,
    picture,
    writer,
    isSatellite: () => false,
    now,
  });
  // Cargo ships (class A, type 70) except 525005009, a fishing vessel.
  const clearances = new Clearances({
    engine,
    dayMap: (day) => inaportnet.clearances(day),
    vessel: (mmsi) => ({
      mmsi,
      aisClass: 'A',
      shipType: mmsi === 525005009 ? 30 : 70,
      lon: 106.88,
      lat: -6.1,
    }),
    portName: (id) => (id === 'wpi-50000' ? 'Jakarta' : null),
    warn: () => undefined,
  });
  return { repo, writer, clearances };
}

const departure = (mmsi: number, at: number): CallNews => ({
  kind: 'departure',
  portId: 'wpi-50000',
  mmsi,
  call: { id: `wpi-50000:${mmsi}:${at - 7_200_000}`, arrivalAt: at - 7_200_000, departureAt: at },
});
const arrival = (mmsi: number, at: number): CallNews => ({
  kind: 'arrival',
  portId: 'wpi-50000',
  mmsi,
  call: { id: `wpi-50000:${mmsi}:${at}`, arrivalAt: at, departureAt: null },
});
const settings = { url: '', user: 'u', password: 'p', pollMs: 300_000, timeoutMs: 2000 };

describe('PKK & SPB alerts from the port calls and Inaportnet', () => {
  it('a departure without SPB is one record; one with SPB, a fishing vessel or no Inaportnet is none', async () => {
    const now = T;
    const inaportnet = new InaportnetService({ ...settings, url: fixture.url }, () => now);
    const r = rig(inaportnet, () => now);
    r.clearances.following(T - 3_600_000);
    for (const mmsi of [525005001, 525005002, 525005003, 525005009]) {
      r.clearances.call(departure(mmsi, T));
    }
    await vi.waitFor(async () => {
      await r.writer.flush();
      expect((await r.repo.list('clearance', { limit: 10 })).alerts).toHaveLength(2);
    });
    const { alerts } = await r.repo.list('clearance', { limit: 10 });
    expect(alerts.map((a) => a.mmsi).sort()).toEqual([525005002, 525005003]);
    expect(alerts[0]).toMatchObject({ status: 'closed', priority: 'warning' });
    expect(alerts[0]?.details).toMatchObject({ kind: 'noSpb', port: 'Jakarta', day: DAY });

    // Not configured: nothing is known, nobody is accused.
    const none = rig(new InaportnetService(undefined, () => now), () => now);
    none.clearances.following(T - 3_600_000);
    none.clearances.call(departure(525005099, T + 1));
    await new Promise((res) => setTimeout(res, 50));
    await none.writer.flush();
    const after = await none.repo.list('clearance', { limit: 10, q: '525005099' });
    expect(after.alerts).toHaveLength(0);
  });

  it('a PKK with no arrival that day is a caution, checked once the day is over and only if followed whole', async () => {
    let now = T;
    const inaportnet = new InaportnetService({ ...settings, url: fixture.url }, () => now);
    const late = rig(inaportnet, () => now);
    // Joined at 10:00: the day was not followed whole, so it is not judged.
    late.clearances.following(T);
    now = wibDayStart(DAY) + 86_400_000 + 60_000;
    await late.clearances.sweep(now);
    await late.writer.flush();
    const pkkOf = async (r: ReturnType<typeof rig>) =>
      (await r.repo.list('clearance', { limit: 50 })).alerts.filter(
        (a) => a.details.kind === 'pkkNoArrival',
      );
    expect(await pkkOf(late)).toHaveLength(0);

    const whole = rig(inaportnet, () => now);
    whole.clearances.following(wibDayStart(DAY) - 60_000);
    whole.clearances.call(arrival(525005001, T));
    await whole.clearances.sweep(now);
    await whole.clearances.sweep(now); // once only
    await whole.writer.flush();
    const pkk = await pkkOf(whole);
    expect(pkk.map((a) => a.mmsi)).toEqual([525005002]);
    expect(pkk[0]).toMatchObject({ priority: 'caution', status: 'closed' });
  });
});
