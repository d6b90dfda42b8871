import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { pos } from '../../testing/vessel-events.ts';
import { GeofenceEngine } from '../geofences/engine.ts';
import type { ZoneDef } from '../geofences/zones.ts';
import type { BoundaryPoi } from './engine.ts';
import { alertEngineRig } from './engine.rig.ts';

/**
 * Situations an operator must be told of once, and those that must stay silent, through the
 * geofence engine and the alert engine together (as the hub runs them).
 */
const T0 = 1_795_000_000_000;
const NM = 1852;
const DEG = 1 / 111_195;

let store: TestStore;
beforeAll(async () => {
  store = await sqliteTestStore();
});
afterAll(() => store.dispose());

const PORTS: Record<string, BoundaryPoi & { name: string }> = {
  batam: { name: 'Batam', lon: 104.0, lat: 1.16, category: 'port', code: 'IDBTM' },
  sekupang: { name: 'Sekupang', lon: 103.95, lat: 1.12, category: 'port', code: 'IDSKP' },
  vtsBatam: { name: 'VTS Batam', lon: 104.03, lat: 1.18, category: 'vts', code: null },
  pekalongan: { name: 'Pekalongan', lon: 109.67, lat: -6.86, category: 'port', code: 'IDPEK' },
};

function rig() {
  const r = alertEngineRig(store, T0, { boundaryPoi: (id) => PORTS[String(id)] });
  const zones = new GeofenceEngine();
  zones.onZoneEvent((e) => r.engine.zone(e));
  const circles: ZoneDef[] = Object.entries(PORTS).map(([id, p]) => ({
    id,
    name: p.name,
    shape: { type: 'Circle', center: [p.lon, p.lat], radiusM: 10 * NM },
  }));
  zones.setZones('port', circles);
  const feed = (mmsi: number, t: number, lon: number, lat: number, sog = 10) => {
    const e = pos(mmsi, t, lon, lat, 'priok', { sog, cog: 90 });
    r.feed(e);
    zones.position(mmsi, lon, lat, t);
  };
  return { ...r, feed };
}

describe('recorded situations through zones and alerts', () => {
  it('overlapping port circles: one Boundary record that names every port, the nearest first', async () => {
    const r = rig();
    // From 20 NM west of Sekupang east into the Batam circles, 10 s reports at 10 kn.
    const step = (10 * NM * DEG) / 360;
    for (let i = 0; i < 1000; i++) r.feed(563100001, T0 + i * 10_000, 103.6 + i * step, 1.15);
    await r.writer.flush();
    const rows = (await r.repo.list('boundary', { limit: 10, q: '563100001' })).alerts;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.status).toBe('open');
    expect(String(row.details.ports).split(', ').sort()).toEqual(
      ['Batam', 'Sekupang', 'VTS Batam'].sort(),
    );
    // The nearest port is named first and fills the row's port column.
    expect(String(row.details.ports).startsWith(String(row.details.port))).toBe(true);
    expect(row.details.portCount).toBe(3);
  });

  it('a shared MMSI across the archipelago: no crossing of a port neither ship reached', async () => {
    const r = rig();
    // One ship off North Sumatra (99.05 E, 4.12 N), the other steaming 30 NM off Pekalongan;
    // they report one MMSI in turn every 5 s for 20 minutes.
    for (let i = 0; i < 240; i++) {
      const t = T0 + i * 5_000;
      r.feed(563100002, t, 99.05 + i * 0.0002, 4.12);
      r.feed(563100002, t + 2_500, 109.67 + i * 0.0002, -6.86 + 30 * NM * DEG);
    }
    await r.writer.flush();
    const boundary = (await r.repo.list('boundary', { limit: 50, q: '563100002' })).alerts;
    expect(boundary).toEqual([]);
    // Two ships, two Double MMSI rows, each at its own place, 1,700 km apart.
    const double = (await r.repo.list('doubleMmsi', { limit: 10, q: '563100002' })).alerts;
    expect(double).toHaveLength(2);
    expect(Number(double[0]!.details.distance)).toBeGreaterThan(1_500_000);
    // No idle and no pair from the jumps.
    expect((await r.repo.list('idle', { limit: 10, q: '563100002' })).alerts).toEqual([]);
    expect((await r.repo.list('closeDistance', { limit: 10, q: '563100002' })).alerts).toEqual([]);
  });

  it('a shared MMSI with one ship inside a port: that ship gets one visit, the other none', async () => {
    const r = rig();
    for (let i = 0; i < 120; i++) {
      const t = T0 + i * 5_000;
      r.feed(563100003, t, 99.05 + i * 0.0002, 4.12);
      r.feed(563100003, t + 2_500, 109.67, -6.86 + i * 0.00001, 0.2);
    }
    await r.writer.flush();
    const rows = (await r.repo.list('boundary', { limit: 50, q: '563100003' })).alerts;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', details: { port: 'Pekalongan' } });
    expect(r.pushed.filter((a) => a.details.status === 'crossed')).toEqual([]);
    // The row is placed where that ship is, not at the other's position.
    expect(rows[0]!.lon).toBeCloseTo(109.67, 1);
  });
});
