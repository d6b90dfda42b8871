import type { WebFeature } from '../feature.ts';
import { DensityPanel } from './DensityPanel.tsx';
import { DensityTool } from './DensityTool.tsx';
import { DENSITY_LAYERS } from './density.layers.ts';

/**
 * Vessel density (SPEC §2.3, §9): the toolbar's Density switch, its panel (period, vessel
 * types, clusters, opacity, exports) and the layer (heatmap and banded clusters).
 */
export const densityFeature: WebFeature = {
  name: 'density',
  tools: [{ name: 'density', order: 65, Tool: DensityTool }],
  layers: DENSITY_LAYERS,
  overlays: [{ slot: 'topRight', order: 20, Overlay: DensityPanel }],
};
