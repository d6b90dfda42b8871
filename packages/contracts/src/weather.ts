import { WAVE_CATEGORIES, WEATHER_CLASSES } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { PortIdParams } from './infrastructure.ts';
import { MmsiParams } from './vessels.ts';

/**
 * Weather for mariners (SPEC §2.1 'Weather per area', §3 'Weather per area'): BMKG's maritime
 * forecasts per sea area, read by Pantau's server (never by the browser) and answered in one
 * model with SI units — wind in metres per second, heights in metres, instants in unix ms —
 * with BMKG's own words (weather, wave category, warnings) as it wrote them.
 */

export const WaveCategory = z.enum(WAVE_CATEGORIES.map((w) => w.id) as [string, ...string[]]);

/** One forecast period of a sea area (BMKG's `data[]` item). */
export const AreaPeriod = z
  .object({
    /** BMKG's name of the period ('Hari ini', 'Besok', …) as it wrote it. */
    timeDesc: z.string().nullable(),
    validFrom: z.number().nullable(),
    validTo: z.number().nullable(),
    weather: z.string().nullable(),
    weatherDesc: z.string().nullable(),
    warningDesc: z.string().nullable(),
    /** The wave category: BMKG's wave_cat, else the band of its heights; null when neither. */
    waveCategory: WaveCategory.nullable(),
    /** BMKG's wave_desc ('1.25 - 2.5 m'). */
    waveDesc: z.string().nullable(),
    waveMinM: z.number().nullable(),
    waveMaxM: z.number().nullable(),
    windFrom: z.string().nullable(),
    windTo: z.string().nullable(),
    windMinMs: z.number().nullable(),
    windMaxMs: z.number().nullable(),
  })
  .meta({ id: 'AreaPeriod' });
export type AreaPeriod = z.infer<typeof AreaPeriod>;

/** A sea area's latest forecast. */
export const AreaForecast = z
  .object({
    /** BMKG's area code (WP_1: 'M.20', 'P.J.03'). */
    code: z.string(),
    name: z.string(),
    /** When BMKG issued the forecast shown; null when it never answered for this area. */
    issuedAt: z.number().nullable(),
    /**
     * The forecast shown is not BMKG's latest word: its last reading failed or was unreadable,
     * or every period has ended. Shown with its issue time, never as calm sea.
     */
    stale: z.boolean(),
    periods: z.array(AreaPeriod),
  })
  .meta({ id: 'AreaForecast' });
export type AreaForecast = z.infer<typeof AreaForecast>;

export const WeatherAreas = z
  .object({
    /**
     * ok: BMKG has been read; notConfigured: this server has no BMKG address; error: BMKG
     * could not be read yet; loading: the first reading is under way.
     */
    state: z.enum(['ok', 'notConfigured', 'error', 'loading']),
    /** The simulator's demo forecasts, not BMKG's. */
    simulated: z.boolean(),
    areas: z.array(AreaForecast),
    /** When BMKG was last read in full, successfully. */
    lastGoodAt: z.number().nullable(),
    /** Why the last reading failed, in an operator's words (error and stale answers). */
    message: z.string().nullable(),
  })
  .meta({ id: 'WeatherAreas' });
export type WeatherAreas = z.infer<typeof WeatherAreas>;

/** A sea area's outline: polygons of rings of [lon, lat]. */
export const AreaShape = z
  .object({
    code: z.string(),
    name: z.string(),
    polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
  })
  .meta({ id: 'AreaShape' });
export type AreaShape = z.infer<typeof AreaShape>;

export const AreaShapes = z
  .object({ simulated: z.boolean(), shapes: z.array(AreaShape) })
  .meta({ id: 'AreaShapes' });
export type AreaShapes = z.infer<typeof AreaShapes>;

/** BMKG's vessel classes of its risk thresholds (fishing boat, barge, ferry, cargo/cruise). */
export const WeatherClass = z.enum(WEATHER_CLASSES.map((c) => c.id) as [string, ...string[]]);

/** The sea state of one forecast period held against a vessel's class. */
export const RiskStep = z
  .object({
    validFrom: z.number().nullable(),
    validTo: z.number().nullable(),
    waveCategory: WaveCategory.nullable(),
    windMaxMs: z.number().nullable(),
    waveMaxM: z.number().nullable(),
    /** risk: at or over the class's wind or wave threshold; ok: under both; unknown: no figures. */
    level: z.enum(['risk', 'ok', 'unknown']),
    wind: z.boolean(),
    wave: z.boolean(),
  })
  .meta({ id: 'RiskStep' });
