import { IconAnchor } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { DataPortPanel, WIDTH } from './DataPortPanel.tsx';
import { PoiCard } from './PoiCard.tsx';
import { POI_LAYERS } from './poi.layers.ts';

/**
 * Ports and points of interest (issue #14): the registry's POIs drawn per SPEC §3 display
 * group with a LAYERS & MAP switch each, decluttered below harbour zoom; the POI info card;
 * DATA PORT/PELABUHAN on the rail.
 */
export const portsFeature: WebFeature = {
  name: 'ports',
  actions: [
    panelAction({
      name: 'dataPort',
      label: 'ports.actions.dataPort.label',
      icon: IconAnchor,
      capability: null,
      description: 'ports.dataPort.description',
      Panel: DataPortPanel,
      width: WIDTH + 30,
      order: 70,
    }),
  ],
  layers: POI_LAYERS,
  cards: { poi: PoiCard },
};
