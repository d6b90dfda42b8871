import { decodeLines } from '@pantau/ais';
import { LAND_REGION } from '@pantau/contracts';
import { AREAS, ROUTES, Simulator } from '@pantau/sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { LandIndex } from '../../testing/land-index.ts';
import { cutLand } from './land-cut.ts';
import { landSource } from './region.ts';

/**
 * The demo traffic against the land the map draws (issue #32 point 6): the built-in
 * simulator's national fleet of 20,000 vessels for one simulated hour, every position report
 * decoded from its NMEA and looked up in the base map's land (the shipped 10 m OpenStreetMap
 * land, cut to the region as the tile server cuts it).
 */

const VESSELS = 20_000;
const HOUR_MS = 3_600_000;
const TICK_MS = 10_000;
const START = Date.UTC(2026, 11, 1, 6, 0, 0);
/** Raw AIS positions are in 1/10,000 minute. */
const DEG = 600_000;

/** Two ships this close (metres) at two reports running count as too close. */
const CLOSE_M = 50;
/** Another ship's last position counts for this long (class B reports every 30 s). */
const FRESH_MS = 30_000;
const CELL_DEG = 0.0005;

/**
 * Pairs of ships within `CLOSE_M` of each other at more than one report in a row: at each
 * report, the ship's distance to every other ship's last fresh position nearby (a grid of
 * about 55 m); a pair close at one report and still close at the next is counted once.
 */
export class ClosePairs {
  readonly #last = new Map<number, { lon: number; lat: number; t: number; cell: string }>();
  readonly #cells = new Map<string, Set<number>>();
  readonly #close = new Map<string, number>();
  /** The pairs found, as 'mmsi:mmsi' with where they were. */
  readonly found = new Map<string, string>();

  report(mmsi: number, lon: number, lat: number, t: number): void {
    const before = this.#last.get(mmsi);
    if (before) this.#cells.get(before.cell)?.delete(mmsi);
    const i = Math.floor(lon / CELL_DEG);
    const j = Math.floor(lat / CELL_DEG);
    const cell = `${i}:${j}`;
    this.#last.set(mmsi, { lon, lat, t, cell });
    const here = this.#cells.get(cell) ?? new Set<number>();
    here.add(mmsi);
    this.#cells.set(cell, here);
    const near = new Set<number>();
    const mPerDegLon = 111_320 * Math.cos((lat * Math.PI) / 180);
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const other of this.#cells.get(`${i + di}:${j + dj}`) ?? []) {
          const o = this.#last.get(other);
          if (other === mmsi || !o || t - o.t > FRESH_MS) continue;
          if (Math.hypot((o.lon - lon) * mPerDegLon, (o.lat - lat) * 110_570) < CLOSE_M) {
            near.add(other);
          }
        }
      }
    }
    for (const key of this.#close.keys()) {
      const [a, b] = key.split(':').map(Number);
      if ((a === mmsi && !near.has(b as number)) || (b === mmsi && !near.has(a as number))) {
        this.#close.delete(key);
      }
    }
    for (const other of near) {
      const key = mmsi < other ? `${mmsi}:${other}` : `${other}:${mmsi}`;
      const reports = (this.#close.get(key) ?? 0) + 1;
      this.#close.set(key, reports);
      if (reports === 2 && !this.found.has(key)) {
        this.found.set(key, `${lon.toFixed(4)},${lat.toFixed(4)}`);
      }
    }
  }

  /** A ship at anchor or at its berth: it neither counts nor is counted. */
  leave(mmsi: number): void {
    const before = this.#last.get(mmsi);
    if (before) this.#cells.get(before.cell)?.delete(mmsi);
    this.#last.delete(mmsi);
  }
}

interface Hour {
  positions: number;
  /** Reports on land, with the vessel's route or area, by place (0.05°). */
  onLand: Map<string, number>;
  /** Close pairs among the ferries, fast boats, ships in port approaches and boats in areas. */
  close: ClosePairs;
}

