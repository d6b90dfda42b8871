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
import { can, useSession } from '../../api/session.ts';
import { boundLoaded, mergeAlerts } from './alert-cache.ts';

const KEY = ['alerts'] as const;
const COUNTS_KEY = [...KEY, 'counts'] as const;
const ATTENTION_KEY = [...KEY, 'vessels'] as const;
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

/**
 * The vessels whose alarm or warning waits for a person (the map rings them), asked as often
 * as the counts and again whenever an alert changes (every write invalidates `alerts`).
 */
export function useAttentionVessels() {
  const session = useSession();
  return useQuery({
    queryKey: ATTENTION_KEY,
    enabled: can(session.data, 'alerts.view'),
    queryFn: ({ signal }) => call(alertEndpoints.attention, {}, { signal }),
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

/**
 * Alerts (pushed, or answered by an acknowledgement) into every loaded list of their types,
 * each list kept to its bound, and the counts asked again, once for all of them.
 */
export function applyPushedAlerts(queryClient: QueryClient, alerts: readonly AlertView[]): void {
  if (alerts.length === 0) return;
  for (const type of new Set(alerts.map((a) => a.type))) {
    const ofType = alerts.filter((a) => a.type === type);
    const lists = queryClient.getQueriesData<InfiniteData<AlertList, number | null>>({
      queryKey: [...KEY, 'list', type],
    });
    for (const [key, data] of lists) {
      if (!data) continue;
      const q = typeof key[3] === 'string' ? key[3] : '';
      const pages = mergeAlerts(data.pages, ofType, q);
      if (pages !== data.pages) queryClient.setQueryData(key, boundLoaded({ ...data, pages }));
    }
  }
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
}

/** Pushes are merged into the lists at most this often (a flood repaints once a second). */
export const PUSH_MERGE_MS = 1000;

/**
 * Gathers pushed alerts and merges them into the lists at most once per `everyMs` (the
 * newest copy of each alert wins); the first push after a quiet spell goes at once.
 */
export class PushMerger {
  readonly #apply: (alerts: readonly AlertView[]) => void;
  readonly #everyMs: number;
  readonly #waiting = new Map<number, AlertView>();
  #lastAt = -Infinity;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(apply: (alerts: readonly AlertView[]) => void, everyMs = PUSH_MERGE_MS) {
    this.#apply = apply;
    this.#everyMs = everyMs;
  }

  push(alert: AlertView, now = Date.now()): void {
    this.#waiting.delete(alert.id);
    this.#waiting.set(alert.id, alert);
    if (this.#timer !== undefined) return;
    const wait = this.#lastAt + this.#everyMs - now;
    if (wait <= 0) this.flush(now);
    else this.#timer = setTimeout(() => this.flush(), wait);
  }

  flush(now = Date.now()): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#waiting.size === 0) return;
    const alerts = [...this.#waiting.values()];
    this.#waiting.clear();
    this.#lastAt = now;
    this.#apply(alerts);
  }

  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#waiting.clear();
  }
}

/** After a burst summary: the types' lists and the counts are fetched again. */
export function refetchAlertTypes(queryClient: QueryClient, types: readonly AlertType[]): void {
  for (const type of types)
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list', type] });
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
}

export function useAckAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alertEndpoints.ack, { params: { id } }),
    onSuccess: (alert) => applyPushedAlerts(queryClient, [alert]),
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
