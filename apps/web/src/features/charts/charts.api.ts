import { chartEndpoints, type ChartId, type ChartView } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The chart services and whether the server has each configured. */
export function useCharts() {
  return useQuery({
    queryKey: ['charts'],
    queryFn: ({ signal }) => call(chartEndpoints.list, {}, { signal }),
    staleTime: 60_000,
  });
}

/** One chart's state: its view once known, null while loading. */
export function useChart(id: ChartId): ChartView | null {
  return useCharts().data?.charts.find((c) => c.id === id) ?? null;
}

/** The server's tile URL template of a chart (deck.gl fills {z}, {x}, {y}). */
export function chartTilesUrl(origin: string, id: ChartId): string {
  return `${origin}${chartEndpoints.tile.path
    .replace(':chart', id)
    .replace(':z', '{z}')
    .replace(':x', '{x}')
    .replace(':y', '{y}')}`;
}
