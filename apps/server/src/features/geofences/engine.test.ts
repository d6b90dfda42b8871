import { destinationPoint } from '@pantau/geo';
import { describe, expect, it } from 'vitest';
import { GeofenceEngine, type ZoneEvent } from './engine.ts';
import type { ZoneDef } from './zones.ts';

const T0 = 1_795_000_000_000;
const priok: [number, number] = [106.8825, -6.0925];
/** A 0.01° square (about 1.1 km) east of Priok. */
const square: ZoneDef = {
  id: 1,
  name: 'Kolam',
  shape: {
    type: 'Polygon',
    ring: [
      [106.9, -6.1],
      [106.91, -6.1],
      [106.91, -6.09],
      [106.9, -6.09],
    ],
  },
};
const M_LAT = 1 / 111_195; // degrees of latitude per metre

function engineWith(zones: ZoneDef[], provider = 'aoi') {
  const engine = new GeofenceEngine();
  const events: [string, ZoneEvent['kind'], number][] = [];
  engine.onZoneEvent((e) => events.push([e.zone.key, e.kind, (e.t - T0) / 1000]));
  engine.setZones(provider, zones);
  return { engine, events };
}

/** Reports every `stepS` seconds at the given latitudes, on longitude 106.905. */
function feed(engine: GeofenceEngine, mmsi: number, lats: number[], stepS = 5, startS = 0) {
  lats.forEach((lat, i) => engine.position(mmsi, 106.905, lat, T0 + (startS + i * stepS) * 1000));
}

