import { useQuery } from '@tanstack/react-query';
import type { Topology } from 'topojson-specification';
import land10mUrl from 'world-atlas/land-10m.json?url';
import land50mUrl from 'world-atlas/land-50m.json?url';
import { landFromTopology, type LandCollection } from './land.ts';
import type { Land } from './layers.ts';

async function loadLand(url: string, signal: AbortSignal): Promise<LandCollection> {
  // Shipped with the app (Natural Earth via world-atlas): no internet needed.
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`land geometry: HTTP ${response.status}`);
  return landFromTopology((await response.json()) as Topology);
}

/**
 * The land for the Simple Map: 1:50m at once, 1:10m (3 MB) only when `wantDetail` first
 * becomes true, i.e. when the user zooms in.
 */
export function useLand(wantDetail: boolean): Land {
  const options = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;
  const coarse = useQuery({
    queryKey: ['map', 'land', '50m'],
    queryFn: ({ signal }) => loadLand(land50mUrl, signal),
    ...options,
  });
  const detail = useQuery({
    queryKey: ['map', 'land', '10m'],
    queryFn: ({ signal }) => loadLand(land10mUrl, signal),
    enabled: wantDetail,
    ...options,
  });
  return { coarse: coarse.data ?? null, detail: detail.data ?? null };
}
