import { IconBell } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { AlertLive } from './AlertLive.tsx';
import { ALERT_LAYERS } from './alerts.layers.ts';
import { AlertMenuPanel } from './AlertMenuPanel.tsx';
import { VesselAlertsSection } from './VesselAlertsSection.tsx';
import { AlertTool } from './AlertTool.tsx';

/**
 * Alerts (SPEC §2.26, §4, §6): the toolbar's bell with the open count, the Alert dialog, the
 * live pushes with their sounds, the bookmark-alert toasts, the user menu's ALERT entry, and
 * a ring on the map round each vessel whose alarm or warning waits for a person.
 */
export const alertsFeature: WebFeature = {
  name: 'alerts',
  tools: [{ name: 'alerts', order: 5, Tool: AlertTool }],
  overlays: [{ slot: 'hidden', order: 10, Overlay: AlertLive }],
  cardSections: { vessel: VesselAlertsSection },
  layers: ALERT_LAYERS,
  actions: [
    panelAction({
      name: 'alert',
      label: 'alerts.menu.label',
      icon: IconBell,
      capability: 'alerts.view',
      description: 'alerts.menu.description',
      Panel: AlertMenuPanel,
      places: ['userMenu'],
      order: 10,
    }),
  ],
};
