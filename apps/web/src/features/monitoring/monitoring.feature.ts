import type { WebFeature } from '../feature.ts';
import { MonitoringTab } from './MonitoringTab.tsx';

/** Monitoring (SPEC §2.21): the port panel's MONITORING tab and its dialog. */
export const monitoringFeature: WebFeature = {
  name: 'monitoring',
  portTabs: [{ id: 'monitoring', order: 30, label: 'monitoring.portTab', Tab: MonitoringTab }],
};
