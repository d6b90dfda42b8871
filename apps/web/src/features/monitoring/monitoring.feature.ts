import type { WebFeature } from '../feature.ts';
import { MonitoringTab } from './MonitoringTab.tsx';

/** Monitoring (SPEC §2.21): the port panel's MONITORING tab and its dialog. */
export const monitoringFeature: WebFeature = {
  name: 'monitoring',
  portTabs: { monitoring: { Tab: MonitoringTab } },
};
