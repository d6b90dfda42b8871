import { IconListDetails } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { UserLogsPanel } from './UserLogsPanel.tsx';

/** User Logs (SPEC §2.28): the audit log, per day, in the user menu. */
export const auditFeature: WebFeature = {
  name: 'audit',
  actions: [
    panelAction({
      name: 'userLogs',
      label: 'User Logs',
      icon: IconListDetails,
      capability: 'audit.view',
      description: 'The audit log: who did what, per day (times in UTC+7).',
      Panel: UserLogsPanel,
      places: ['userMenu'],
      width: 900,
      order: 120,
    }),
  ],
};
