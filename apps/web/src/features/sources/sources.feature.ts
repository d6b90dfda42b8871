import { IconDatabase } from '@tabler/icons-react';
import { panelAction, type WebFeature } from '../feature.ts';
import { SourcesPanel } from './SourcesPanel.tsx';

/** DATA SOURCE (SPEC §2.5): the AIS sources, their status from the live socket, FILTER AIS. */
export const sourcesFeature: WebFeature = {
  name: 'sources',
  actions: [
    panelAction({
      name: 'dataSource',
      label: 'DATA SOURCE',
      icon: IconDatabase,
      capability: 'sources.view',
      description:
        'The AIS sources with engine and data status; tick the ones whose vessels the map shows.',
      Panel: SourcesPanel,
      width: 480,
      order: 50,
    }),
  ],
};
