import type { Layer, PickingInfo } from '@deck.gl/core';
import {
  IconLayer,
  LineLayer,
  PathLayer,
  ScatterplotLayer,
  type IconLayerProps,
} from '@deck.gl/layers';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The live vessels on the map, drawn by deck.gl over MapLibre (overlaid mode, its own
 * canvas): rotated ship icons from binary columns, dots when zoomed far out, the selected
 * vessel's red circle and its track. Loaded lazily, with the map.
 */

/** What the vessel layers draw: columns from the live worker, nothing per vessel. */
export interface VesselPicture {
  count: number;
  positions: Float32Array;
  angles: Float32Array;
  ends: Float32Array;
  colours: Uint8Array;
  solid: Uint8Array;
  mmsi: Uint32Array;
}

export interface VesselScene {
  vessels: VesselPicture | null;
  selected: number | null;
  headingLines: boolean;
  track: { solid: [number, number][][]; dashed: [number, number][][] } | null;
}

/** Below this zoom vessels are dots; from it on, ship icons rotated by heading. */
export const ICON_MIN_ZOOM = 5;
/** SPEC §2: heading lines above zoom 7. */
export const HEADING_LINES_MIN_ZOOM = 7;
const ICON_PX = 32;
const TRACK_RGB: [number, number, number] = [20, 60, 160];

/** A small atlas drawn at runtime: a solid ship and a hollow one, bow up (north). */
function shipAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = ICON_PX * 2;
  canvas.height = ICON_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const hull = (x0: number) => {
    ctx.beginPath();
    ctx.moveTo(x0 + 16, 2);
    ctx.lineTo(x0 + 25, 13);
    ctx.lineTo(x0 + 24, 30);
    ctx.lineTo(x0 + 8, 30);
    ctx.lineTo(x0 + 7, 13);
    ctx.closePath();
  };
  ctx.fillStyle = '#fff';
  ctx.strokeStyle = '#fff';
  hull(0);
  ctx.fill();
  ctx.lineWidth = 4;
  hull(ICON_PX);
  ctx.stroke();
  return canvas;
}

const ICON_MAPPING = {
  ship: { x: 0, y: 0, width: ICON_PX, height: ICON_PX, mask: true },
  hollow: { x: ICON_PX, y: 0, width: ICON_PX, height: ICON_PX, mask: true },
};

export interface VesselOverlay {
  render: (scene: VesselScene) => void;
  remove: () => void;
}

export function createVesselOverlay(
  map: MapLibreMap,
  onPick: (mmsi: number | null) => void,
): VesselOverlay {
  const atlas = shipAtlas();
  const overlay = new MapLibreOverlay({
    interleaved: false,
    layers: [],
    getCursor: ({ isHovering, isDragging }) =>
      isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab',
  });
  map.addControl(overlay);
  let scene: VesselScene = { vessels: null, selected: null, headingLines: false, track: null };
  const modeAt = (zoom: number) =>
    (zoom >= ICON_MIN_ZOOM ? 1 : 0) + (zoom >= HEADING_LINES_MIN_ZOOM ? 2 : 0);
  let mode = modeAt(map.getZoom());

  const pick = (info: PickingInfo) => {
    const v = scene.vessels;
    if (!v || info.index < 0 || info.index >= v.count) return false;
    onPick(v.mmsi[info.index] ?? null);
    return true;
  };

  const layers = (): Layer[] => {
    const out: Layer[] = [];
    const { vessels, selected, track } = scene;
    const iconMode = (mode & 1) !== 0;
    if (track) {
      out.push(
        new PathLayer<[number, number][]>({
          id: 'track-solid',
          data: track.solid,
          getPath: (p) => p,
          getColor: TRACK_RGB,
          getWidth: 2,
          widthUnits: 'pixels',
        }),
        new PathLayer<[number, number][]>({
          id: 'track-dashed',
          data: track.dashed,
          getPath: (p) => p,
          getColor: [...TRACK_RGB, 160],
          getWidth: 2,
          widthUnits: 'pixels',
        }),
      );
    }
    if (vessels && vessels.count > 0) {
      const data = {
        length: vessels.count,
        attributes: {
          getPosition: { value: vessels.positions, size: 2 },
          getAngle: { value: vessels.angles, size: 1 },
          getColor: { value: vessels.colours, size: 4, normalized: true },
          getFillColor: { value: vessels.colours, size: 4, normalized: true },
        },
      };
      if (scene.headingLines && (mode & 2) !== 0) {
        out.push(
          new LineLayer({
            id: 'heading-lines',
            data: {
              length: vessels.count,
              attributes: {
                getSourcePosition: { value: vessels.positions, size: 2 },
                getTargetPosition: { value: vessels.ends, size: 2 },
                getColor: { value: vessels.colours, size: 4, normalized: true },
              },
            },
            getWidth: 1.5,
            widthUnits: 'pixels',
          }),
        );
      }
      out.push(
        iconMode
          ? new IconLayer({
              id: 'vessels',
              data,
              // deck.gl takes a canvas as an image prop (a data URL would need CSP's img
              // fetch); its types name only a URL or a texture.
              iconAtlas: atlas as unknown as NonNullable<IconLayerProps['iconAtlas']>,
              iconMapping: ICON_MAPPING,
              getIcon: (_: unknown, { index }: { index: number }) =>
                vessels.solid[index] === 1 ? 'ship' : 'hollow',
              getSize: 18,
              sizeUnits: 'pixels',
              pickable: true,
              onClick: pick,
              updateTriggers: { getIcon: vessels },
            })
          : new ScatterplotLayer({
              id: 'vessels-dots',
              data,
              getRadius: 3,
              radiusUnits: 'pixels',
              radiusMinPixels: 2,
              pickable: true,
              onClick: pick,
            }),
      );
      if (selected !== null) {
        const at = vessels.mmsi.indexOf(selected);
        if (at >= 0) {
          out.push(
            new ScatterplotLayer<number>({
              id: 'selected',
              data: [at],
              getPosition: (i) => [
                vessels.positions[2 * i] ?? 0,
                vessels.positions[2 * i + 1] ?? 0,
              ],
              getRadius: 14,
              radiusUnits: 'pixels',
              filled: false,
              stroked: true,
              getLineColor: [240, 20, 20],
              getLineWidth: 3,
              lineWidthUnits: 'pixels',
            }),
          );
        }
      }
    }
    return out;
  };

  const draw = () => overlay.setProps({ layers: layers() });
  const onZoom = () => {
    const next = modeAt(map.getZoom());
    if (next !== mode) {
      mode = next;
      draw();
    }
  };
  map.on('zoom', onZoom);

  return {
    render: (next) => {
      scene = next;
      draw();
    },
    remove: () => {
      map.off('zoom', onZoom);
      // When the map itself is being removed, it has let go of its controls already.
      try {
        overlay.finalize();
      } catch {
        // Nothing left to remove.
      }
    },
  };
}
