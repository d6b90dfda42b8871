import type { Layer, PickingInfo } from '@deck.gl/core';
import { PathStyleExtension, type PathStyleExtensionProps } from '@deck.gl/extensions';
import { IconLayer, PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { drawAtlas, tracePolygon, type IconAtlas } from './atlas.ts';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { FLAG_DIRECTION } from '../live/live.protocol.ts';
import { spriteSize, VesselPointsLayer } from './vessel-points.layer.ts';
import { mapZoomToSpec } from './zoom.ts';
import {
  CLUSTER_RGBA,
  HEADING_LINES_ABOVE_ZOOM,
  ICON_MIN_ZOOM,
  PLOT_RING_RGBA,
  PREDICTION_ABOVE_ZOOM,
  TRACK_RGB,
} from './marks.ts';
import { pictureOf, type VesselPicture } from './picture.ts';
import { rowsOf } from './rows.ts';
import { selectionRing } from './selection-ring.ts';
import { bubbleRadius, bubbleText, clusterVessels, type ClusterBubble } from './vessel-clusters.ts';

/**
 * The live vessels on the map, drawn by deck.gl interleaved with MapLibre (in the map's
 * WebGL context, above its layers), all from the worker's binary columns: rotated ship icons
 * (dots when zoomed far out or when the view is crowded), short heading lines above spec zoom 7,
 * dashed heading predictions above spec zoom 9 (SPEC §2, §9), the Plot Status rings and the
 * selected vessel's red circle. Loaded lazily, with the map. Only the vessels in view are here
 * at all: the server sends the viewport's. Zooms here are the spec's (`zoom.ts`).
 */

export type { VesselPicture };

export interface VesselScene {
  vessels: VesselPicture | null;
  selected: number | null;
  /** Map settings: Heading Prediction. */
  headingPrediction: boolean;
  /** Map settings: Plot Status. */
  plotStatus: boolean;
  /** Drawn faint (`VESSELS_DIMMED_OPACITY`), so a surface under them reads; the selected one stays. */
  dimmed?: boolean;
}

/** The vessels' opacity while a surface under them is to be read (Density). */
export const VESSELS_DIMMED_OPACITY = 0.3;

/** A vessel's 24 h track: solid where it was heard, dashed over gaps. */
export interface TrackPaths {
  solid: [number, number][][];
  dashed: [number, number][][];
}

const ICON_PX = 32;
/** Drawn size of a ship icon at full size (spec zoom 12 on), and of a crowded map's dot. */
const ICON_SIZE_PX = 18;
const DOT_SIZE_PX = 6;
/** Ship icons from `ICON_MIN_ZOOM` on, a zoom level each: they grow as the ground does. */
const ICON_SIZES_PX = [11, 13, 15, ICON_SIZE_PX] as const;
/** Dots up to `ICON_MIN_ZOOM`: small points nationally, so single ships stay apart. */
const DOT_SIZES_PX: Record<number, number> = { 6: 4, 7: 5, 8: DOT_SIZE_PX };
const NATIONAL_DOT_PX = 3;

/**
 * A vessel marker's size in CSS pixels at a spec zoom: a dot's across, or a ship icon's
 * height. Small points at national zoom, growing ships from harbour zoom.
 */
export function markerSize(zoom: number, icons: boolean): number {
  const level = Math.floor(zoom);
  if (icons) {
    const step = Math.min(Math.max(level - ICON_MIN_ZOOM, 0), ICON_SIZES_PX.length - 1);
    return ICON_SIZES_PX[step] ?? ICON_SIZE_PX;
  }
  return level < 6 ? NATIONAL_DOT_PX : (DOT_SIZES_PX[level] ?? DOT_SIZE_PX);
}
/** The hull's farthest point from the icon's centre, stroke included: 18.1 of 32 px. */
const HULL_REACH = 18.2 / ICON_PX;
/** The heading line's cell in the atlas: a 2 px line from the centre up, in a tall cell. */
const LINE_CELL = { width: 8, height: 64 };
/** Drawn height of the heading-line icon for a full-size ship: it reaches 24 px from the centre. */
const HEADING_LINE_PX = 48;
/** ... and for any marker: as far beyond it as for a full-size ship, 12 px at the least. */
export function headingLinePx(markerPx: number): number {
  return Math.max(24, (HEADING_LINE_PX * markerPx) / ICON_SIZE_PX);
}
const CLUSTER_TEXT_RGB: [number, number, number] = [255, 255, 255];

export { HEADING_LINES_ABOVE_ZOOM, ICON_MIN_ZOOM, PLOT_RING_RGBA, PREDICTION_ABOVE_ZOOM };

export const MODE_ICONS = 1;
export const MODE_HEADING_LINES = 2;
export const MODE_PREDICTION = 4;

/**
 * Which zoom-dependent layers a spec zoom shows. A crowded map (see `nextCrowded`) shows dots
 * only, at any zoom.
 */
export function modeAt(zoom: number, crowded = false): number {
  if (crowded) return 0;
  return (
    (zoom >= ICON_MIN_ZOOM ? MODE_ICONS : 0) |
    (zoom > HEADING_LINES_ABOVE_ZOOM ? MODE_HEADING_LINES : 0) |
    (zoom > PREDICTION_ABOVE_ZOOM ? MODE_PREDICTION : 0)
  );
}

/** The screen a ship icon takes: its point sprite, in CSS pixels. */
export const ICON_SPRITE_AREA_PX = spriteSize('icon', ICON_SIZE_PX, HULL_REACH) ** 2;
/**
 * Icons give way to dots once the vessels held (the server sends the view's) would cover
 * the map more than this many times over: a carpet of icons shows no single heading, and
 * costs every one of its pixels each frame (without a GPU, seconds a frame at 200,000).
 */
export const CROWD_COVER_DOTS = 15;
/** ... and come back below this (apart from the other, so a count near it does not flicker). */
export const CROWD_COVER_ICONS = 12;

/** How many times over `count` ship icons would cover a map of `widthPx` × `heightPx`. */
export function iconCover(count: number, widthPx: number, heightPx: number): number {
  return (count * ICON_SPRITE_AREA_PX) / Math.max(1, widthPx * heightPx);
}

/** Whether the map is crowded now, given whether it was and the icons' cover. */
export function nextCrowded(wasCrowded: boolean, cover: number): boolean {
  return wasCrowded ? cover >= CROWD_COVER_ICONS : cover > CROWD_COVER_DOTS;
}

/** The ship, bow up, in its 32-px frame. */
const HULL = [
  [16, 2],
  [25, 13],
  [24, 30],
  [8, 30],
  [7, 13],
] as const;

/** A small atlas drawn at runtime: a solid ship, a hollow one (bow up) and a heading line. */
let shipAtlasDrawn: IconAtlas | null = null;
/** The atlas, drawn once; null where there is no document to draw it in (unit tests). */
function shipAtlas(): IconAtlas | null {
  if (typeof document === 'undefined') return null;
  shipAtlasDrawn ??= drawShipAtlas();
  return shipAtlasDrawn;
}
function drawShipAtlas(): IconAtlas {
  return drawAtlas(ICON_PX * 2 + LINE_CELL.width, LINE_CELL.height, (ctx) => {
    const hull = (x0: number) => tracePolygon(ctx, x0, HULL);
    hull(0);
    ctx.fill();
    ctx.lineWidth = 4;
    hull(ICON_PX);
    ctx.stroke();
    ctx.fillRect(ICON_PX * 2 + LINE_CELL.width / 2 - 1, 0, 2, LINE_CELL.height / 2);
  });
}

const ICON_MAPPING = {
  ship: { x: 0, y: 0, width: ICON_PX, height: ICON_PX, mask: true },
  hollow: { x: ICON_PX, y: 0, width: ICON_PX, height: ICON_PX, mask: true },
  heading: { x: ICON_PX * 2, y: 0, ...LINE_CELL, mask: true },
};

/** [0, 2, 4, ...]: where each two-vertex prediction path starts, shared between frames. */
let pathStarts = new Uint32Array(0);
export function predictionStarts(count: number): Uint32Array {
  if (pathStarts.length < count) {
    pathStarts = new Uint32Array(Math.max(count, pathStarts.length * 2, 1024));
    for (let i = 0; i < pathStarts.length; i++) pathStarts[i] = 2 * i;
  }
  return pathStarts.subarray(0, count);
}

const dashed = new PathStyleExtension({ dash: true });

/** The track's layers, drawn under the vessels. */
export function trackLayers(track: TrackPaths): Layer[] {
  return [
    new PathLayer<[number, number][]>({
      id: 'track-solid',
      data: track.solid,
      getPath: (p) => p,
      getColor: TRACK_RGB,
      getWidth: 2,
      widthUnits: 'pixels',
    }),
    new PathLayer<[number, number][], PathStyleExtensionProps<[number, number][]>>({
      id: 'track-dashed',
      data: track.dashed,
      getPath: (p) => p,
      getColor: [...TRACK_RGB, 160],
      getWidth: 2,
      widthUnits: 'pixels',
      getDashArray: [4, 3],
      extensions: [dashed],
    }),
  ];
}

/** A picture's binary columns as the points layers take them. */
function pointColumns(vessels: VesselPicture) {
  return {
    length: vessels.count,
    attributes: {
      getPosition: { value: vessels.positions, size: 2 },
      getAngle: { value: vessels.angles, size: 1 },
      getColor: { value: vessels.colours, size: 4, normalized: true },
      getSolid: { value: vessels.solid, size: 1, normalized: true },
    },
  };
}

/**
 * Some vessels drawn again as full-size ships above everything else: the selected one, the
 * bookmarked, those with an alert waiting for a person. Whatever the zoom or the crowd, they
 * read on top (counted in a bubble or not).
 */
export function vesselMarks(id: string, vessels: VesselPicture, rows: readonly number[]): Layer {
  const picture = pictureOf(vessels, Uint32Array.from(rows));
  return new VesselPointsLayer({
    id,
    data: pointColumns(picture),
    atlas: shipAtlas(),
    solidFrame: ICON_MAPPING.ship,
    hollowFrame: ICON_MAPPING.hollow,
    shape: 'icon',
    size: ICON_SIZE_PX,
    reach: HULL_REACH,
  });
}

export { rowsOf };

/**
 * Draws the vessels: its atlas, made once, and whether the map is crowded (which holds
 * between calls, so a count near the threshold does not flicker).
 */
export interface VesselDrawer {
  /** Works the mode out again for a map size and spec zoom; answers whether it changed. */
  remode: (count: number, zoom: number, widthPx: number, heightPx: number) => boolean;
  layers: (scene: VesselScene) => Layer[];
}

/** What a drawer does when a vessel or a bubble of them is clicked. */
export interface VesselPicks {
  vessel: (mmsi: number | null) => void;
  /** A bubble: where its vessels are (the map zooms in there to tell them apart). */
  bubble?: (lon: number, lat: number) => void;
}

export function createVesselDrawer(onPick: VesselPicks['vessel'] | VesselPicks): VesselDrawer {
  const picks: VesselPicks = typeof onPick === 'function' ? { vessel: onPick } : onPick;
  const atlas = shipAtlas() ?? undefined;
  let crowded = false;
  let mode = 0;
  let level = 0;
  let picked: VesselPicture | null = null;
  // The bubbles of the last picture at the last zoom level: worked out once per frame of data.
  let cut: {
    of: VesselPicture;
    level: number;
    loose: VesselPicture;
    bubbles: ClusterBubble[];
  } | null = null;

  const pick = (info: PickingInfo) => {
    const v = picked;
    if (!v || info.index < 0 || info.index >= v.count) return false;
    picks.vessel(v.mmsi[info.index] ?? null);
    return true;
  };

  const clustered = (vessels: VesselPicture) => {
    if (cut?.of !== vessels || cut.level !== level) {
      const { loose, bubbles } = clusterVessels(vessels.positions, vessels.count, level);
      cut = {
        of: vessels,
        level,
        loose: bubbles.length === 0 ? vessels : pictureOf(vessels, loose),
        bubbles,
      };
    }
    return cut;
  };

  const layers = (scene: VesselScene): Layer[] => {
    const { selected } = scene;
    const opacity = scene.dimmed ? VESSELS_DIMMED_OPACITY : 1;
    if (!scene.vessels || scene.vessels.count === 0) {
      picked = null;
      return [];
    }
    const all = scene.vessels;
    const { loose: vessels, bubbles } = clustered(all);
    picked = vessels;
    const out: Layer[] = [];
    const icons = (mode & MODE_ICONS) !== 0;
    const size = markerSize(level, icons);
    const data = pointColumns(vessels);
    if ((mode & MODE_HEADING_LINES) !== 0) {
      const lineSize = headingLinePx(size);
      out.push(
        new IconLayer({
          id: 'heading-lines',
          data,
          iconAtlas: atlas,
          iconMapping: ICON_MAPPING,
          getIcon: () => 'heading',
          opacity,
          getSize: (_: unknown, { index }: { index: number }) =>
            ((vessels.flags[index] ?? 0) & FLAG_DIRECTION) !== 0 ? lineSize : 0,
          sizeUnits: 'pixels',
          updateTriggers: { getSize: [vessels, lineSize] },
        }),
      );
    }
    if (scene.headingPrediction && (mode & MODE_PREDICTION) !== 0) {
      // Binary paths: one two-vertex path per vessel, colours per vertex.
      const predictions = {
        length: vessels.count,
        startIndices: predictionStarts(vessels.count),
        attributes: {
          getPath: { value: vessels.predictions, size: 2 },
          getColor: { value: vessels.predictionColours, size: 4, normalized: true },
        },
      };
      out.push(
        new PathLayer<unknown, PathStyleExtensionProps>({
          id: 'heading-prediction',
          data: predictions,
          _pathType: 'open',
          getWidth: 1.5,
          widthUnits: 'pixels',
          getDashArray: [4, 4],
          extensions: [dashed],
          opacity,
        }),
      );
    }
    if (scene.plotStatus && all.plotRings.length > 0) {
      // A ring only for each vessel whose plot status is not good (the worker's compact list).
      out.push(
        new ScatterplotLayer({
          id: 'plot-status',
          data: {
            length: all.plotRings.length / 2,
            attributes: { getPosition: { value: all.plotRings, size: 2 } },
          },
          getRadius: 11,
          radiusUnits: 'pixels',
          filled: false,
          stroked: true,
          getLineColor: PLOT_RING_RGBA,
          getLineWidth: 2.5,
          lineWidthUnits: 'pixels',
        }),
      );
    }
    // One point per vessel, not one instance: see vessel-points.layer.ts. Dots when zoomed
    // far out or crowded (modeAt), stale and lost ones hollow as the icons.
    out.push(
      new VesselPointsLayer({
        id: icons ? 'vessels' : 'vessels-dots',
        data,
        atlas,
        solidFrame: ICON_MAPPING.ship,
        hollowFrame: ICON_MAPPING.hollow,
        shape: icons ? 'icon' : 'dot',
        size,
        reach: HULL_REACH,
        opacity,
        pickable: true,
        onClick: pick,
      }),
    );
    if (bubbles.length > 0) out.push(...bubbleLayers(bubbles, opacity, picks.bubble));
    if (selected !== null) {
      const at = all.mmsi.indexOf(selected);
      if (at >= 0) {
        out.push(
          vesselMarks('selected-vessel', all, [at]),
          selectionRing(
            'selected',
            [all.positions[2 * at] ?? 0, all.positions[2 * at + 1] ?? 0],
            14,
          ),
        );
      }
    }
    return out;
  };

  return {
    remode: (count, zoom, widthPx, heightPx) => {
      crowded = nextCrowded(crowded, iconCover(count, widthPx, heightPx));
      const next = modeAt(zoom, crowded);
      const nextLevel = Math.floor(zoom);
      const changed = next !== mode || nextLevel !== level;
      mode = next;
      level = nextLevel;
      return changed;
    },
    layers,
  };
}

/** The bubbles of counted vessels and their figures; a click zooms in on one. */
function bubbleLayers(
  bubbles: ClusterBubble[],
  opacity: number,
  onBubble: VesselPicks['bubble'],
): Layer[] {
  return [
    new ScatterplotLayer<ClusterBubble>({
      id: 'vessel-bubbles',
      data: bubbles,
      getPosition: (b) => [b.lon, b.lat],
      getRadius: (b) => bubbleRadius(b.count),
      radiusUnits: 'pixels',
      getFillColor: CLUSTER_RGBA,
      stroked: true,
      getLineColor: [255, 255, 255, 200],
      getLineWidth: 1.5,
      lineWidthUnits: 'pixels',
      opacity,
      pickable: onBubble !== undefined,
      onClick: (info: PickingInfo<ClusterBubble>) => {
        if (!info.object || !onBubble) return false;
        onBubble(info.object.lon, info.object.lat);
        return true;
      },
    }),
    new TextLayer<ClusterBubble>({
      id: 'vessel-bubble-counts',
      data: bubbles,
      getPosition: (b) => [b.lon, b.lat],
      getText: (b) => bubbleText(b.count),
      getSize: 11,
      sizeUnits: 'pixels',
      getColor: CLUSTER_TEXT_RGB,
      fontWeight: 700,
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
      characterSet: '0123456789.k',
      opacity,
    }),
  ];
}

/** The mode's inputs from a map: the vessels' count, its spec zoom and its size. */
export function remodeFor(drawer: VesselDrawer, map: MapLibreMap, count: number): boolean {
  const canvas = map.getCanvas();
  return drawer.remode(
    count,
    mapZoomToSpec(map.getZoom()),
    canvas.clientWidth,
    canvas.clientHeight,
  );
}

export interface VesselOverlay {
  render: (scene: VesselScene) => void;
  remove: () => void;
}

/**
 * The vessels alone on their own deck.gl overlay, redrawn as the zoom changes what they show
 * (the bench draws them so; the app draws them with the other layers: `DeckLayers.tsx`).
 */
export function createVesselOverlay(
  map: MapLibreMap,
  onPick: VesselPicks['vessel'] | VesselPicks,
): VesselOverlay {
  const drawer = createVesselDrawer(onPick);
  const overlay = new MapLibreOverlay({ interleaved: true, layers: [] });
  map.addControl(overlay);
  let scene: VesselScene = {
    vessels: null,
    selected: null,
    headingPrediction: false,
    plotStatus: false,
  };
  const draw = () => overlay.setProps({ layers: drawer.layers(scene) });
  const onView = () => {
    if (remodeFor(drawer, map, scene.vessels?.count ?? 0)) draw();
  };
  map.on('zoom', onView);
  map.on('resize', onView);
  return {
    render: (next) => {
      scene = next;
      remodeFor(drawer, map, scene.vessels?.count ?? 0);
      draw();
    },
    remove: () => {
      map.off('zoom', onView);
      map.off('resize', onView);
      try {
        overlay.finalize();
      } catch {
        // The map let go of its controls already.
      }
    },
  };
}