describe('GeofenceEngine', () => {
  it('enters after the dwell and exits after it, keeping the members', () => {
    const { engine, events } = engineWith([square]);
    // From 500 m south of the square to its middle, 5 s apart, then back out.
    feed(engine, 1, [-6.1045, -6.1, -6.098, -6.096, -6.095, -6.095, -6.095, -6.095]);
    expect(events).toEqual([['aoi:1', 'enter', 30]]);
    expect([...engine.members('aoi:1').keys()]).toEqual([1]);
    expect(engine.zonesOf(1).map((z) => z.key)).toEqual(['aoi:1']);
    feed(engine, 1, [-6.102, -6.103, -6.104, -6.105, -6.106], 5, 40);
    expect(events.at(-1)).toEqual(['aoi:1', 'exit', 60]);
    expect(engine.members('aoi:1').size).toBe(0);
  });

  it('keeps each ship’s zones its own when ships come and go', () => {
    const { engine, events } = engineWith([square]);
    // Ship 2 stays far south; ship 1 enters and leaves; then ship 3 enters.
    feed(engine, 2, [-6.2, -6.2]);
    feed(engine, 1, [-6.1045, -6.1, -6.098, -6.096, -6.095, -6.095, -6.095, -6.095]);
    feed(engine, 1, [-6.102, -6.103, -6.104, -6.105, -6.106], 5, 40);
    feed(engine, 2, [-6.2], 5, 100);
    feed(engine, 3, [-6.1045, -6.1, -6.098, -6.096, -6.095, -6.095, -6.095, -6.095], 5, 100);
    expect(engine.zonesOf(3).map((z) => z.key)).toEqual(['aoi:1']);
    expect(engine.zonesOf(1)).toEqual([]);
    expect(engine.zonesOf(2)).toEqual([]);
    feed(engine, 2, [-6.2, -6.2], 5, 200);
    expect(events).toEqual([
      ['aoi:1', 'enter', 30],
      ['aoi:1', 'exit', 60],
      ['aoi:1', 'enter', 130],
    ]);
  });

  it('enters a ship at anchor inside at its second report (every 3 min), and only once in an hour', () => {
    // The simulator's national picture opens a wave of Boundary and ZEE alerts 3 minutes in:
    // these ships, first heard inside, confirmed by the report after the dwell.
    const { engine, events } = engineWith([square]);
    const lats: number[] = [];
    for (let i = 0; i < 21; i++) lats.push(-6.095 + 10 * M_LAT * Math.sin(i * 1.7));
    feed(engine, 8, lats, 180);
    expect(events).toEqual([['aoi:1', 'enter', 180]]);
    expect([...engine.members('aoi:1').keys()]).toEqual([8]);
  });

  it('gives no enter or exit for jitter of ±20 m on the boundary over an hour', () => {
    const { engine, events } = engineWith([square]);
    const lats: number[] = [];
    for (let i = 0; i < 720; i++) lats.push(-6.1 + 20 * M_LAT * Math.sin(i * 2.3));
    feed(engine, 7, lats);
    expect(events).toEqual([]);
  });

  it('does not miss a thin zone crossed between two reports', () => {
    const thin: ZoneDef = {
      id: 'thin',
      name: 'Garis',
      shape: {
        type: 'Polygon',
        ring: [
          [106.9, -6.0951],
          [106.91, -6.0951],
          [106.91, -6.0949],
          [106.9, -6.0949],
        ],
      },
    };
    const { engine, events } = engineWith([thin]);
    // 600 m south to 600 m north in one minute (about 39 kn): never reported inside.
    feed(engine, 2, [-6.1005, -6.0895], 60);
    expect(events).toEqual([['aoi:thin', 'cross', 60]]);
  });

  it('calls crossing a lane line a cross, and jitter on it nothing', () => {
    const lane: ZoneDef = {
      id: 'IDTPP/Alur Masuk',
      name: 'Alur Masuk',
      shape: {
        type: 'Line',
        line: [
          [106.9, -6.095],
          [106.91, -6.095],
        ],
      },
    };
    const { engine, events } = engineWith([lane], 'map-feature');
    feed(engine, 3, [-6.096, -6.094], 30);
    expect(events).toEqual([['map-feature:IDTPP/Alur Masuk', 'cross', 30]]);
    feed(engine, 4, [-6.095 - 10 * M_LAT, -6.095 + 10 * M_LAT, -6.095 - 10 * M_LAT], 5);
    expect(events).toHaveLength(1);
  });

  it('ignores a jump no ship could make (no cross tested along it)', () => {
    const { engine, events } = engineWith([square]);
    engine.position(5, 106.905, -6.2, T0);
    engine.position(5, 106.905, -6.0, T0 + 10_000); // 22 km in 10 s
    expect(events).toEqual([]);
  });

  it('measures circles by great-circle distance', () => {
    const circle: ZoneDef = {
      id: 'IDTPP',
      name: 'Priok',
      shape: { type: 'Circle', center: priok, radiusM: 1_000 },
    };
    const { engine, events } = engineWith([circle], 'port');
    const at = (m: number) => destinationPoint(priok[0], priok[1], 0, m);
    [1_500, 900, 900, 900, 900, 900].forEach((m, i) =>
      engine.position(6, at(m)[0], at(m)[1], T0 + i * 10_000),
    );
    // First clearly inside at 10 s; 20 s of dwell.
    expect(events).toEqual([['port:IDTPP', 'enter', 30]]);
  });

  it('takes zones added, changed and removed at once, keeping members of unchanged ones', () => {
    const { engine, events } = engineWith([]);
    feed(engine, 1, [-6.095, -6.095, -6.095, -6.095, -6.095]);
    expect(events).toEqual([]);
    engine.setZones('aoi', [square]);
    feed(engine, 1, [-6.095, -6.095, -6.095, -6.095, -6.095], 5, 25);
    expect(events).toEqual([['aoi:1', 'enter', 45]]);
    // Reloaded unchanged: still a member, no new enter.
    engine.setZones('aoi', [{ ...square }]);
    expect(engine.members('aoi:1').has(1)).toBe(true);
    feed(engine, 1, [-6.095, -6.095], 5, 50);
    expect(events).toHaveLength(1);
    // Archived: gone, with its members.
    engine.setZones('aoi', []);
    expect(engine.members('aoi:1').size).toBe(0);
    expect(engine.zonesOf(1)).toEqual([]);
    expect(engine.zones()).toEqual([]);
  });

  it('keeps providers apart and forgets vessels not heard', () => {
    const { engine } = engineWith([square]);
    engine.setZones('port', [{ ...square, id: 'X' }]);
    expect(
      engine
        .zones()
        .map((z) => z.key)
        .sort(),
    ).toEqual(['aoi:1', 'port:X']);
    feed(engine, 9, [-6.095, -6.095, -6.095, -6.095, -6.095]);
    expect(engine.members('port:X').has(9)).toBe(true);
    expect(engine.sweep(T0 + 10_000)).toBe(0);
    expect(engine.sweep(T0 + 3_600_000)).toBe(1);
    expect(engine.members('port:X').size).toBe(0);
  });

  it('looks only at the zones near a vessel (the index), not all of them', () => {
    const zones: ZoneDef[] = [];
    for (let i = 0; i < 2000; i++) {
      const lon = 95 + (i % 50) * 0.8;
      const lat = -10 + Math.floor(i / 50) * 0.4;
      zones.push({
        id: i,
        name: `z${i}`,
        shape: { type: 'Circle', center: [lon, lat], radiusM: 5_000 },
      });
    }
    const engine = new GeofenceEngine();
    engine.setZones('aoi', zones);
    let measured = 0;
    for (const z of (
      engine as unknown as { zones: () => { depth: (a: number, b: number) => number }[] }
    ).zones()) {
      const depth = z.depth;
      z.depth = (a, b) => {
        measured++;
        return depth(a, b);
      };
    }
    engine.position(1, 95, -10, T0);
    expect(measured).toBe(1);
  });
});
