import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Natural Earth land from the `world-atlas` package, made fit for MapLibre.
 *
 * topojson-client stitches rings that cross the antimeridian, so a ring may jump from
 * +180 to -180 and back. MapLibre would fill those jumps as bands across the whole world;
 * we unwrap each ring so its longitudes run continuously (beyond ±180 where needed, which
 * MapLibre wraps itself), close rings that go round a pole along that pole, and rewind the
 * rings the way GeoJSON (RFC 7946) wants them: outer rings anticlockwise, holes clockwise.
 */

/** Makes longitudes continuous: a step of more than 180° is taken the short way round. */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  let prev: number | undefined;
  for (const [lon = 0, lat = 0] of ring) {
    if (prev !== undefined) {
      const step = lon + shift - prev;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    const x = lon + shift;
    out.push([x, lat]);
    prev = x;
  }
  return out;
}

/**
 * A ring that goes once round a pole ends 360° away from where it started. Close it by
 * running along the pole (the edge of the map) back to its start.
 */
export function closeRoundPole(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return ring;
  const gap = (last[0] ?? 0) - (first[0] ?? 0);
  if (Math.abs(gap) < 180) return ring;
  const meanLat = ring.reduce((sum, p) => sum + (p[1] ?? 0), 0) / ring.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...ring, [last[0] ?? 0, pole], [first[0] ?? 0, pole], [first[0] ?? 0, first[1] ?? 0]];
}

/** Twice the signed planar area: positive when the ring runs anticlockwise. */
export function signedArea2(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (!a || !b) continue;
    sum += (a[0] ?? 0) * (b[1] ?? 0) - (b[0] ?? 0) * (a[1] ?? 0);
  }
  return sum;
}

function wind(ring: Position[], anticlockwise: boolean): Position[] {
  return signedArea2(ring) > 0 === anticlockwise ? ring : [...ring].reverse();
}

function shiftRing(ring: Position[], by: number): Position[] {
  return by === 0 ? ring : ring.map(([x = 0, y = 0]) => [x + by, y]);
}

function lonRange(ring: readonly Position[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const [x = 0] of ring) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  return [min, max];
}

/**
 * Unwraps, closes and rewinds one polygon, then puts it in one world: the outer ring
 * starts within [-180, 180) and each hole sits inside the outer ring's longitudes (an
 * unwrapped ring may have started east of the antimeridian and landed a world away from
 * its holes, which MapLibre would then drop).
 */
export function fixPolygon(rings: readonly Position[][]): Position[][] {
  const [first, ...rest] = rings;
  if (!first) return [];
  let outer = closeRoundPole(unwrapRing(first));
  const [outerMin] = lonRange(outer);
  outer = shiftRing(outer, -360 * Math.floor((outerMin + 180) / 360));
  const [min] = lonRange(outer);
  const holes = rest.map((ring) => {
    const hole = closeRoundPole(unwrapRing(ring));
    const [holeMin] = lonRange(hole);
    return wind(shiftRing(hole, -360 * Math.floor((holeMin - min) / 360)), false);
  });
  return [wind(outer, true), ...holes];
}

export type LandCollection = FeatureCollection<MultiPolygon | Polygon>;

/** Turns the world-atlas topology (object `land`) into GeoJSON MapLibre fills correctly. */
export function landFromTopology(topology: Topology): LandCollection {
  const object = topology.objects['land'];
  if (!object) throw new Error('world-atlas topology has no "land" object');
  const collection = feature(topology, object as GeometryCollection);
  const features: Feature<MultiPolygon | Polygon>[] = [];
  for (const f of collection.features) {
    const g = f.geometry;
    if (g.type === 'MultiPolygon') {
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: g.coordinates.map(fixPolygon) },
      });
    } else if (g.type === 'Polygon') {
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: fixPolygon(g.coordinates) },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
