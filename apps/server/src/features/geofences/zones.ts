import {
  boundsOf,
  circleBounds,
  distanceToRingM,
  flattenRing,
  segmentCrossesLine,
  segmentDistanceToPointM,
  signedDistanceToCircleM,
  signedDistanceToRingM,
  type Bounds,
  type LonLat,
} from '@pantau/geo';

/**
 * A zone as a provider gives it: an AOI, a port boundary, a published lane or zone, (later)
 * the ZEE. `Line` zones (lanes, heading lines) have no inside: a vessel crossing one is a
 * 'cross'.
 */
export type ZoneShape =
  | { type: 'Polygon'; ring: readonly LonLat[] }
  | { type: 'Circle'; center: LonLat; radiusM: number }
  | { type: 'Line'; line: readonly LonLat[] };

export interface ZoneDef {
  /** The provider's own id of the zone (an AOI id, a UN/LOCODE, a feature id). */
  id: string | number;
  name: string;
  shape: ZoneShape;
}

/** Who a zone event and a membership are about: `key` is `provider:id`, unique. */
export interface ZoneRef {
  key: string;
  provider: string;
  id: string | number;
  name: string;
}

/**
 * A zone made ready for the engine: its box (grown by the hysteresis distance, so a point
 * outside the box is clearly outside the zone), the signed distance of a point to its
 * boundary, and whether a track meets it.
 */
export interface CompiledZone extends ZoneRef {
  /** The shape as JSON: a zone whose shape changed keeps its members only if the same. */
  shapeKey: string;
  box: Bounds;
  /** Signed metres to the boundary, positive inside; lines are never inside. */
  depth: (lon: number, lat: number) => number;
  /** Whether the straight track a→b meets the zone. */
  meets: (aLon: number, aLat: number, bLon: number, bLat: number) => boolean;
  /** The vessels inside now, with the time each became a member. */
  members: Map<number, number>;
  /** The engine's mark that this zone was already looked at for the current report. */
  seen: number;
}

const M_PER_DEG = 111_195;

function grow(b: Bounds, marginM: number): Bounds {
  const widest = Math.max(Math.abs(b[1]), Math.abs(b[3]));
  const dLat = marginM / M_PER_DEG;
  const dLon = dLat / Math.max(0.01, Math.cos((widest * Math.PI) / 180));
  return [b[0] - dLon, b[1] - dLat, b[2] + dLon, b[3] + dLat];
}

const inBox = (b: Bounds, lon: number, lat: number) =>
  lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3];

/** Compiles a provider's zone; null when its shape has no extent (it cannot be met). */
export function compileZone(provider: string, def: ZoneDef, marginM: number): CompiledZone | null {
  const ref = { key: `${provider}:${def.id}`, provider, id: def.id, name: def.name };
  const shape = def.shape;
  const base = { ...ref, shapeKey: JSON.stringify(shape), members: new Map(), seen: 0 };
  if (shape.type === 'Circle') {
    const { center, radiusM } = shape;
    return {
      ...base,
      box: grow(circleBounds(center, radiusM), marginM),
      depth: (lon, lat) => signedDistanceToCircleM(lon, lat, center, radiusM),
      meets: (aLon, aLat, bLon, bLat) =>
        segmentDistanceToPointM(aLon, aLat, bLon, bLat, center) <= radiusM,
    };
  }
  const points = shape.type === 'Polygon' ? shape.ring : shape.line;
  const bounds = boundsOf(points);
  if (!bounds || points.length < 2) return null;
  const box = grow(bounds, marginM);
  if (shape.type === 'Polygon') {
    const ring = flattenRing(points);
    return {
      ...base,
      box,
      depth: (lon, lat) =>
        inBox(box, lon, lat) ? signedDistanceToRingM(lon, lat, ring) : -Infinity,
      meets: (aLon, aLat, bLon, bLat) => segmentCrossesLine(aLon, aLat, bLon, bLat, ring),
    };
  }
  const line = Float64Array.from(points.flat());
  return {
    ...base,
    box,
    depth: (lon, lat) => (inBox(box, lon, lat) ? -distanceToRingM(lon, lat, line) : -Infinity),
    meets: (aLon, aLat, bLon, bLat) => segmentCrossesLine(aLon, aLat, bLon, bLat, line),
  };
}
