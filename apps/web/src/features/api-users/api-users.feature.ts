import { IconApi } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { ManageApiPanel } from './ManageApiPanel.tsx';

/** MANAGE API: the accounts other systems call the API with. */
export const apiUsersFeature: WebFeature = {
  name: 'api-users',
  actions: [
    panelAction({
      name: 'manageApi',
      label: 'apiUsers.entry.label',
      icon: IconApi,
      capability: 'apiUsers.manage',
      description: 'apiUsers.entry.description',
      Panel: ManageApiPanel,
      width: 760,
      order: 100,
    }),
  ],
};