function simulatedHour(land: LandIndex): Hour {
  const sim = new Simulator({ vessels: VESSELS, seed: 1, start: START });
  const byMmsi = new Map(sim.vessels.map((v) => [v.mmsi, v]));
  const hour: Hour = { positions: 0, onLand: new Map(), close: new ClosePairs() };
  // Timetabled routes and areas' patches keep their ships apart; the lanes do not yet.
  const kept = new Set(
    sim.vessels
      .filter(({ movement: m }) =>
        m.kind === 'route' ? ROUTES[m.route]?.service !== undefined : m.kind === 'wander',
      )
      .map((v) => v.mmsi),
  );
  for (let t = START + TICK_MS; t <= START + HOUR_MS; t += TICK_MS) {
    const { messages } = decodeLines(sim.tick(t));
    for (const m of messages) {
      if (m.type !== 1 && m.type !== 2 && m.type !== 3 && m.type !== 18) continue;
      if (typeof m.lon !== 'number' || typeof m.lat !== 'number') continue;
      hour.positions++;
      const lon = m.lon / DEG;
      const lat = m.lat / DEG;
      // Navigational status 1 at anchor, 5 moored.
      if (kept.has(m.mmsi)) {
        if (m.status === 1 || m.status === 5) hour.close.leave(m.mmsi);
        else hour.close.report(m.mmsi, lon, lat, t);
      }
      if (!land.onLand(lon, lat)) continue;
      const movement = byMmsi.get(m.mmsi)?.movement;
      const where =
        movement?.kind === 'route'
          ? (ROUTES[movement.route]?.id ?? '?')
          : movement?.kind === 'wander'
            ? (AREAS[movement.area]?.id ?? '?')
            : (movement?.kind ?? '?');
      const key = `${where} near ${lon.toFixed(2)},${lat.toFixed(2)}`;
      hour.onLand.set(key, (hour.onLand.get(key) ?? 0) + 1);
    }
  }
  return hour;
}

describe('the simulated national fleet on the base map', () => {
  let hour: Hour;
  beforeAll(() => {
    const { land } = cutLand(landSource().path, LAND_REGION);
    hour = simulatedHour(new LandIndex(land, LAND_REGION));
  }, 300_000);

  it('reports every position of an hour at 20,000 vessels at sea, none on land', () => {
    // About 5 million reports: 10 s apart under way (class A), 30 s (class B), 3 min at rest.
    expect(hour.positions).toBeGreaterThan(4_000_000);
    expect(Object.fromEntries(hour.onLand)).toEqual({});
  });

  it('keeps ferries, fast boats, ships in port approaches and boats in their areas 50 m apart', () => {
    expect(Object.fromEntries(hour.close.found)).toEqual({});
  });
});

describe('close pairs', () => {
  it('counts two ships side by side at two reports, once, and not a ship passing', () => {
    const pairs = new ClosePairs();
    const t0 = START;
    // 1 and 2 sail together at 2 kn, 30 m apart; 3 passes 40 m from them at one report only.
    for (let k = 0; k < 4; k++) {
      const lon = 110 + k * 0.0001;
      pairs.report(1, lon, -5, t0 + k * 10_000);
      pairs.report(2, lon, -5 + 30 / 110_570, t0 + k * 10_000 + 1);
    }
    pairs.report(3, 110.0003, -5 - 40 / 110_570, t0 + 30_002);
    pairs.report(3, 110.01, -5, t0 + 40_000);
    expect([...pairs.found.keys()]).toEqual(['1:2']);
  });

  it('forgets a pair that drew apart, and ships at anchor or berth', () => {
    const pairs = new ClosePairs();
    pairs.report(1, 110, -5, START);
    pairs.report(2, 110, -5.0002, START + 1);
    pairs.report(1, 110, -5.01, START + 10_000);
    pairs.report(2, 110, -5.0002, START + 10_001);
    pairs.leave(4);
    pairs.report(4, 110, -5.01, START + 10_002);
    pairs.leave(4);
    pairs.report(1, 110, -5.01, START + 20_000);
    expect([...pairs.found.keys()]).toEqual([]);
  });
});
