import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { calendarDay, wholeNumber } from './fields.ts';

/**
 * Berita SAR (SPEC §2.14, §3 'SAR news item', §7 `GET /api/basarnas/bsar/{dateFrom}/{dateTo}`):
 * Basarnas' search-and-rescue news, read by Pantau's server from Basarnas and answered in the
 * spec's item shape (Basarnas' own field names, as the old system showed them), with what
 * Pantau adds: an id, the incident's instant and, where Basarnas gave one, its position. And
 * SAR assist: for a scene and an instant, the vessels that can reach it, by ETA.
 */

/** The outcome of a victim's search and rescue (SPEC §3): survived, missing, dead. */
export const SAR_OUTCOMES = ['S', 'DP', 'M'] as const;
export type SarOutcome = (typeof SAR_OUTCOMES)[number];

export const SarVictim = z
  .object({
    nama: z.string().nullable(),
    umur: z.string().nullable(),
    jenis_kelamin: z.string().nullable(),
    kewarganegaraan: z.string().nullable(),
    /** S survived, DP missing, M dead; as Basarnas wrote it when it is none of these. */
    hasil_opssar: z.string().nullable(),
  })
  .meta({ id: 'SarVictim' });
export type SarVictim = z.infer<typeof SarVictim>;

const text = z.string().nullable();

export const SarNewsItem = z
  .object({
    /** Basarnas' id when it sends one, else one Pantau derives from the news' name and date. */
    id: z.string(),
    nama_berita: z.string(),
    jenis_kecelakaan: text,
    sub_kecelakaan: text,
    nama_kansar: text,
    tgl_kejadian: text,
    tgl_lapor: text,
    tgl_berangkat: text,
    tgl_estimasi_tiba: text,
    waktu_tiba_realisasi: text,
    jarak_tempuh: text,
    satuan_jarak_tempuh: text,
    response_time: text,
    waktu_tempuh: text,
    korban_selamat: z.number().int(),
    korban_meninggal: z.number().int(),
    hilang: z.number().int(),
    tgl_selesai: text,
    zero_accident: text,
    detail_korban: z.object({ data_korban: z.array(SarVictim) }),
    /** `tgl_kejadian` as an instant (Basarnas writes UTC+7 wall time); null when unreadable. */
    incidentAt: z.number().nullable(),
    /** Where it happened, when Basarnas gave a position. */
    lon: z.number().nullable(),
    lat: z.number().nullable(),
  })
  .meta({ id: 'SarNewsItem' });
export type SarNewsItem = z.infer<typeof SarNewsItem>;

export const SarNewsList = z
  .object({
    /**
     * ok: Basarnas answered (the list may be empty); notConfigured: this server has no Basarnas
     * address; error: Basarnas could not be read this time (the list is then the last good one
     * for the range, if any, never an empty 'no incidents').
     */
    state: z.enum(['ok', 'notConfigured', 'error']),
    /** The simulator's demo cases, not Basarnas'. */
    simulated: z.boolean(),
    data: z.array(SarNewsItem),
    /** When the list shown was read from Basarnas. */
    fetchedAt: z.number().nullable(),
    /** When Basarnas last answered well (any range), for an error's 'last good answer'. */
    lastGoodAt: z.number().nullable(),
    /** Why Basarnas could not be read (error only). */
    message: z.string().nullable(),
  })
  .meta({ id: 'SarNewsList' });
export type SarNewsList = z.infer<typeof SarNewsList>;

/** The most days one Berita SAR search may span (SPEC §4 pickers; 1 to 31 days). */
export const SAR_RANGE_MAX_DAYS = 31;

export const SarRangeParams = z.object({
  dateFrom: calendarDay('dateFrom'),
  dateTo: calendarDay('dateTo'),
});

/** A decimal number in a query (`106.88`, `-6.1`), between `min` and `max`. */
function decimal(field: string, min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,17})?$/, `${field} must be a decimal number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${field} must be at least ${min}`)
        .max(max, `${field} must be at most ${max}`),
    );
}

/** The default and largest SAR assist radius, nautical miles. */
export const SAR_ASSIST_RADIUS_NM = 30;
export const SAR_ASSIST_RADIUS_MAX_NM = 200;

export const SarAssistQuery = z.object({
  lon: decimal('lon', -180, 180),
  lat: decimal('lat', -90, 90),
  /** The incident's instant (unix ms): the vessels near the scene then, from the position store. */
  at: wholeNumber('at').optional(),
  radiusNm: wholeNumber('radiusNm', 1, SAR_ASSIST_RADIUS_MAX_NM).default(SAR_ASSIST_RADIUS_NM),
});
export type SarAssistQuery = z.infer<typeof SarAssistQuery>;

export const SarAssistRow = z
  .object({
    mmsi: z.number().int(),
    name: z.string().nullable(),
    shipType: z.number().int().nullable(),
    /** A SAR unit or a state vessel (ship type 51, KN SAR, KN …). */
    sarCapable: z.boolean(),
    lon: z.number(),
    lat: z.number(),
    /** The time of the position used. */
    t: z.number(),
    distanceNm: z.number(),
    sog: z.number().nullable(),
    cog: z.number().nullable(),
    /** Minutes to the scene at its speed; null when it is not making way. */
    etaMinutes: z.number().nullable(),
  })
  .meta({ id: 'SarAssistRow' });
export type SarAssistRow = z.infer<typeof SarAssistRow>;

export const SarAssistAnswer = z
  .object({
    lon: z.number(),
    lat: z.number(),
    radiusNm: z.number(),
    /** The vessels within the radius now (live picture), by ETA. */
    now: z.array(SarAssistRow),
    /** The incident's instant asked for, or null. */
    at: z.number().nullable(),
    /** The vessels within the radius at the incident (their stored position nearest to it). */
    atIncident: z.array(SarAssistRow),
    /** How far from the incident's instant a stored position may be, minutes. */
    windowMinutes: z.number(),
  })
  .meta({ id: 'SarAssistAnswer' });
export type SarAssistAnswer = z.infer<typeof SarAssistAnswer>;

export const sarEndpoints = {
  news: defineEndpoint({
    method: 'GET',
    path: '/api/basarnas/bsar/:dateFrom/:dateTo',
    summary: "Basarnas' SAR news of a period of 1 to 31 days (SPEC §2.14, §7)",
    tags: ['sar'],
    params: SarRangeParams,
    response: SarNewsList,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/basarnas/bsar/:dateFrom/:dateTo/pdf',
    summary: "The period's SAR news with their victims as a PDF, A4 landscape (SPEC §9)",
    tags: ['sar'],
    params: SarRangeParams,
  }),
  assist: defineEndpoint({
    method: 'GET',
    path: '/api/basarnas/assist',
    summary: 'The vessels within a radius of a scene, now and at the incident, by ETA',
    tags: ['sar'],
    query: SarAssistQuery,
    response: SarAssistAnswer,
  }),
  assistExport: defineEndpoint({
    method: 'GET',
    path: '/api/basarnas/assist/export',
    summary: 'SAR assist as an xlsx workbook (now and at the incident)',
    tags: ['sar'],
    query: SarAssistQuery,
  }),
};
