import { IconEye } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { PantauKapalPanel } from './PantauKapalPanel.tsx';
import { RegistrySection } from './RegistrySection.tsx';
import { VesselRecordsSection } from './VesselRecordsSection.tsx';

/**
 * PANTAU KAPAL (SPEC §2.8) on the rail, with Rekap Kapal Pantau (SPEC §2.9) inside it, and
 * Detail Kapal's Registrasi Kapal, PKK and SPB tables.
 */
export const pantauKapalFeature: WebFeature = {
  name: 'pantau-kapal',
  actions: [
    panelAction({
      name: 'pantauKapal',
      label: 'pantauKapal.actions.pantauKapal.label',
      icon: IconEye,
      capability: null,
      description: 'pantauKapal.description',
      Panel: PantauKapalPanel,
      width: 900,
      order: 80,
    }),
  ],
  detailSections: [VesselRecordsSection],
  cardSections: { vessel: RegistrySection },
};
