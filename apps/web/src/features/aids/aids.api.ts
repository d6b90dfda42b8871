import type { AidToNavigation, AidsToNavigationResponse } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { api } from '../../api/http.ts';

/** Aids report every few minutes at most; the map asks again this often. */
const REFRESH_MS = 60_000;

/** The aids to navigation (SBNP) heard over AIS (`GET /api/aids-to-navigation`). */
export function useAids() {
  return useQuery({
    queryKey: ['aids-to-navigation'],
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
    queryFn: ({ signal }) => api<AidsToNavigationResponse>('/api/aids-to-navigation', { signal }),
  });
}

/** The aid whose card is open, by MMSI. */
export const useAidSelection = create<{
  selected: number | null;
  select: (mmsi: number | null) => void;
}>((set) => ({
  selected: null,
  select: (selected) => set({ selected }),
}));

/** The open card's aid as last heard, or null. */
export function useSelectedAid(): AidToNavigation | null {
  const selected = useAidSelection((s) => s.selected);
  const aids = useAids().data?.aids;
  return (selected !== null && aids?.find((a) => a.mmsi === selected)) || null;
}
