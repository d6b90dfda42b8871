import { simnavEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Where SIMNAV's web application is, or null while the server has no address for it. */
export function useSimnavUrl(): string | null {
  const q = useQuery({
    queryKey: ['simnav', 'web'],
    staleTime: Infinity,
    queryFn: ({ signal }) => call(simnavEndpoints.web, {}, { signal }),
  });
  return q.data?.url ?? null;
}
