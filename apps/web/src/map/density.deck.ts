import type { Layer } from '@deck.gl/core';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';

/**
 * Vessel density on the map (SPEC §2.3, §9): a heatmap of the cells (blur 18 + radius 8 px:
 * deck.gl's kernel radius is their sum, as OpenLayers draws a point's radius then blurs it
 * over `blur` more pixels) and the clusters as discs coloured by band. Loaded lazily.
 */
export interface DensityPicture {
  /** Cells: lon, lat pairs and their weight (hours per km²). */
  cells: { positions: Float32Array; weights: Float32Array; count: number };
  /** Clusters: lon, lat pairs, colours RGBA, radii px. */
  clusters: { positions: Float32Array; colours: Uint8Array; radii: Float32Array; count: number };
  opacity: number;
  blur: number;
  radius: number;
}

const HEAT_RANGE: [number, number, number][] = [
  [47, 128, 237],
  [39, 174, 96],
  [242, 201, 76],
  [242, 153, 74],
  [235, 87, 87],
  [180, 30, 30],
];

export function densityLayers(p: DensityPicture): Layer[] {
  return [
    new HeatmapLayer({
      id: 'density-heat',
      data: {
        length: p.cells.count,
        attributes: {
          getPosition: { value: p.cells.positions, size: 2 },
          getWeight: { value: p.cells.weights, size: 1 },
        },
      },
      radiusPixels: p.radius + p.blur,
      colorRange: HEAT_RANGE,
      opacity: p.opacity * 0.8,
      aggregation: 'SUM',
    }),
    new ScatterplotLayer({
      id: 'density-clusters',
      data: {
        length: p.clusters.count,
        attributes: {
          getPosition: { value: p.clusters.positions, size: 2 },
          getFillColor: { value: p.clusters.colours, size: 4 },
          getRadius: { value: p.clusters.radii, size: 1 },
        },
      },
      radiusUnits: 'pixels',
      stroked: true,
      getLineColor: [255, 255, 255, 200],
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
      opacity: p.opacity,
    }),
  ];
}

/** Density Trajectorial: each cell a square of its band's colour. */
export interface TrajectorialCell {
  west: number;
  south: number;
  size: number;
  colour: [number, number, number, number];
}

export function trajectorialLayers(cells: readonly TrajectorialCell[], opacity: number): Layer[] {
  return [
    new SolidPolygonLayer<TrajectorialCell>({
      id: 'density-trajectorial',
      data: cells,
      getPolygon: (c) => [
        [c.west, c.south],
        [c.west + c.size, c.south],
        [c.west + c.size, c.south + c.size],
        [c.west, c.south + c.size],
      ],
      getFillColor: (c) => c.colour,
      opacity,
    }),
  ];
}
