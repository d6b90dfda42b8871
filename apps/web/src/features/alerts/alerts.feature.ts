import type { WebFeature } from '../feature.ts';
import { AlertLive } from './AlertLive.tsx';
import { AlertTool } from './AlertTool.tsx';

/**
 * Alerts (SPEC §2.26, §4, §6): the toolbar's bell with the open count, the Alert dialog, the
 * live pushes with their sounds, and the bookmark-alert toasts.
 */
export const alertsFeature: WebFeature = {
  name: 'alerts',
  tools: [{ name: 'alerts', order: 5, Tool: AlertTool }],
  overlays: [{ slot: 'hidden', order: 10, Overlay: AlertLive }],
};
