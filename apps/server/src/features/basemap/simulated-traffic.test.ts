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

interface Hour {
  positions: number;
  /** Reports on land, with the vessel's route or area, by place (0.05°). */
  onLand: Map<string, number>;
}

function simulatedHour(land: LandIndex): Hour {
  const sim = new Simulator({ vessels: VESSELS, seed: 1, start: START });
  const byMmsi = new Map(sim.vessels.map((v) => [v.mmsi, v]));
  const hour: Hour = { positions: 0, onLand: new Map() };
  for (let t = START + TICK_MS; t <= START + HOUR_MS; t += TICK_MS) {
    const { messages } = decodeLines(sim.tick(t));
    for (const m of messages) {
      if (m.type !== 1 && m.type !== 2 && m.type !== 3 && m.type !== 18) continue;
      if (typeof m.lon !== 'number' || typeof m.lat !== 'number') continue;
      hour.positions++;
      const lon = m.lon / DEG;
      const lat = m.lat / DEG;
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
});
