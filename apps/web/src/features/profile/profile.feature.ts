import { IconUserCircle } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

/** PROFILE: your account and changing your password (not for shared accounts, SPEC §6). */
export const profileFeature: WebFeature = {
  name: 'profile',
  actions: [
    panelAction({
      name: 'profile',
      label: 'PROFILE',
      icon: IconUserCircle,
      capability: null,
      description: 'Your account, and changing your password.',
      Panel: ProfilePanel,
      places: ['rail', 'userMenu'],
      notShared: true,
      width: 380,
      menuLabel: 'Profile',
      order: 90,
    }),
  ],
};
