import type { WebFeature } from '../feature.ts';
import { PortPanelOverlay } from './PortPanel.tsx';
import { PORT_PANEL_LAYERS } from './port-panel.layers.ts';

/**
 * The port info panel (SPEC §2.20, issue #15): a panel of its own over the map, opened by the
 * ports feature for a registry port or Kantor Disnav (`openPortPanel`, from `index.ts`); it draws the open port's 30 NM
 * radius and its Port History. Its MONITORING, CCTV, VHF, RADAR and WEATHER tabs are filled by
 * the features that declare `portTabs`.
 */
export const portPanelFeature: WebFeature = {
  name: 'port-panel',
  layers: PORT_PANEL_LAYERS,
  overlays: [{ slot: 'panel', order: 10, Overlay: PortPanelOverlay }],
};
