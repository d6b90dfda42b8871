import type { WebFeature } from '../feature.ts';
import { MapSettingsMenu } from './MapSettingsMenu.tsx';

/** Map settings (SPEC §2, §3): Heading Prediction, Plot Status, Show Live Only, per user. */
export const settingsFeature: WebFeature = {
  name: 'settings',
  tools: [{ name: 'map-settings', order: 50, Tool: MapSettingsMenu }],
};
