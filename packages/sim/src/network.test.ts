import { decodeLines } from '@pantau/ais';
import { describe, expect, it } from 'vitest';
import { ANCHORAGES } from './anchorages.ts';
import { makeFleet } from './fleet.ts';
import { distanceNm, type LonLat } from './geodesy.ts';
import { fixAt, initialState, type Fix } from './motion.ts';
import {
  JUNCTIONS,
  LEGS,
  OPEN_WATER_NM,
  PORT_ENTRIES,
  VOYAGE_SHARE,
  domainPosition,
  halfWidthAt,
  shortestWay,
  voyageRoutes,
  type Junction,
} from './network.ts';
import { ROUTES } from './routes.ts';
import { Simulator } from './simulator.ts';
import { makeTrack, pointAt } from './track.ts';

const START = Date.UTC(2026, 10, 21, 0, 0, 0);
const wayLength = (way: readonly Junction[]) =>
  way.reduce(
    (d, j, k) => (k === 0 ? 0 : d + distanceNm(JUNCTIONS[way[k - 1] as Junction], JUNCTIONS[j])),
    0,
  );

describe('the sea-lane network', () => {
  it('leads into the ports of @pantau/domain: each way in ends at its port, or off the river mouth for a river port', () => {
    for (const p of PORT_ENTRIES) {
      const at = domainPosition(p.code);
      expect(at, p.code).toBeDefined();
      const end = p.path.at(-1) as LonLat;
      expect(distanceNm(end, at as LonLat), p.code).toBeLessThan(p.stop === 'moored' ? 6 : 55);
    }
    // Every district seat of SPEC §2 'DISNAV' has its port in the network, and the big ones.
    expect(PORT_ENTRIES.length).toBeGreaterThanOrEqual(28);
    for (const code of [
      'IDJKT',
      'IDSUB',
      'IDBLW',
      'IDUPG',
      'IDBPN',
      'IDCXP',
      'IDSOQ',
      'IDDJJ',
      'IDMKQ',
    ]) {
      expect(PORT_ENTRIES.map((p) => p.code)).toContain(code);
    }
  });

  it('joins every port to every other by the shortest way through the junctions', () => {
    for (const a of PORT_ENTRIES) {
      for (const b of PORT_ENTRIES) {
        if (a !== b)
          expect(shortestWay(a.junction, b.junction).length, `${a.code}-${b.code}`).toBeGreaterThan(
            0,
          );
      }
    }
    // Through the Java Sea rather than round Borneo: Jakarta to Makassar is under 800 nm.
    expect(wayLength(shortestWay('priok-off', 'makassar-sw'))).toBeLessThan(800);
    // Jakarta to Surabaya keeps to the Java Sea, round the Muria peninsula.
    expect(shortestWay('priok-off', 'madura-w')).toEqual([
      'priok-off',
      'java-w',
      'cirebon-off',
      'java-mid',
      'muria-n',
      'java-e',
      'madura-w',
    ]);
  });

  it('makes a voyage for every pair of ports, weighted by both, spreading wide at sea and narrow in the straits', () => {
    const voyages = voyageRoutes();
    const n = PORT_ENTRIES.length;
    expect(voyages).toHaveLength((n * (n - 1)) / 2);
    expect(voyages.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(VOYAGE_SHARE, 6);
    const priokSurabaya = voyages.find((r) => r.id === 'voyage-IDJKT-IDSUB');
    const sabangSorong = voyages.find((r) => r.id === 'voyage-IDSBG-IDSOQ');
    expect(priokSurabaya?.weight).toBeGreaterThan((sabangSorong?.weight ?? 0) * 20);
    for (const r of voyages) {
      expect(r.halfWidthsNm).toHaveLength(r.waypoints.length);
      expect(Math.max(...(r.halfWidthsNm ?? []))).toBeLessThanOrEqual(r.halfWidthNm);
      expect(r.ends.map((e) => e.stop)).not.toContain('none');
    }
    expect(halfWidthAt('batam')).toBeLessThan(0.5);
    expect(halfWidthAt('banda-mid')).toBe(OPEN_WATER_NM);
    for (const [a, b] of LEGS) expect(JUNCTIONS[a]).not.toEqual(JUNCTIONS[b]);
  });

  it('places a voyaging ship up to 3 nm off the line at sea, within 0.3 nm in the Singapore Strait', () => {
    const k = ROUTES.findIndex((r) => r.id === 'voyage-IDBTM-IDJKT');
    const track = makeTrack(ROUTES[k] as (typeof ROUTES)[number]);
    const base = makeFleet(1, 3).vessels[0] as NonNullable<
      ReturnType<typeof makeFleet>['vessels'][0]
    >;
    const vessel = {
      ...base,
      movement: { kind: 'route' as const, route: 0, along: 0, dir: 1 as const, offsetNm: 3 },
    };
    const off = (along: number): number => {
      const s = initialState(vessel, [track], START, 1);
      s.along = along;
      s.stopUntil = START;
      s.stop = 'none';
      const fix: Fix = { lon: 0, lat: 0, course: 0, speed: 0, stopped: 'none' };
      fixAt(vessel, [track], s, START, START, 1, fix);
      const line = pointAt(track, along, 1);
      return distanceNm([fix.lon, fix.lat], [line.lon, line.lat]);
    };
    // The leg from the Java Sea's west to Gaspar is open water; Batam's junction is narrow.
    const along = (p: LonLat) => {
      let best = 0;
      for (let d = 0; d <= track.length; d += 0.5) {
        const q = pointAt(track, d, 1);
        if (
          distanceNm([q.lon, q.lat], p) <
          distanceNm(
            ((): LonLat => {
              const b = pointAt(track, best, 1);
              return [b.lon, b.lat];
            })(),
            p,
          )
        )
          best = d;
      }
      return best;
    };
    expect(off(along(JUNCTIONS['java-sea-w']))).toBeGreaterThan(2.5);
    expect(off(along(JUNCTIONS.batam))).toBeLessThan(0.35);
  });
});

describe('the national picture', () => {
  it('anchors ships off the busy ports, each at its own spot, reporting at anchor (status 1)', () => {
    const fleet = makeFleet(3000, 1);
    const anchored = fleet.vessels.filter((v) => v.movement.kind === 'anchored');
    expect(anchored.length).toBeGreaterThan(60);
    const spots = new Set<string>();
    for (const v of anchored) {
      if (v.movement.kind !== 'anchored') continue;
      const a = ANCHORAGES[v.movement.anchorage];
      expect(distanceNm(v.movement.spot, a?.center ?? [0, 0])).toBeLessThanOrEqual(
        (a?.radiusNm ?? 0) + 1e-9,
      );
      spots.add(v.movement.spot.join(','));
    }
    expect(spots.size).toBe(anchored.length);
    expect(
      new Set(anchored.map((v) => (v.movement.kind === 'anchored' ? v.movement.anchorage : -1)))
        .size,
    ).toBe(ANCHORAGES.length);

    const sim = new Simulator({ vessels: 3000, seed: 1, start: START });
    const lines: string[] = [];
    for (let k = 1; k <= 240; k++) for (const l of sim.tick(START + k * 1000)) lines.push(l);
    const { messages } = decodeLines(lines);
    const mmsis = new Set(anchored.map((v) => v.mmsi));
    const statuses = messages.filter((m) => m.type <= 3 && mmsis.has(m.mmsi)).map((m) => m.status);
    expect(statuses.length).toBeGreaterThan(30);
    expect(new Set(statuses)).toEqual(new Set([1]));
  });

  it('spreads traffic over the whole archipelago, from Sabang to Merauke, not a few lines', () => {
    const sim = new Simulator({ vessels: 3000, seed: 1, start: START });
    const lines: string[] = [];
    for (let k = 1; k <= 300; k++) for (const l of sim.tick(START + k * 1000)) lines.push(l);
    const cells = new Set<string>();
    let west = 180;
    let east = -180;
    for (const m of decodeLines(lines).messages) {
      if (typeof m.lon !== 'number' || typeof m.lat !== 'number') continue;
      const [lon, lat] = [m.lon / 600000, m.lat / 600000];
      if (Math.abs(lon) > 180) continue;
      cells.add(`${Math.floor(lon)},${Math.floor(lat)}`);
      west = Math.min(west, lon);
      east = Math.max(east, lon);
    }
    // One-degree cells with traffic: the national picture covers the seas between the islands.
    expect(cells.size).toBeGreaterThan(150);
    expect(west).toBeLessThan(96);
    expect(east).toBeGreaterThan(139);
  });
});
