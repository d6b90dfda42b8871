import { randomBytes } from 'node:crypto';
import type { RadarTarget } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsBus } from '../../bus/bus.ts';
import { NATS_URL, natsReachable } from '../../testing/cluster.ts';
import { RadarElsewhere } from './radar-elsewhere.ts';
import type { DarkTargetEvent } from './radar-tracks.ts';

const target = (id: string): RadarTarget => ({
  id,
  kind: 'nmea',
  origin: 'radar',
  sourceId: 3,
  source: 'radar_priok',
  track: id.split(':')[1] ?? id,
  longitude: 106.9,
  latitude: -6.05,
  mmsi: null,
  fusedMmsi: null,
  shipType: null,
  course: 10,
  speed: 5,
  distance: 3,
  direction: 180,
  trackingMode: 'T',
  timestamp: 1_764_000_000,
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

async function until(p: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!p()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(await natsReachable())('the radar picture across processes on NATS', () => {
  const prefix = `radar_${randomBytes(4).toString('hex')}`;
  let ingestBus: NatsBus;
  let apiBus: NatsBus;
  beforeAll(async () => {
    ingestBus = await NatsBus.connect(NATS_URL);
    apiBus = await NatsBus.connect(NATS_URL);
  });
  afterAll(async () => {
    await ingestBus.close();
    await apiBus.close();
  });

  it("an API process answers with the ingest process's targets and hears its dark targets", async () => {
    let now = 1_000_000;
    const heardByIngest: DarkTargetEvent[] = [];
    const heardByApi: DarkTargetEvent[] = [];
    const ingest = new RadarElsewhere({
      bus: ingestBus,
      prefix,
      processId: 'ingest-1',
      now: () => now,
      onDark: (e) => heardByIngest.push(e),
    });
    const api = new RadarElsewhere({
      bus: apiBus,
      prefix,
      processId: 'api-1',
      now: () => now,
      onDark: (e) => heardByApi.push(e),
    });
    // Both subscribed before anything is published.
    await new Promise((r) => setTimeout(r, 200));
    ingest.report(
      [target('3:7')],
      [{ id: 3, site: [106.9, -6.0], enabled: true, connected: true }],
    );
    await until(() => api.targets().length === 1);
    expect(api.targets()[0]?.id).toBe('3:7');
    expect(api.sources()).toEqual([{ id: 3, site: [106.9, -6.0], enabled: true, connected: true }]);
    // A process does not count its own report.
    expect(ingest.targets()).toEqual([]);

    const event: DarkTargetEvent = {
      target: target('3:9'),
      port: { id: 'wpi-50970', name: 'Jakarta', lon: 106.88333, lat: -6.1 },
      since: 1000,
      at: 181_000,
    };
    ingest.dark(event);
    await until(() => heardByApi.length === 1);
    expect(heardByApi[0]).toEqual(event);
    expect(heardByIngest).toEqual([]);

    // The ingest process goes quiet: its picture no longer counts after 15 s.
    now += 15_001;
    expect(api.targets()).toEqual([]);
    ingest.close();
    api.close();
  });
});
