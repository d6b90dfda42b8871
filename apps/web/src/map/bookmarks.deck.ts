import type { Layer } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import { drawAtlas, tracePolygon, type IconAtlas } from './atlas.ts';
import { BOOKMARK_RGB } from './marks.ts';
import { rowsOf, vesselMarks, type VesselPicture } from './vessels.deck.ts';

export { BOOKMARK_RGB };

/**
 * Layers drawn with the live vessels (loaded lazily with them): the yellow circle of each
 * bookmarked vessel (SPEC §2 'yellow when bookmarked'; the selected one's is red) and the
 * vessel replay's marker. Bookmarked vessels are found in the worker's MMSI column: a list
 * of row indices, no object per vessel.
 */

const PLAYBACK_RGB: [number, number, number] = [124, 58, 237];

/** The rows of `vessels` whose MMSI is bookmarked. */
export const bookmarkedRows = rowsOf;

/** Each bookmarked vessel in view: its ship on top of the rest, in a yellow circle. */
export function bookmarkLayers(
  vessels: VesselPicture | null,
  bookmarked: ReadonlySet<number>,
): Layer[] {
  if (!vessels || bookmarked.size === 0) return [];
  const rows = rowsOf(vessels, bookmarked);
  if (rows.length === 0) return [];
  return [
    vesselMarks('bookmarked-vessels', vessels, rows),
    new ScatterplotLayer<number>({
      id: 'bookmarked',
      data: rows,
      getPosition: (i) => [vessels.positions[2 * i] ?? 0, vessels.positions[2 * i + 1] ?? 0],
      getRadius: 18,
      radiusUnits: 'pixels',
      filled: false,
      stroked: true,
      getLineColor: BOOKMARK_RGB,
      getLineWidth: 3,
      lineWidthUnits: 'pixels',
      updateTriggers: { getPosition: vessels },
    }),
  ];
}

export interface PlaybackMarker {
  lat: number;
  lon: number;
  bearing: number | null;
}

/** An arrow, bow up, for the replay marker (drawn once, at first use). */
function arrowAtlas(): IconAtlas {
  return drawAtlas(32, 32, (ctx) => {
    tracePolygon(ctx, 0, [
      [16, 1],
      [28, 30],
      [16, 23],
      [4, 30],
    ]);
    ctx.fill();
  });
}
let atlas: IconAtlas | null = null;

/** Where the vessel replay is: a violet ring and an arrow along the vessel's heading. */
export function playbackLayers(point: PlaybackMarker | null): Layer[] {
  if (!point) return [];
  atlas ??= arrowAtlas();
  return [
    new ScatterplotLayer<PlaybackMarker>({
      id: 'playback-ring',
      data: [point],
      getPosition: (p) => [p.lon, p.lat],
      getRadius: 12,
      radiusUnits: 'pixels',
      getFillColor: [...PLAYBACK_RGB, 60],
      stroked: true,
      getLineColor: PLAYBACK_RGB,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
    new IconLayer<PlaybackMarker>({
      id: 'playback-arrow',
      data: [point],
      iconAtlas: atlas,
      iconMapping: { arrow: { x: 0, y: 0, width: 32, height: 32, mask: true } },
      getIcon: () => 'arrow',
      getPosition: (p) => [p.lon, p.lat],
      getAngle: (p) => -(p.bearing ?? 0),
      getColor: PLAYBACK_RGB,
      getSize: 16,
      sizeUnits: 'pixels',
    }),
  ];
}
