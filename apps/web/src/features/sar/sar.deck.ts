import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';

/**
 * SAR assist's layers, loaded with the map: the scene as a red marker and the ring of the
 * radius searched around it.
 */

export interface AssistDrawing {
  scene: [number, number];
  ring: [number, number][];
}

const RING_COLOUR: [number, number, number, number] = [224, 49, 49, 220];
const SCENE_COLOUR: [number, number, number, number] = [224, 49, 49, 255];
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

/** The scene and its ring, or nothing while SAR assist is closed or has no scene yet. */
export function assistLayers(input: AssistDrawing | null): Layer[] {
  if (!input) return [];
  return [
    new PathLayer<{ path: [number, number][] }>({
      id: 'sar-assist-ring',
      data: [{ path: input.ring }],
      getPath: (d) => d.path,
      getColor: RING_COLOUR,
      getWidth: 2,
      widthUnits: 'pixels',
      pickable: false,
    }),
    new ScatterplotLayer<{ at: [number, number] }>({
      id: 'sar-assist-scene',
      data: [{ at: input.scene }],
      getPosition: (d) => d.at,
      getFillColor: SCENE_COLOUR,
      getRadius: 7,
      radiusUnits: 'pixels',
      stroked: true,
      getLineColor: WHITE,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      pickable: false,
    }),
  ];
}
