import type { Layer, PickingInfo } from '@deck.gl/core';
import { PathStyleExtension, type PathStyleExtensionProps } from '@deck.gl/extensions';
import { IconLayer, PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { drawAtlas, tracePolygon, type IconAtlas } from './atlas.ts';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { FLAG_DIRECTION } from '../live/live.protocol.ts';
import { spriteSize, VesselPointsLayer } from './vessel-points.layer.ts';
import { mapZoomToSpec } from './zoom.ts';
import { selectionRing } from './selection-ring.ts';

/**
 * The live vessels on the map, drawn by deck.gl interleaved with MapLibre (in the map's
 * WebGL context, above its layers), all from the worker's binary columns: rotated ship icons
 * (dots when zoomed far out or when the view is crowded), short heading lines above spec zoom 7,
 * dashed heading predictions above spec zoom 9 (SPEC §2, §9), the Plot Status rings and the
 * selected vessel's red circle. Loaded lazily, with the map. Only the vessels in view are here
 * at all: the server sends the viewport's. Zooms here are the spec's (`zoom.ts`).
 */

/** What the vessel layers draw: columns from the live worker, nothing per vessel. */
export interface VesselPicture {
  count: number;
  positions: Float32Array;
  angles: Float32Array;
  predictions: Float32Array;
  predictionColours: Uint8Array;
  colours: Uint8Array;
  solid: Uint8Array;
  flags: Uint8Array;
  /** Positions of the vessels whose plot status is not good (see `VesselColumns`). */
  plotRings: Float32Array;
  mmsi: Uint32Array;
}

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

/** Below this spec zoom vessels are dots; from it on, ship icons rotated by heading. */
export const ICON_MIN_ZOOM = 6;
/** SPEC §2, §9: heading lines above zoom 7. */
export const HEADING_LINES_ABOVE_ZOOM = 7;
/** SPEC §2, §9: heading predictions only above zoom 9. */
export const PREDICTION_ABOVE_ZOOM = 9;
const ICON_PX = 32;
/** Drawn size of a ship icon, and of a dot (across). */
const ICON_SIZE_PX = 18;
const DOT_SIZE_PX = 6;
/** The hull's farthest point from the icon's centre, stroke included: 18.1 of 32 px. */
const HULL_REACH = 18.2 / ICON_PX;
/** The heading line's cell in the atlas: a 2 px line from the centre up, in a tall cell. */
const LINE_CELL = { width: 8, height: 64 };
/** Drawn height of the heading-line icon: the line reaches 24 px from the vessel's centre. */
const HEADING_LINE_PX = 48;
const TRACK_RGB: [number, number, number] = [20, 60, 160];
/** The Plot Status ring (SPEC §2: overlay for vessels whose plot status is not good). */
export const PLOT_RING_RGBA: [number, number, number, number] = [255, 160, 0, 255];

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
function shipAtlas(): IconAtlas {
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

/**
 * Draws the vessels: its atlas, made once, and whether the map is crowded (which holds
 * between calls, so a count near the threshold does not flicker).
 */
export interface VesselDrawer {
  /** Works the mode out again for a map size and spec zoom; answers whether it changed. */
  remode: (count: number, zoom: number, widthPx: number, heightPx: number) => boolean;
  layers: (scene: VesselScene) => Layer[];
}

export function createVesselDrawer(onPick: (mmsi: number | null) => void): VesselDrawer {
  const atlas = shipAtlas();
  let crowded = false;
  let mode = 0;
  let picked: VesselPicture | null = null;

  const pick = (info: PickingInfo) => {
    const v = picked;
    if (!v || info.index < 0 || info.index >= v.count) return false;
    onPick(v.mmsi[info.index] ?? null);
    return true;
  };

  const layers = (scene: VesselScene): Layer[] => {
    const { vessels, selected } = scene;
    const opacity = scene.dimmed ? VESSELS_DIMMED_OPACITY : 1;
    picked = vessels;
    if (!vessels || vessels.count === 0) return [];
    const out: Layer[] = [];
    const data = {
      length: vessels.count,
      attributes: {
        getPosition: { value: vessels.positions, size: 2 },
        getAngle: { value: vessels.angles, size: 1 },
        getColor: { value: vessels.colours, size: 4, normalized: true },
      },
    };
    if ((mode & MODE_HEADING_LINES) !== 0) {
      out.push(
        new IconLayer({
          id: 'heading-lines',
          data,
          iconAtlas: atlas,
          iconMapping: ICON_MAPPING,
          getIcon: () => 'heading',
          opacity,
          getSize: (_: unknown, { index }: { index: number }) =>
            ((vessels.flags[index] ?? 0) & FLAG_DIRECTION) !== 0 ? HEADING_LINE_PX : 0,
          sizeUnits: 'pixels',
          updateTriggers: { getSize: vessels },
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
    if (scene.plotStatus && vessels.plotRings.length > 0) {
      // A ring only for each vessel whose plot status is not good (the worker's compact list).
      out.push(
        new ScatterplotLayer({
          id: 'plot-status',
          data: {
            length: vessels.plotRings.length / 2,
            attributes: { getPosition: { value: vessels.plotRings, size: 2 } },
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
    const icons = (mode & MODE_ICONS) !== 0;
    const points = {
      length: vessels.count,
      attributes: {
        ...data.attributes,
        getSolid: { value: vessels.solid, size: 1, normalized: true },
      },
    };
    out.push(
      new VesselPointsLayer({
        id: icons ? 'vessels' : 'vessels-dots',
        data: points,
        atlas,
        solidFrame: ICON_MAPPING.ship,
        hollowFrame: ICON_MAPPING.hollow,
        shape: icons ? 'icon' : 'dot',
        size: icons ? ICON_SIZE_PX : DOT_SIZE_PX,
        reach: HULL_REACH,
        opacity,
        pickable: true,
        onClick: pick,
      }),
    );
    if (selected !== null) {
      const at = vessels.mmsi.indexOf(selected);
      if (at >= 0) {
        out.push(
          selectionRing(
            'selected',
            [vessels.positions[2 * at] ?? 0, vessels.positions[2 * at + 1] ?? 0],
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
      const changed = next !== mode;
      mode = next;
      return changed;
    },
    layers,
  };
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
  onPick: (mmsi: number | null) => void,
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
