import type { Layer } from '@deck.gl/core';
import { IconSettings } from '@tabler/icons-react';
import { useMemo } from 'react';
import { panelAction, type WebFeature } from '../feature.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { usePoiForm } from './poi.store.ts';
import { SettingsPanel } from './SettingsPanel.tsx';

const loadPreview = () => import('./preview.deck.ts');

function usePreviewLayers(): readonly Layer[] {
  const module = useLazyModule(loadPreview);
  const plotted = usePoiForm((s) => s.plotted);
  return useMemo(() => (module && plotted ? module.previewLayers(plotted) : []), [module, plotted]);
}

/**
 * Users' points of interest (issue #14 item 3): SETTINGS on the rail with its POI tab, the
 * add form's PLOT preview drawn over the vessels. The points themselves are the port and
 * asset registry's (drawn, carded and searched by the ports feature).
 */
export const poiFeature: WebFeature = {
  name: 'poi',
  actions: [
    panelAction({
      name: 'settings',
      label: 'poi.entry.label',
      icon: IconSettings,
      capability: 'poi.add',
      description: 'poi.entry.description',
      Panel: SettingsPanel,
      width: 420,
      order: 95,
    }),
  ],
  layers: [{ id: 'poi-preview', band: 'over-vessels', useLayers: usePreviewLayers }],
};
