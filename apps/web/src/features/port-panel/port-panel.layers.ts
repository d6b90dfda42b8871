import type { Layer } from '@deck.gl/core';
import { NM_M, PORT_RADIUS_NM } from '@pantau/contracts';
import { circleRing } from '@pantau/geo';
import { useMemo } from 'react';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { MapLayer } from '../feature.ts';
import { pathUntil, positionAt, usePortHistory } from './port-history.ts';
import { usePortPanel } from './port-panel.store.ts';

const loadLayers = () => import('./port-panel.deck.ts');

/** The open port's 30 NM AIS radius. */
function useRadiusLayers(): readonly Layer[] {
  const module = useLazyModule(loadLayers);
  const port = usePortPanel((s) => s.port);
  return useMemo(
    () =>
      module && port
        ? module.radiusLayers({
            ring: circleRing([port.lon, port.lat], PORT_RADIUS_NM * NM_M, 128),
          })
        : [],
    [module, port],
  );
}

/** Port History at its replay time: each vessel's path so far and where it is. */
function useHistoryLayers(): readonly Layer[] {
  const module = useLazyModule(loadLayers);
  const tracks = usePortHistory((s) => s.tracks);
  const time = usePortHistory((s) => s.time);
  const ready = usePortHistory((s) => s.status === 'ready');
  return useMemo(() => {
    if (!module || !ready) return [];
    const paths = tracks.map((tr) => ({ mmsi: tr.mmsi, path: pathUntil(tr, time) }));
    const dots = tracks.flatMap((tr) => {
      const at = positionAt(tr, time);
      return at ? [{ mmsi: tr.mmsi, at }] : [];
    });
    return module.historyLayers({
      key: String(time),
      paths: paths.filter((p) => p.path.length > 1),
      dots,
    });
  }, [module, tracks, time, ready]);
}

export const PORT_PANEL_LAYERS: readonly MapLayer[] = [
  { id: 'port-panel-radius', band: 'under-vessels', useLayers: useRadiusLayers },
  { id: 'port-panel-history', band: 'over-vessels', useLayers: useHistoryLayers },
];
