import type { RadarTarget } from '@pantau/contracts';
import { DEFAULT_AGE_POLICY, DEFAULT_ALERT_THRESHOLDS } from '@pantau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { LivePicture } from '../live/live-picture.ts';
import { AlertsRepo } from './alerts.repo.ts';
import { DarkTargets } from './dark-targets.ts';
import { AlertEngine } from './engine.ts';
import { AlertWriter } from './writer.ts';

const T0 = 1_795_000_000_000;
let store: TestStore;
beforeAll(async () => {
  store = await sqliteTestStore();
});
afterAll(() => store.dispose());

const target = (track: string, fusedMmsi: number | null = null): RadarTarget => ({
  id: `3:${track}`,
  kind: 'nmea',
  origin: 'radar',
  sourceId: 3,
  source: 'radar-priok',
  track,
  longitude: 106.9,
  latitude: -6.05,
  mmsi: null,
  fusedMmsi,
  shipType: null,
  course: 45,
  speed: 6.5,
  distance: 2.1,
  direction: 30,
  trackingMode: 'T',
  timestamp: T0 / 1000,
  imo: null,
  name: null,
  callSign: null,
  destName: null,
  eta: null,
  draught: null,
  heading: null,
  rot: null,
  length: null,
  width: null,
});

describe('dark target alerts', () => {
  it('one record per dark track, closed once it is fused or gone, kept while still dark', async () => {
    const repo = new AlertsRepo(store.db);
    const writer = new AlertWriter({
      repo,
      now: () => T0,
      stored: () => undefined,
      onError: () => undefined,
    });
    const engine = new AlertEngine({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      picture: new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false }),
      writer,
      isSatellite: () => false,
      now: () => T0,
    });
    const dark = new DarkTargets(engine);
    const port = { id: 'wpi-50000', name: 'Jakarta' };
    dark.raised({ target: target('12'), port, since: T0 - 180_000, at: T0 });
    dark.raised({ target: target('12'), port, since: T0 - 180_000, at: T0 + 5000 });
    dark.raised({ target: target('13'), port, since: T0 - 180_000, at: T0 });
    await writer.flush();
    let list = (await repo.list('darkTarget', { limit: 10 })).alerts;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ mmsi: 0, status: 'open', lon: 106.9, lat: -6.05 });
    expect(list[0]?.details).toMatchObject({ port: 'Jakarta', source: 'radar-priok', speed: 6.5 });
    // Track 12 is fused to an AIS vessel, 13 is still dark.
    dark.sweep([target('12', 525005001), target('13')], T0 + 60_000);
    await writer.flush();
    list = (await repo.list('darkTarget', { limit: 10 })).alerts;
    expect(Object.fromEntries(list.map((a) => [a.details.track, a.status]))).toEqual({
      '12': 'closed',
      '13': 'open',
    });
    // Must not stay open: 13 is gone from the radar picture.
    dark.sweep([], T0 + 120_000);
    await writer.flush();
    list = (await repo.list('darkTarget', { limit: 10 })).alerts;
    expect(list.every((a) => a.status === 'closed')).toBe(true);
  });
});
