/**
 * Who hears a vessel: terrestrial AIS (shore stations, within VHF reach of the coast) or only
 * satellite AIS (S-AIS) far offshore. The shore stations are the coastal places the simulator
 * already knows: every port and anchorage at a route's end (the network's ports, the
 * hand-drawn approaches and ferry crossings), the anchorages off the busy ports, and the ports
 * of `@pantau/domain` the network reads its positions from (the district ports and the World
 * Port Index's Indonesian ports): Indonesia's shore stations stand at its ports.
 */
import { PORTS, WPI_INDONESIA } from '@pantau/domain';
import { ANCHORAGES } from './anchorages.ts';
import { distanceNm, type LonLat } from './geodesy.ts';
import { ROUTES } from './routes.ts';

/**
 * How far a shore station hears a ship, nautical miles. AIS is VHF, so its reach is the
 * radio horizon between the station's antenna and the ship's: a mast of some 50 m on a
 * headland and a ship's antenna of 15–20 m see each other about 25–30 NM off, and
 * refraction over warm tropical water usually carries class A reports further; operators
 * count on roughly 40 NM from a station.
 */
export const TERRESTRIAL_RANGE_NM = 40;

/** Stations closer together than this are one (a port's berth and its anchorage). */
const SAME_STATION_NM = 2;

function shoreStations(): LonLat[] {
  const points: LonLat[] = ANCHORAGES.map((a) => a.center);
  for (const r of ROUTES) {
    const first = r.waypoints[0];
    const last = r.waypoints[r.waypoints.length - 1];
    if (r.ends[0].stop !== 'none' && first) points.push(first);
    if (r.ends[1].stop !== 'none' && last) points.push(last);
  }
  for (const p of PORTS) points.push([p.position[0], p.position[1]]);
  for (const w of WPI_INDONESIA) points.push([w[4], w[5]]);
  const out: LonLat[] = [];
  for (const p of points) {
    if (!out.some((q) => distanceNm(p, q) < SAME_STATION_NM)) out.push(p);
  }
  return out;
}

/** Where terrestrial AIS stations listen: the ports and anchorages of the simulated picture. */
export const SHORE_STATIONS: readonly LonLat[] = shoreStations();

/**
 * A grid of 1° cells, each listing the stations whose reach may touch it, so a position is
 * measured against a handful of stations rather than all of them.
 */
const GRID = { lon0: 90, lat0: -15, cols: 56, rows: 26 } as const;
const CELLS: readonly (readonly number[])[] = (() => {
  const cells: number[][] = Array.from({ length: GRID.cols * GRID.rows }, () => []);
  // A degree of latitude is 60 NM; a degree of longitude less, by the cosine of the latitude
  // (Indonesia lies within 12° of the equator): the box a station's reach fits in.
  const dLat = TERRESTRIAL_RANGE_NM / 60;
  const dLon = dLat / Math.cos((12 * Math.PI) / 180);
  SHORE_STATIONS.forEach(([lon, lat], k) => {
    const c0 = Math.max(0, Math.floor(lon - dLon - GRID.lon0));
    const c1 = Math.min(GRID.cols - 1, Math.floor(lon + dLon - GRID.lon0));
    const r0 = Math.max(0, Math.floor(lat - dLat - GRID.lat0));
    const r1 = Math.min(GRID.rows - 1, Math.floor(lat + dLat - GRID.lat0));
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells[r * GRID.cols + c]?.push(k);
  });
  return cells;
})();

/**
 * Whether a position is within reach of a shore station (`TERRESTRIAL_RANGE_NM` of any of
 * `SHORE_STATIONS`): a vessel there is heard by terrestrial AIS, elsewhere only by satellite.
 */
export function terrestrialCoverage(lon: number, lat: number): boolean {
  const c = Math.floor(lon - GRID.lon0);
  const r = Math.floor(lat - GRID.lat0);
  if (c < 0 || c >= GRID.cols || r < 0 || r >= GRID.rows) return false;
  for (const k of CELLS[r * GRID.cols + c] as readonly number[]) {
    if (distanceNm([lon, lat], SHORE_STATIONS[k] as LonLat) <= TERRESTRIAL_RANGE_NM) return true;
  }
  return false;
}
