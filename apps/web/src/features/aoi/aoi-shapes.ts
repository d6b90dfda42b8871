import { AOI_RADIUS_MAX_M, aoiPolygonProblem } from '@pantau/domain';
import {
  boundsOf,
  circleRing,
  DISTANCE_UNITS,
  parseDmsLines,
  parseDmsPair,
  type Bounds,
  type DistanceUnit,
} from '@pantau/geo';
import type { Feature, Polygon } from 'geojson';
import type { MessageKey } from '../../i18n/i18n.ts';

/** An area's shape as the server takes it: [lon, lat] degrees, a radius in metres. */
export type AoiShape =
  | { type: 'Polygon'; coordinates: [number, number][]; pointNames?: string[] }
  | { type: 'Circle'; center: [number, number]; radiusM: number };

/** Why Plot refused: the field it is about and the message (a key, or a rule's own words). */
export interface PlotError {
  field: 'coordinates' | 'radius';
  message: { key: MessageKey } | { text: string };
}

export type PlotResult = { ok: true; shape: AoiShape } | { ok: false; error: PlotError };

const DMS_ERRORS = {
  format: 'aoi.errors.format',
  minPoints: 'common.minPoints',
  minUnique: 'common.minUnique',
} as const satisfies Record<string, MessageKey>;

const fail = (field: PlotError['field'], message: PlotError['message']): PlotResult => ({
  ok: false,
  error: { field, message },
});

/**
 * Plot (SPEC §4 'AOI creation', §5 'Polygon coordinates'): a Polygon from its DMS lines
 * (closed automatically), a Circle from one DMS coordinate and a radius in `unit`.
 */
export function plotShape(input: {
  type: 'Polygon' | 'Circle';
  coordinates: string;
  radius: string;
  radiusUnit: DistanceUnit;
}): PlotResult {
  if (input.type === 'Polygon') {
    const parsed = parseDmsLines(input.coordinates);
    if (!parsed.ok) return fail('coordinates', { key: DMS_ERRORS[parsed.error.code] });
    const problem = aoiPolygonProblem(parsed.ring);
    if (problem) return fail('coordinates', { text: problem });
    return {
      ok: true,
      shape: {
        type: 'Polygon',
        coordinates: parsed.ring,
        pointNames: ringNames(
          parsed.points.map((p) => p.name),
          parsed.ring.length,
        ),
      },
    };
  }
  const center = parseDmsPair(input.coordinates);
  if (!center) return fail('coordinates', { key: DMS_ERRORS.format });
  const radius = Number(input.radius.trim().replace(',', '.'));
  const radiusM = radius * DISTANCE_UNITS[input.radiusUnit].metres;
  if (input.radius.trim() === '' || !Number.isFinite(radius) || radius <= 0) {
    return fail('radius', { key: 'aoi.errors.radius' });
  }
  if (radiusM > AOI_RADIUS_MAX_M) return fail('radius', { key: 'aoi.errors.radiusMax' });
  return { ok: true, shape: { type: 'Circle', center, radiusM } };
}

/** One name per point of the ring: the first point's name again where the ring was closed here. */
function ringNames(names: string[], ringLength: number): string[] {
  return names.length < ringLength ? [...names, names[0] ?? ''] : names;
}

/** The shape's outline as a closed ring of [lon, lat]. */
export function shapeRing(shape: AoiShape): [number, number][] {
  if (shape.type === 'Circle') return circleRing(shape.center, shape.radiusM);
  const ring = shape.coordinates;
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || (first[0] === last[0] && first[1] === last[1])) return ring;
  return [...ring, first];
}

/** The box around the shape: what zoom-to-area fits the map to. */
export function shapeBounds(shape: AoiShape): Bounds | null {
  return boundsOf(shapeRing(shape));
}

/** The shape as a GeoJSON polygon feature (for the map), named. */
export function shapeFeature(shape: AoiShape, name: string): Feature<Polygon> {
  return {
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Polygon', coordinates: [shapeRing(shape)] },
  };
}

/**
 * A polygon drawn on the map (terra-draw's closed ring) as a shape, or the rule it breaks
 * (fewer than 3 distinct corners, edges that cross) in the rule's own words.
 */
export function drawnShape(
  ring: readonly (readonly number[])[],
): { ok: true; shape: AoiShape } | { ok: false; problem: string } {
  const coordinates = ring.flatMap((p): [number, number][] =>
    typeof p[0] === 'number' && typeof p[1] === 'number' ? [[p[0], p[1]]] : [],
  );
  const problem = aoiPolygonProblem(coordinates);
  return problem === null
    ? { ok: true, shape: { type: 'Polygon', coordinates } }
    : { ok: false, problem };
}
