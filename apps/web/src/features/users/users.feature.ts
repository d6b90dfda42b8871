import { IconUsersGroup } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { UserManagementPanel } from './UserManagementPanel.tsx';

/** USER MANAGEMENT (SPEC §2.30): add, edit, activate and delete accounts. */
export const usersFeature: WebFeature = {
  name: 'users',
  actions: [
    panelAction({
      name: 'userManagement',
      label: 'users.entry.label',
      icon: IconUsersGroup,
      capability: 'users.manage',
      description: 'users.entry.description',
      Panel: UserManagementPanel,
      width: 820,
      order: 110,
    }),
  ],
};
