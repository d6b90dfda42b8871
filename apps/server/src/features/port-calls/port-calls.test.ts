import type { MapFeature, MonitoringList, PortCallList, RegistryAsset } from '@pantau/contracts';
import type { PositionEvent, StaticEvent } from '@pantau/domain';
import { greatCircleM } from '@pantau/geo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { PortCallEngine, type PortCallEvent } from './port-calls.engine.ts';
import { portAreas } from './port-calls.feature.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Tanjung Priok in the registry (World Port Index 50970). */
const PRIOK = 'wpi-50970';
const OFFING: [number, number] = [106.95, -5.35];
const BERTH: [number, number] = [106.885, -6.095];

const pos = (mmsi: number, t: number, lon: number, lat: number, sog: number): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source: 'priok',
  msgType: 1,
  aisClass: 'A',
  lat,
  lon,
  sog,
  cog: 180,
  heading: 180,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});

/** Reports every minute in a straight line from `a` to `b` at `kn`; returns the end time. */
function sail(
  out: PositionEvent[],
  mmsi: number,
  a: readonly [number, number],
  b: readonly [number, number],
  kn: number,
  t0: number,
): number {
  const ms = (greatCircleM(a[0], a[1], b[0], b[1]) / (kn * 0.514444)) * 1000;
  const n = Math.ceil(ms / MIN);
  for (let i = 1; i <= n; i++) {
    const f = i / n;
    out.push(
      pos(mmsi, t0 + Math.round(ms * f), a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, kn),
    );
  }
  return t0 + Math.floor(ms);
}

/** Moored at `p` for `ms`, a report every 3 minutes. */
function moor(
  out: PositionEvent[],
  mmsi: number,
  p: readonly [number, number],
  ms: number,
  t0: number,
) {
  for (let t = t0 + 3 * MIN; t <= t0 + ms; t += 3 * MIN) out.push(pos(mmsi, t, p[0], p[1], 0));
  return t0 + ms;
}

/** An engine on these ports, and the events it tells. */
function engineOf(ports: Parameters<PortCallEngine['setPorts']>[0]) {
  const engine = new PortCallEngine();
  engine.setPorts(ports);
  const events: PortCallEvent[] = [];
  engine.onEvent((e) => events.push(e));
  return { engine, events };
}

