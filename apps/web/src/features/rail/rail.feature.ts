import { IconAnchor, IconEye, IconLifebuoy, IconPolygon } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { FramePanel } from './FramePanel.tsx';

/** The rail's entries whose screens later issues build: each panel says what it will hold. */
export const railFramesFeature: WebFeature = {
  name: 'rail-frames',
  actions: [
    panelAction({
      name: 'beritaSar',
      label: 'BERITA SAR',
      icon: IconLifebuoy,
      capability: null,
      description:
        'Search-and-rescue news from Basarnas, with PDF export, arrives with the SAR issue.',
      Panel: FramePanel,
      order: 10,
    }),
    panelAction({
      name: 'aoi',
      label: 'AOI',
      icon: IconPolygon,
      capability: 'aoi.use',
      description: 'Drawing and managing areas of interest arrives with the Geofences issue.',
      Panel: FramePanel,
      order: 40,
    }),
    panelAction({
      name: 'dataPort',
      label: 'DATA PORT/PELABUHAN',
      icon: IconAnchor,
      capability: null,
      description: 'Port data, vessels in port radius and port CCTV arrive with the Ports issue.',
      Panel: FramePanel,
      order: 70,
    }),
    panelAction({
      name: 'pantauKapal',
      label: 'PANTAU KAPAL',
      icon: IconEye,
      capability: null,
      description:
        'The vessel watch list with bookmarks and notes arrives with the Watch List issue.',
      Panel: FramePanel,
      order: 80,
    }),
  ],
};
