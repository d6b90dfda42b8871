import { IconFilter } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { FilterKapalPanel } from './FilterKapalPanel.tsx';
import { LiveMapTool } from './LiveMapTool.tsx';
import { LiveStatus, VesselCount } from './LiveStatus.tsx';
import { VesselPanel } from './VesselPanel.tsx';
import { VESSEL_LAYERS } from './vessels.layers.ts';
import { vesselSearch } from './vessels.search.ts';

/**
 * The live vessels: their layers, the vessel panel (card of a selected vessel), FILTER KAPAL,
 * the top-left live bar, the count under the search bar, Live Map Mode and the Vessel search.
 */
export const vesselsFeature: WebFeature = {
  name: 'vessels',
  actions: [
    panelAction({
      name: 'filterKapal',
      label: 'vessels.actions.filterKapal.label',
      icon: IconFilter,
      capability: null,
      description: 'vessels.actions.filterKapal.description',
      Panel: FilterKapalPanel,
      order: 20,
    }),
  ],
  tools: [{ name: 'live-map', order: 60, Tool: LiveMapTool }],
  layers: VESSEL_LAYERS,
  cards: { vessel: VesselPanel },
  overlays: [
    { slot: 'topLeft', order: 10, Overlay: LiveStatus },
    { slot: 'topCenter', order: 10, Overlay: VesselCount },
  ],
  search: [vesselSearch],
};
