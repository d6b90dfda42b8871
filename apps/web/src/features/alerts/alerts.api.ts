import {
  ALERT_PAGE,
  alertEndpoints,
  endpointPath,
  endpointQuery,
  type AlertList,
  type AlertSettings,
  type AlertType,
  type AlertView,
  type SilenceBody,
} from '@pantau/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { mergeAlert } from './alert-cache.ts';

const KEY = ['alerts'] as const;
const COUNTS_KEY = [...KEY, 'counts'] as const;
const listKey = (type: AlertType, q: string) => [...KEY, 'list', type, q] as const;

/** SPEC §9 'alert-count loader 10 s': the counts are asked again this often besides pushes. */
export const COUNTS_POLL_MS = 10_000;

/** Open alerts per type the caller may see: the dialog shows only these tabs. */
export function useAlertCounts(enabled: boolean) {
  return useQuery({
    queryKey: COUNTS_KEY,
    enabled,
    queryFn: ({ signal }) => call(alertEndpoints.counts, {}, { signal }),
    refetchInterval: COUNTS_POLL_MS,
  });
}

/** One tab's alerts, newest first; 'Load Previous' is `fetchNextPage`. */
export function useAlertList(type: AlertType | null, q: string) {
  return useInfiniteQuery({
    queryKey: listKey(type ?? 'boundary', q),
    enabled: type !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        alertEndpoints.list,
        {
          query: {
            type: type ?? 'boundary',
            limit: String(ALERT_PAGE),
            ...(q.trim() ? { q: q.trim() } : {}),
            ...(pageParam === null ? {} : { before: String(pageParam) }),
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.next,
  });
}

/** A pushed alert into every loaded list of its type, and the counts asked again. */
export function applyPushedAlert(queryClient: QueryClient, alert: AlertView): void {
  const lists = queryClient.getQueriesData<InfiniteData<AlertList, number | null>>({
    queryKey: [...KEY, 'list', alert.type],
  });
  for (const [key, data] of lists) {
    if (!data) continue;
    const q = typeof key[3] === 'string' ? key[3] : '';
    const pages = mergeAlert(data.pages, alert, q);
    if (pages !== data.pages) queryClient.setQueryData(key, { ...data, pages: [...pages] });
  }
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
}

/** After a burst summary: the types' lists and the counts are fetched again. */
export function refetchAlertTypes(queryClient: QueryClient, types: readonly AlertType[]): void {
  for (const type of types)
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list', type] });
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
}

export function useAckAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alertEndpoints.ack, { params: { id } }),
    onSuccess: (alert) => applyPushedAlert(queryClient, alert),
  });
}

export function useSilenceAlert() {
  return useMutation({
    mutationFn: (body: SilenceBody) => call(alertEndpoints.silence, { body }),
  });
}

/** Where the server writes a tab's alerts as xlsx or PDF (a download, audited). */
export function alertExportUrl(type: AlertType, format: 'xlsx' | 'pdf', q: string): string {
  return (
    endpointPath(alertEndpoints.export) +
    endpointQuery({ type, format, ...(q.trim() ? { q: q.trim() } : {}) })
  );
}

const SETTINGS_KEY = [...KEY, 'settings'] as const;
const CHANNELS_KEY = [...KEY, 'channels'] as const;

/** The caller's alert settings (SPEC §3 'Settings'), defaults until saved. */
export function useAlertSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    enabled,
    queryFn: ({ signal }) => call(alertEndpoints.settings, {}, { signal }),
  });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) => call(alertEndpoints.saveSettings, { body }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

/** Email and Telegram as the server knows them, asked again every 5 s while shown. */
export function useAlertChannels(enabled: boolean) {
  return useQuery({
    queryKey: CHANNELS_KEY,
    enabled,
    queryFn: ({ signal }) => call(alertEndpoints.channels, {}, { signal }),
    refetchInterval: 5_000,
  });
}
