import { IconDatabase } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { SourcesPanel } from './SourcesPanel.tsx';

/** DATA SOURCE (SPEC §2.5): the AIS sources, their status from the live socket, FILTER AIS. */
export const sourcesFeature: WebFeature = {
  name: 'sources',
  actions: [
    panelAction({
      name: 'dataSource',
      label: 'sources.entry.label',
      icon: IconDatabase,
      capability: 'sources.view',
      description: 'sources.entry.description',
      Panel: SourcesPanel,
      width: 480,
      order: 50,
    }),
  ],
};
