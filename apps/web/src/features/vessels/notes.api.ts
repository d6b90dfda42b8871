import { noteEndpoints } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

const key = (mmsi: number | null) => ['vessels', mmsi, 'notes'] as const;

/** A vessel's notes, newest first (`GET /api/vessels/:mmsi/notes`). */
export function useNotes(mmsi: number | null, enabled = true) {
  return useQuery({
    queryKey: key(mmsi),
    enabled: mmsi !== null && enabled,
    staleTime: 15_000,
    queryFn: ({ signal }) => call(noteEndpoints.list, { params: { mmsi: mmsi ?? 0 } }, { signal }),
  });
}

/** Posts a note on the vessel; the server stamps it with the signed-in user. */
export function usePostNote(mmsi: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => call(noteEndpoints.add, { params: { mmsi }, body: { notes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(mmsi) }),
  });
}
