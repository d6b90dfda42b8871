import { IconFocus2, IconStack2 } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { assetSearch } from './assets.search.ts';
import { LegendTool } from './Legend.tsx';
import { PLACE_LAYERS } from './places.layers.ts';
import { FocusZoomPanel, LayersPanel } from './panels.tsx';
import { PointerCoords } from './PointerCoords.tsx';
import { QuickZoom } from './QuickZoom.tsx';
import { RulerTool } from './Ruler.tsx';
import { BaseMapTool, ThemeTool, ZoomTools } from './tools.tsx';

/**
 * The map's own tools: zoom, centre, the whole country, ruler, base map, legend and theme in
 * the toolbar; LAYERS & MAP
 * and FOCUS ZOOM on the rail; quick zooms and the pointer position; the Others search; the
 * base map's place names.
 */
export const mapFeature: WebFeature = {
  name: 'map',
  actions: [
    panelAction({
      name: 'layers',
      label: 'map.actions.layers.label',
      icon: IconStack2,
      capability: null,
      description: 'map.actions.layers.description',
      Panel: LayersPanel,
      order: 30,
    }),
    panelAction({
      name: 'focusZoom',
      label: 'map.actions.focusZoom.label',
      icon: IconFocus2,
      capability: null,
      description: 'map.actions.focusZoom.description',
      Panel: FocusZoomPanel,
      order: 60,
    }),
  ],
  tools: [
    { name: 'zoom', order: 10, Tool: ZoomTools },
    { name: 'ruler', order: 40, Tool: RulerTool },
    { name: 'base-map', order: 70, Tool: BaseMapTool },
    { name: 'legend', order: 75, Tool: LegendTool },
    { name: 'theme', order: 80, Tool: ThemeTool },
  ],
  overlays: [
    { slot: 'bottomCenter', order: 10, Overlay: QuickZoom },
    { slot: 'bottomLeft', order: 10, Overlay: PointerCoords },
  ],
  search: [assetSearch],
  layers: PLACE_LAYERS,
};
