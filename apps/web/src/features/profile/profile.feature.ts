import { IconUserCircle } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

/** PROFILE: your account and changing your password (not for shared accounts, SPEC §6). */
export const profileFeature: WebFeature = {
  name: 'profile',
  actions: [
    panelAction({
      name: 'profile',
      label: 'profile.entry.label',
      icon: IconUserCircle,
      capability: null,
      description: 'profile.entry.description',
      Panel: ProfilePanel,
      places: ['rail', 'userMenu'],
      notShared: true,
      width: 380,
      menuLabel: 'profile.entry.menuLabel',
      order: 90,
    }),
  ],
};
