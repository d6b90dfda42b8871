import { settingsEndpoints, type MapSettings } from '@pantau/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../api/call.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useLive } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';
import { useNotice } from '../../screen/notice.store.ts';
import { settingsPatch, stateOf, type SettingsState } from './settings.ts';

const KEY = ['me', 'settings'] as const;

/** The settings as the stores hold them now (Show Live Only is the live filter). */
function currentSettings(): SettingsState {
  const { headingPrediction, plotStatus } = useMapDisplay.getState();
  return { headingPrediction, plotStatus, liveOnly: useLive.getState().liveOnly };
}

/** The signed-in user's map settings, as the server keeps them. */
export function useMapSettingsQuery() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.get, {}, { signal }),
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
    if (stored) {
      const { liveOnly, ...display } = stateOf(stored);
      useLive.setState({ liveOnly });
      useMapDisplay.setState(display);
    }
    let last = currentSettings();
    const onChange = () => {
      const next = currentSettings();
      const patch = settingsPatch(last, next);
      last = next;
      if (!patch) return;
      void call(settingsEndpoints.update, { body: patch }).then(
        (saved) => client.setQueryData(KEY, saved),
        () => useNotice.getState().show(i18n.t('settings.notSaved')),
      );
    };
    const offLive = useLive.subscribe(onChange);
    const offDisplay = useMapDisplay.subscribe(onChange);
    return () => {
      offLive();
      offDisplay();
    };
  }, [ready, client]);
}