describe('port-call engine', () => {
  const ports = [
    { id: 'priok', lon: 106.883333, lat: -6.1, ring: null },
    { id: 'cirebon', lon: 108 + 34 / 60, lat: -(6 + 43 / 60), ring: null },
  ];

  it('tells arrivals and departures, keeps who is inside, and evaluates only near ports', () => {
    const { engine, events } = engineOf(ports);
    const track: PositionEvent[] = [];
    let t = sail(track, 1, OFFING, BERTH, 12, 0);
    t = moor(track, 1, BERTH, 2 * HOUR, t);
    for (const e of track) engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog);
    expect(events.map((e) => [e.kind, e.portId])).toEqual([['arrival', 'priok']]);
    expect(engine.inside('priok').map((c) => c.mmsi)).toEqual([1]);
    expect(engine.inside('cirebon')).toEqual([]);
    // It jumps (a long gap, so not an outlier) to Cirebon: it left Priok without a report
    // near it, and the departure is timed at its last report inside.
    engine.position(1, 108.6, -6.7, t + 6 * HOUR, 10);
    expect(events.map((e) => [e.kind, e.portId])).toEqual([
      ['arrival', 'priok'],
      ['departure', 'priok'],
    ]);
    expect(events[1]!.call.departureAt).toBe(t);
    expect(engine.inside('priok')).toEqual([]);
  });

  it('keeps each vessel’s calls its own when vessels come and go', () => {
    const { engine, events } = engineOf(ports);
    const track: PositionEvent[] = [];
    // Vessel 4 stays off Cirebon; vessel 1 calls at Priok and leaves; then vessel 5 comes in.
    let t = moor(track, 1, BERTH, 2 * HOUR, sail(track, 1, OFFING, BERTH, 12, 0));
    t = sail(track, 1, BERTH, OFFING, 12, t);
    moor(track, 5, BERTH, 2 * HOUR, sail(track, 5, OFFING, BERTH, 12, t));
    moor(track, 4, [108.2, -6.2], t + 4 * HOUR, 0);
    track.sort((a, b) => a.t - b.t);
    for (const e of track) engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog);
    expect(events.map((e) => [e.kind, e.mmsi])).toEqual([
      ['arrival', 1],
      ['departure', 1],
      ['arrival', 5],
    ]);
    expect(engine.inside('priok').map((c) => c.mmsi)).toEqual([5]);
  });

  it('closes calls of a port removed from the registry and of vessels gone silent', () => {
    const { engine, events } = engineOf(ports);
    const track: PositionEvent[] = [];
    const t = moor(track, 2, BERTH, 2 * HOUR, sail(track, 2, OFFING, BERTH, 12, 0));
    for (const e of track) engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog);
    engine.sweep(t + HOUR);
    expect(engine.inside('priok')).toHaveLength(1);
    engine.sweep(t + 12 * HOUR);
    expect(events.at(-1)).toMatchObject({
      kind: 'departure',
      call: { departureAt: t, departureObserved: false },
    });
    const again: PositionEvent[] = [];
    moor(again, 3, BERTH, 2 * HOUR, t + 13 * HOUR);
    for (const e of again) engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog);
    expect(engine.inside('priok')).toHaveLength(1);
    engine.setPorts(ports.slice(1));
    expect(events.at(-1)).toMatchObject({ kind: 'departure', mmsi: 3 });
    expect(engine.portCount).toBe(1);
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`port calls on ${database.name}`, () => {
    let store: TestStore;
    let app: FastifyInstance;
    let config: Config;
    let cookie: string;
    const events: PortCallEvent[] = [];
    const now = Date.now();
    const t0 = now - 6 * HOUR;
    let departedAt = 0;

    beforeAll(async () => {
      store = await database.open();
      ({ app, config } = await buildTestApp(store));
      await app.ready();
      cookie = await sessionFor(store, config, 'visitor');
      app.portCalls.onEvent((e) => events.push(e));
      const name: StaticEvent = {
        kind: 'static',
        mmsi: 525000101,
        t: t0,
        source: 'priok',
        msgType: 5,
        aisClass: 'A',
        name: 'KM PRIOK SATU',
        callSign: 'YBAA',
        imo: null,
        shipType: 70,
        toBow: null,
        toStern: null,
        toPort: null,
        toStarboard: null,
      };
      app.hub.publish(name);
      const track: PositionEvent[] = [];
      // 101 comes in and stays at berth; 102 comes in, berths an hour and leaves; 103 passes
      // along the Java Sea lane, 33 NM north: never within 30 NM.
      moor(track, 525000101, BERTH, 2 * HOUR, sail(track, 525000101, OFFING, BERTH, 12, t0));
      departedAt = moor(
        track,
        525000102,
        BERTH,
        HOUR,
        sail(track, 525000102, OFFING, BERTH, 12, t0),
      );
      sail(track, 525000102, BERTH, OFFING, 12, departedAt);
      sail(track, 525000103, [106.0, -5.55], [108.0, -5.55], 14, t0);
      track.sort((a, b) => a.t - b.t);
      for (const e of track) app.hub.publish(e);
      await app.portCalls.flush();
    });
    afterAll(async () => {
      await app.close();
      await store.dispose();
    });

    const get = <T>(url: string, c = cookie) =>
      app
        .inject({ url, headers: { cookie: c } })
        .then((r) => ({ status: r.statusCode, body: r.json<T>() }));

    it('tells arrivals and departures to the other features', () => {
      // 103 passes other ports of the registry: only Priok's events are looked at.
      const atPriok = events.filter((e) => e.portId === PRIOK);
      expect(atPriok.map((e) => [e.kind, e.mmsi])).toEqual([
        ['arrival', 525000101],
        ['arrival', 525000102],
        ['departure', 525000102],
      ]);
    });

    it('lists the vessels inside the port now', async () => {
      const res = await get<PortCallList>(`/api/port-calls/${PRIOK}/inside`);
      expect(res.status).toBe(200);
      expect(res.body.calls.map((c) => [c.mmsi, c.name, c.departureAt])).toEqual([
        [525000101, 'KM PRIOK SATU', null],
      ]);
      expect(app.portCalls.inside(PRIOK).map((c) => c.mmsi)).toEqual([525000101]);
    });

    it("stores the calls, open and closed, and answers a port's calls in a range", async () => {
      const res = await get<PortCallList>(`/api/port-calls/${PRIOK}?from=${t0}&to=${now}`);
      expect(res.status).toBe(200);
      const byMmsi = new Map(res.body.calls.map((c) => [c.mmsi, c]));
      expect([...byMmsi.keys()].sort()).toEqual([525000101, 525000102]);
      const left = byMmsi.get(525000102)!;
      expect(left.departureObserved).toBe(true);
      expect(left.departureAt).not.toBeNull();
      expect(left.departureAt!).toBeGreaterThanOrEqual(departedAt);
      // Moored from its first report at rest, 3 minutes after it came alongside.
      expect(left.berthMs).toBe(HOUR - 3 * MIN);
      expect(left.confidence).toBe(1);
      const staying = byMmsi.get(525000101)!;
      expect(staying).toMatchObject({
        departureAt: null,
        berthMs: 2 * HOUR - 3 * MIN,
        confidence: 0.8,
      });
      const before = await get<PortCallList>(
        `/api/port-calls/${PRIOK}?from=${t0 - 48 * HOUR}&to=${t0}`,
      );
      expect(before.body.calls).toEqual([]);
    });

    it('answers the Monitoring list, inside first, filtered by identifiers', async () => {
      const res = await get<MonitoringList>(`/api/port-calls/${PRIOK}/monitoring`);
      expect(res.status).toBe(200);
      expect(res.body.rows.map((r) => [r.mmsi, r.status])).toEqual([
        [525000101, 'inside'],
        [525000102, 'outside'],
      ]);
      expect(res.body.rows[0]).toMatchObject({ name: 'KM PRIOK SATU', callSign: 'YBAA' });
      const one = await get<MonitoringList>(
        `/api/port-calls/${PRIOK}/monitoring?mmsi=525000102,525000103&hours=12`,
      );
      expect(one.body.rows.map((r) => r.mmsi)).toEqual([525000102]);
    });

    it('refuses bad input naming the field, an unknown port, and a caller not signed in', async () => {
      const range = await app.inject({
        url: `/api/port-calls/${PRIOK}?from=${now}&to=${t0}`,
        headers: { cookie },
      });
      expect(range.statusCode).toBe(400);
      expect(range.json<{ field?: string; message: string }>().message).toMatch(
        /to must not be before from/,
      );
      const ids = await app.inject({
        url: `/api/port-calls/${PRIOK}/monitoring?mmsi=12ab`,
        headers: { cookie },
      });
      expect(ids.statusCode).toBe(400);
      expect(ids.body).toMatch(/mmsi must be nine digits/);
      expect((await get(`/api/port-calls/wpi-0/inside`)).status).toBe(404);
      const anonymous = await app.inject({ url: `/api/port-calls/${PRIOK}/inside` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('takes up the open calls again after a restart', async () => {
      const second = await buildTestApp(store);
      try {
        await second.app.ready();
        expect(second.app.portCalls.inside(PRIOK).map((c) => [c.mmsi, c.arrivalAt])).toEqual(
          app.portCalls.inside(PRIOK).map((c) => [c.mmsi, c.arrivalAt]),
        );
      } finally {
        await second.app.close();
      }
    });
  });
}

describe('the ports the engine evaluates', () => {
  const asset = (id: string, category: string, code: string | null) =>
    ({ id, category, code, name: id, lon: 106.883333, lat: -6.1 }) as RegistryAsset;
  const feature = (portCode: string, name: string, type: 'Polygon' | 'LineString') =>
    ({
      type: 'Feature',
      id: 1,
      geometry:
        type === 'Polygon'
          ? {
              type,
              coordinates: [
                [
                  [106.85, -6.12],
                  [106.95, -6.12],
                  [106.95, -6.02],
                  [106.85, -6.02],
                  [106.85, -6.12],
                ],
              ],
            }
          : {
              type,
              coordinates: [
                [106.85, -6.12],
                [106.95, -6.02],
              ],
            },
      properties: { name, portCode, updatedBy: 'admin', updatedAt: 0 },
    }) as unknown as MapFeature;

  it('takes every registry port, with its published DLKP polygon when it has one', () => {
    const areas = portAreas(
      [
        asset('wpi-50970', 'ports', 'IDJKT'),
        asset('wpi-51260', 'ports', 'IDBOA'),
        asset('disnav-priok', 'kantor disnav', 'IDJKT'),
        asset('wpi-1', 'ports', null),
      ],
      [
        feature('IDJKT', 'DLKP Tanjung Priok', 'Polygon'),
        feature('IDBOA', 'Alur Benoa', 'LineString'),
      ],
    );
    expect(areas.map((a) => [a.id, a.ring === null ? null : Array.from(a.ring).length])).toEqual([
      ['wpi-50970', 10],
      ['wpi-51260', null],
      ['wpi-1', null],
    ]);
  });
});
