import { endpointPath, endpointQuery, sarEndpoints } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { coordinateText } from './sar-format.ts';

const KEY = ['sar'] as const;

/** A searched period: UTC+7 calendar days `YYYY-MM-DD`, both included. */
export interface SarRange {
  from: string;
  to: string;
}

/** The scene and instant SAR assist is asked about. */
export interface AssistAsk {
  lon: number;
  lat: number;
  radiusNm: number;
  /** The incident's instant (unix ms), when known. */
  at: number | null;
}

/**
 * Basarnas' SAR news of the searched period (SPEC §2.14): asked only once Search is pressed
 * (`range` null until then), never from a cache older than the search (SPEC §7 no-store).
 */
export function useSarNews(range: SarRange | null) {
  return useQuery({
    queryKey: [...KEY, 'news', range?.from ?? '', range?.to ?? ''],
    enabled: range !== null,
    queryFn: ({ signal }) =>
      call(
        sarEndpoints.news,
        { params: { dateFrom: range?.from ?? '', dateTo: range?.to ?? '' } },
        { signal },
      ),
    staleTime: 0,
    retry: false,
  });
}

/** Where the server writes the period's SAR news as a PDF (a download, its name the server's). */
export function sarPdfUrl(range: SarRange): string {
  return endpointPath(sarEndpoints.pdf, { dateFrom: range.from, dateTo: range.to });
}

/** SAR assist's query as the server reads it: plain decimals and whole numbers, as text. */
function assistQuery(ask: AssistAsk) {
  return {
    lon: coordinateText(ask.lon),
    lat: coordinateText(ask.lat),
    radiusNm: String(Math.round(ask.radiusNm)),
    ...(ask.at === null ? {} : { at: String(Math.round(ask.at)) }),
  };
}

/** How often the 'Now' list is asked again while SAR assist is open. */
export const ASSIST_REFRESH_MS = 30_000;

/** The vessels that can reach the scene, now and at the incident, by ETA (null: not asked). */
export function useSarAssist(ask: AssistAsk | null) {
  return useQuery({
    queryKey: [...KEY, 'assist', ask?.lon, ask?.lat, ask?.radiusNm, ask?.at],
    enabled: ask !== null,
    queryFn: ({ signal }) =>
      call(sarEndpoints.assist, { query: assistQuery(ask as AssistAsk) }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ASSIST_REFRESH_MS,
  });
}

/** Where the server writes the same SAR assist as an xlsx workbook (a download). */
export function assistExportUrl(ask: AssistAsk): string {
  return endpointPath(sarEndpoints.assistExport) + endpointQuery(assistQuery(ask));
}
