import { weatherEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The server reads BMKG every 10 minutes at most; the screen asks again as often. */
const REFRESH_MS = 5 * 60_000;

/** Every sea area's latest forecast, while `enabled` (the layer or the panel is shown). */
export function useWeatherAreas(enabled: boolean) {
  return useQuery({
    queryKey: ['weather', 'areas'],
    queryFn: ({ signal }) => call(weatherEndpoints.areas, {}, { signal }),
    enabled,
    refetchInterval: (q) => (q.state.data?.state === 'loading' ? 3_000 : REFRESH_MS),
    staleTime: 60_000,
  });
}

/** The sea areas' outlines (they change rarely). */
export function useAreaShapes(enabled: boolean) {
  return useQuery({
    queryKey: ['weather', 'shapes'],
    queryFn: ({ signal }) => call(weatherEndpoints.shapes, {}, { signal }),
    enabled,
    staleTime: 30 * 60_000,
    // Until the server's first reading has ended the outlines are not known yet.
    refetchInterval: (q) => (q.state.data && q.state.data.shapes.length === 0 ? 3_000 : false),
  });
}
