import { settingsEndpoints, type Language } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { i18n } from './i18n.ts';

/**
 * The user's settings (`GET /api/me/settings`), the query the map settings read too: the
 * same key as `features/settings/settings.api.ts`, so both share one request and one answer.
 */
const SETTINGS_KEY = ['me', 'settings'] as const;

/** The signed-in user's saved settings; `language` is absent until they choose one. */
export function useUserSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.get, {}, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The user menu's language choice: shown at once, then kept on the server for this user. */
export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => {
      void i18n.changeLanguage(language);
      return call(settingsEndpoints.update, { body: { language } });
    },
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
