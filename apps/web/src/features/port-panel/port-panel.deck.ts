import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';

/**
 * The port info panel's layers, loaded with the map: the open port's 30 NM AIS radius as a
 * dashed-free outline, and during Port History the vessels' paths so far and where each is.
 */

export interface RadiusInput {
  ring: [number, number][];
}

export interface HistoryInput {
  key: string;
  paths: { mmsi: number; path: [number, number][] }[];
  dots: { mmsi: number; at: [number, number] }[];
}

const RADIUS_COLOUR: [number, number, number, number] = [28, 126, 214, 200];
const PATH_COLOUR: [number, number, number, number] = [230, 119, 0, 170];
const DOT_COLOUR: [number, number, number, number] = [230, 73, 0, 255];

export function radiusLayers(input: RadiusInput | null): Layer[] {
  if (!input) return [];
  return [
    new PathLayer<{ path: [number, number][] }>({
      id: 'port-panel-radius',
      data: [{ path: input.ring }],
      getPath: (d) => d.path,
      getColor: RADIUS_COLOUR,
      getWidth: 1.5,
      widthUnits: 'pixels',
      pickable: false,
    }),
  ];
}

export function historyLayers(input: HistoryInput | null): Layer[] {
  if (!input || (input.paths.length === 0 && input.dots.length === 0)) return [];
  return [
    new PathLayer<HistoryInput['paths'][number]>({
      id: 'port-panel-history-paths',
      data: input.paths,
      getPath: (d) => d.path,
      getColor: PATH_COLOUR,
      getWidth: 2,
      widthUnits: 'pixels',
      pickable: false,
      updateTriggers: { getPath: input.key },
    }),
    new ScatterplotLayer<HistoryInput['dots'][number]>({
      id: 'port-panel-history-dots',
      data: input.dots,
      getPosition: (d) => d.at,
      getFillColor: DOT_COLOUR,
      getRadius: 5,
      radiusUnits: 'pixels',
      stroked: true,
      getLineColor: [255, 255, 255, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
      pickable: false,
      updateTriggers: { getPosition: input.key },
    }),
  ];
}
