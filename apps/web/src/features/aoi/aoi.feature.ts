import { IconPolygon } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { AOI_LAYERS } from './aoi.layers.ts';
import { AoiPanel } from './AoiPanel.tsx';
import { ZonaAoiDialog } from './ZonaAoiDialog.tsx';
import { ZonaRestore } from './ZonaRestore.tsx';

/**
 * Areas of interest (SPEC §2.4): the AOI panel (draw or type an area, 'Tampilkan Zona AOI'),
 * the ticked and the plotted areas on the map under the vessels, and LIST ZONA AOI. Hidden
 * from visitors (SPEC §6: `aoi.use`), which the server enforces.
 */
export const aoiFeature: WebFeature = {
  name: 'aoi',
  actions: [
    panelAction({
      name: 'aoi',
      label: 'aoi.actions.aoi.label',
      icon: IconPolygon,
      capability: 'aoi.use',
      description: 'aoi.actions.aoi.description',
      Panel: AoiPanel,
      order: 40,
      width: 380,
    }),
  ],
  layers: AOI_LAYERS,
  overlays: [
    { slot: 'hidden', order: 50, Overlay: ZonaAoiDialog },
    { slot: 'bottomLeft', order: 50, Overlay: ZonaRestore },
  ],
};
