import type { MapSettings } from '@pantau/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/http.ts';
import { useLive } from '../vessels/live.store.ts';
import { useNotice } from '../vessels/notice.store.ts';
import { settingsPatch, stateOf } from './settings.ts';

const KEY = ['me', 'settings'] as const;

/** The signed-in user's map settings, as the server keeps them. */
export function useMapSettingsQuery() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<MapSettings>('/api/me/settings', { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * Keeps the user's map settings on the server: once they arrive they are put into the live
 * store (the one state the toolbar panel and the top-left toggle share); from then on every
 * change there is sent as a patch.
 */
export function useMapSettingsSync(): void {
  const client = useQueryClient();
  const ready = useMapSettingsQuery().isSuccess;

  useEffect(() => {
    if (!ready) return;
    const stored = client.getQueryData<MapSettings>(KEY);
    if (stored) useLive.setState(stateOf(stored));
    return useLive.subscribe((s, prev) => {
      const patch = settingsPatch(prev, s);
      if (!patch) return;
      void api<MapSettings>('/api/me/settings', { method: 'PUT', body: patch }).then(
        (saved) => client.setQueryData(KEY, saved),
        () => useNotice.getState().show('Your map settings could not be saved'),
      );
    });
  }, [ready, client]);
}
