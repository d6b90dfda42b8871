import type { RegistryAsset } from '@pantau/contracts';
import type { Layer } from '@deck.gl/core';
import { POI_GROUPS, poiGroupOf, type PoiGroup } from '@pantau/domain';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../feature.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { layerShown, useLayerToggles } from '../../map/layer-toggles.store.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { LegendEntry, LegendGroup } from '../../map/legend.ts';
import { inView, useViewBounds, useZoomLevel } from '../../map/useView.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { declutter, lookOf, poiPriority, SBNP_LOOK, spread } from './poi-look.ts';
import { useRegistry } from './ports.api.ts';

const loadLayers = () => import('./poi.deck.ts');

export const pickPoi = (id: string | null) => {
  if (clicksSelect()) useSelection.getState().select(id === null ? null : { kind: 'poi', id });
};

/** The toggle-able POI layers, one per SPEC §3 display group, all on at first. */
export const POI_LAYERS: MapLayer[] = POI_GROUPS.map((group) => {
  function useGroupLayers() {
    return usePoiLayers(group);
  }
  function useGroupLegend() {
    return usePoiLegend(group);
  }
  return {
    id: group.id,
    band: 'under-vessels' as const,
    toggle: { label: `ports.groups.${group.id}` as MessageKey, defaultOn: true },
    useLayers: useGroupLayers,
    useLegend: useGroupLegend,
  };
});

/** An SBNP kind's name from its category: 'sbnp-mercu suar' is Mercu Suar. */
export function sbnpKindName(category: string): string {
  return category
    .replace(/^sbnp-/, '')
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The group's symbols among the POIs drawn in view: one, or one per SBNP kind. */
function usePoiLegend(group: PoiGroup): readonly LegendGroup[] {
  const { t } = useTranslation();
  const level = useZoomLevel();
  const drawn = useDrawnPois(level);
  const bounds = useViewBounds();
  return useMemo(() => {
    const entries = new Map<string, LegendEntry>();
    for (const a of drawn) {
      if (poiGroupOf(a.category).id !== group.id || !inView(bounds, a.lon, a.lat)) continue;
      const kind = a.category in SBNP_LOOK ? a.category : group.id;
      if (entries.has(kind)) continue;
      const look = lookOf(a);
      entries.set(kind, {
        id: kind.replace(/\s+/g, '-'),
        label: kind === group.id ? t(`ports.groups.${group.id}` as MessageKey) : sbnpKindName(kind),
        symbol: { kind: 'shape', shape: look.shape, rgb: look.rgb },
      });
    }
    return [{ id: 'poi', title: t('legendGroups.poi'), entries: [...entries.values()] }];
  }, [t, drawn, bounds, group.id]);
}

/**
 * The POIs of the groups switched on, decluttered together below harbour zoom (the more
 * important keep their place), then each group's share of them.
 */
function useDrawnPois(level: number): RegistryAsset[] {
  const assets = useRegistry().data?.assets;
  const on = useLayerToggles((s) => s.on);
  return useMemo(() => {
    if (!assets) return [];
    const shown = new Set(POI_LAYERS.filter((l) => layerShown(l, on)).map((l) => l.id));
    return declutter(
      assets.filter((a) => shown.has(poiGroupOf(a.category).id)),
      level,
    );
  }, [assets, on, level]);
}

/**
 * From this spec zoom the POIs' names are written beside them, one per this many pixels.
 * Text is the dear part under software WebGL (poi.bench.ts: at the Tj. Priok quick zoom, 12,
 * pan p50 650 ms with names, 333 ms without, 250 ms with no POIs, on a loaded machine), so
 * names start one step closer in than the harbour quick zooms.
 */
const LABEL_ZOOM = 13;
const LABEL_CELL_PX = 160;

/**
 * The spec zoom from which a POI's name is written: the offices, the VTS stations, the quick
 * zoom ports and the large ports from the district zoom (8), medium ports from 10, the rest
 * from `LABEL_ZOOM`, so the main ports read on the regional picture.
 */
export function labelZoomOf(a: RegistryAsset): number {
  const priority = poiPriority(a);
  if (priority >= 6) return 8;
  if (priority >= 5) return 10;
  return LABEL_ZOOM;
}

function usePoiLayers(group: PoiGroup): readonly Layer[] {
  const level = useZoomLevel();
  const drawn = useDrawnPois(level);
  const module = useLazyModule(loadLayers);
  const selected = useSelection((s) => (s.selected?.kind === 'poi' ? s.selected.id : null));
  // Names only where there is room for one, among every group's: a crowded harbour gets a
  // few dozen names, not a blur (and software WebGL draws text glyph by glyph).
  const named = useMemo(
    () =>
      new Set(
        spread(
          drawn.filter((a) => labelZoomOf(a) <= level),
          level,
          LABEL_CELL_PX,
        ),
      ),
    [drawn, level],
  );
  const theme = useComputedColorScheme('light');
  const mine = useMemo(
    () => drawn.filter((a) => poiGroupOf(a.category).id === group.id),
    [drawn, group.id],
  );
  const labelled = useMemo(() => mine.filter((a) => named.has(a)), [mine, named]);
  return useMemo(
    () => (module ? module.poiLayers(group.id, mine, selected, pickPoi, labelled, theme) : []),
    [module, group.id, mine, selected, labelled, theme],
  );
}
