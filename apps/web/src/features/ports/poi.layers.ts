import type { RegistryAsset } from '@pantau/contracts';
import type { Layer } from '@deck.gl/core';
import { POI_GROUPS, poiGroupOf, type PoiGroup } from '@pantau/domain';
import { useEffect, useMemo, useState } from 'react';
import type { MapLayer } from '../feature.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { layerShown, useLayerToggles } from '../../map/layer-toggles.store.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { mapZoomToSpec } from '../../map/zoom.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { declutter, spread } from './poi-look.ts';
import { useRegistry } from './ports.api.ts';

const loadLayers = () => import('./poi.deck.ts');

export const pickPoi = (id: string | null) => {
  if (clicksSelect()) useSelection.getState().select(id === null ? null : { kind: 'poi', id });
};

/** The map's spec zoom, whole levels (what the decluttering depends on). */
function useZoomLevel(): number {
  const map = useMapInstance();
  const [level, setLevel] = useState(6);
  useEffect(() => {
    if (!map) return;
    const onZoom = () => setLevel(Math.floor(mapZoomToSpec(map.getZoom())));
    onZoom();
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
    };
  }, [map]);
  return level;
}

/** The toggle-able POI layers, one per SPEC §3 display group, all on at first. */
export const POI_LAYERS: MapLayer[] = POI_GROUPS.map((group) => {
  function useGroupLayers() {
    return usePoiLayers(group);
  }
  return {
    id: group.id,
    band: 'under-vessels' as const,
    toggle: { label: `ports.groups.${group.id}` as MessageKey, defaultOn: true },
    useLayers: useGroupLayers,
  };
});

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

function usePoiLayers(group: PoiGroup): readonly Layer[] {
  const level = useZoomLevel();
  const drawn = useDrawnPois(level);
  const module = useLazyModule(loadLayers);
  const selected = useSelection((s) => (s.selected?.kind === 'poi' ? s.selected.id : null));
  // Names only where there is room for one, among every group's: a crowded harbour gets a
  // few dozen names, not a blur (and software WebGL draws text glyph by glyph).
  const named = useMemo(
    () => new Set(level >= LABEL_ZOOM ? spread(drawn, level, LABEL_CELL_PX) : []),
    [drawn, level],
  );
  const mine = useMemo(
    () => drawn.filter((a) => poiGroupOf(a.category).id === group.id),
    [drawn, group.id],
  );
  const labelled = useMemo(() => mine.filter((a) => named.has(a)), [mine, named]);
  return useMemo(
    () => (module ? module.poiLayers(group.id, mine, selected, pickPoi, labelled) : []),
    [module, group.id, mine, selected, labelled],
  );
}
