import { IconListDetails } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { UserLogsPanel } from './UserLogsPanel.tsx';

/** User Logs (SPEC §2.28): the audit log, per day, in the user menu. */
export const auditFeature: WebFeature = {
  name: 'audit',
  actions: [
    panelAction({
      name: 'userLogs',
      label: 'audit.entry.label',
      icon: IconListDetails,
      capability: 'audit.view',
      description: 'audit.entry.description',
      Panel: UserLogsPanel,
      places: ['userMenu'],
      width: 900,
      order: 120,
    }),
  ],
};
