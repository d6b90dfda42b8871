import { IconLifebuoy } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { BeritaSarPanel } from './BeritaSarPanel.tsx';
import { SAR_LAYERS } from './sar.layers.ts';

/**
 * BERITA SAR (SPEC §2.14), first on the rail: Basarnas' search-and-rescue news of a
 * period with their victims and a PDF of them, and SAR assist, the vessels that can reach a
 * scene (its marker and radius drawn over the vessels while it is open).
 */
export const sarFeature: WebFeature = {
  name: 'sar',
  actions: [
    panelAction({
      name: 'beritaSar',
      label: 'sar.actions.beritaSar.label',
      icon: IconLifebuoy,
      capability: null,
      description: 'sar.actions.beritaSar.description',
      Panel: BeritaSarPanel,
      width: 560,
      order: 10,
    }),
  ],
  layers: SAR_LAYERS,
};
