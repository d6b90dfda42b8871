import { IconLifebuoy } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { FramePanel } from './FramePanel.tsx';

/** The rail's entries whose screens later issues build: each panel says what it will hold. */
export const railFramesFeature: WebFeature = {
  name: 'rail-frames',
  actions: [
    panelAction({
      name: 'beritaSar',
      label: 'rail.actions.beritaSar.label',
      icon: IconLifebuoy,
      capability: null,
      description: 'rail.actions.beritaSar.description',
      Panel: FramePanel,
      order: 10,
    }),
  ],
};