export type RiskStep = z.infer<typeof RiskStep>;

/** A live vessel's sea-state risk by BMKG's thresholds for its class (issue #34 point 5). */
export const VesselWeatherRisk = z
  .object({
    mmsi: z.number().int(),
    state: WeatherAreas.shape.state,
    simulated: z.boolean(),
    /** The vessel's BMKG class, from its AIS ship type; null: no class, not judged. */
    weatherClass: WeatherClass.nullable(),
    /** The sea area the vessel is in; null outside every area BMKG forecasts. */
    area: z.object({ code: z.string(), name: z.string() }).nullable(),
    issuedAt: z.number().nullable(),
    stale: z.boolean(),
    /** The period in force now, or null when there is none. */
    now: RiskStep.nullable(),
    /** Every period of the forecast, in order. */
    steps: z.array(RiskStep),
  })
  .meta({ id: 'VesselWeatherRisk' });
export type VesselWeatherRisk = z.infer<typeof VesselWeatherRisk>;

/**
 * One issue of BMKG's forecast for a port (SPEC §2.22, §3 'BMKG per port'), SI units: wind
 * and current in m/s (BMKG writes knots and cm/s), heights in m, temperatures in °C.
 */
export const PortForecastIssue = z
  .object({
    issuedAt: z.number(),
    weather: z.string().nullable(),
    windMinMs: z.number().nullable(),
    windMaxMs: z.number().nullable(),
    windFrom: z.string().nullable(),
    windTo: z.string().nullable(),
    waveCategory: WaveCategory.nullable(),
    waveDesc: z.string().nullable(),
    visibilityM: z.number().nullable(),
    tempMinC: z.number().nullable(),
    tempMaxC: z.number().nullable(),
    rhMin: z.number().nullable(),
    rhMax: z.number().nullable(),
    currentMinMs: z.number().nullable(),
    currentMaxMs: z.number().nullable(),
    currentFrom: z.string().nullable(),
    currentTo: z.string().nullable(),
    lowTideM: z.number().nullable(),
    lowTideAt: z.string().nullable(),
    highTideM: z.number().nullable(),
    highTideAt: z.string().nullable(),
    warningDesc: z.string().nullable(),
    weatherDesc: z.string().nullable(),
  })
  .meta({ id: 'PortForecastIssue' });
export type PortForecastIssue = z.infer<typeof PortForecastIssue>;

export const PortForecast = z
  .object({
    /** ok: BMKG answered (issues may be empty: 'no BMKG data detected'); see WeatherAreas. */
    state: z.enum(['ok', 'notConfigured', 'error']),
    simulated: z.boolean(),
    port: z.object({ id: z.string(), name: z.string() }),
    /** Newest first, one per issue time. */
    issues: z.array(PortForecastIssue),
    /** When BMKG was read for this port. */
    fetchedAt: z.number().nullable(),
    /** Why BMKG could not be read (error: the issues are then the last good ones, if any). */
    message: z.string().nullable(),
  })
  .meta({ id: 'PortForecast' });
export type PortForecast = z.infer<typeof PortForecast>;

export const weatherEndpoints = {
  port: defineEndpoint({
    method: 'GET',
    path: '/api/weather/ports/:portId',
    summary: "BMKG's forecast for a port of the registry, one entry per issue time (SPEC §2.22)",
    tags: ['weather'],
    params: PortIdParams,
    response: PortForecast,
  }),
  portPdf: defineEndpoint({
    method: 'GET',
    path: '/api/weather/ports/:portId/pdf',
    summary: "A port's BMKG forecast as a PDF, A4, an issue a section (SPEC §2.22 'Generate PDF')",
    tags: ['weather'],
    params: PortIdParams,
  }),
  areas: defineEndpoint({
    method: 'GET',
    path: '/api/weather/areas',
    summary: "BMKG's latest maritime forecast of every sea area, SI units (SPEC §2.1, §3)",
    tags: ['weather'],
    response: WeatherAreas,
  }),
  vessel: defineEndpoint({
    method: 'GET',
    path: '/api/weather/vessels/:mmsi',
    summary: "A live vessel's sea area and its sea-state risk by BMKG's class thresholds",
    tags: ['weather'],
    params: MmsiParams,
    response: VesselWeatherRisk,
  }),
  shapes: defineEndpoint({
    method: 'GET',
    path: '/api/weather/area-shapes',
    summary: "The outlines of BMKG's sea areas (WP_1 / WP_IMM polygons)",
    tags: ['weather'],
    response: AreaShapes,
  }),
};
