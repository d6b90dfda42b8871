import type { AreaForecast, AreaPeriod, AreaShape, PortForecastIssue } from '@pantau/contracts';
import {
  knotsToMs,
  waveBandOf,
  waveCategoryNamed,
  waveCategoryOf,
  waveRangeOf,
} from '@pantau/domain';
import type { BmkgSettings as ConfigBmkg } from '../../config.ts';

/** What the adapter needs of BMKG's settings. */
export type BmkgSettings = Pick<ConfigBmkg, 'url' | 'timeoutMs'>;

/** BMKG failed: unreachable, late, refused, or answered something that is not its format. */
export class BmkgError extends Error {
  /** unreachable: no answer in time, or a refusal; malformed: an answer not in BMKG's format. */
  readonly kind: 'unreachable' | 'malformed';
  /** BMKG's HTTP status, when it answered with an error. */
  readonly status: number | null;
  constructor(
    message: string,
    kind: 'unreachable' | 'malformed' = 'unreachable',
    status: number | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

/** Where maritime forecasts come from: BMKG over HTTP, or the simulator's demo. */
export interface BmkgSource {
  /** The raw GeoJSON of a group's sea areas (features with WP_1 and WP_IMM), as BMKG sends it. */
  shapes: (group: string) => Promise<unknown>;
  /** The raw forecast of one sea area, as BMKG sends it. */
  forecast: (code: string, name: string) => Promise<unknown>;
  /** The raw forecast of one port (BMKG knows it by the slug of its name), as BMKG sends it. */
  port: (port: { slug: string; lon: number; lat: number }) => Promise<unknown>;
}

async function getJson(s: BmkgSettings, path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, `${s.url.replace(/\/+$/, '')}/`), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(s.timeoutMs),
    });
  } catch (err) {
    const reason =
      (err as Error).name === 'TimeoutError' ? 'did not answer in time' : 'unreachable';
    throw new BmkgError(`BMKG ${reason}`);
  }
  if (!response.ok)
    throw new BmkgError(`BMKG answered HTTP ${response.status}`, 'unreachable', response.status);
  try {
    return await response.json();
  } catch {
    throw new BmkgError('BMKG answered something that is not JSON', 'malformed');
  }
}

/**
 * BMKG's public maritime service: `geojson-update/{group}.json` for the areas' polygons and
 * `public_api/perairan/{WP_1}_{WP_IMM}.json` for an area's forecast.
 */
export function bmkgSource(s: BmkgSettings): BmkgSource {
  return {
    shapes: (group) => getJson(s, `geojson-update/${encodeURIComponent(group)}.json`),
    forecast: (code, name) =>
      getJson(s, `public_api/perairan/${encodeURIComponent(`${code}_${name}`)}.json`),
    port: ({ slug }) => getJson(s, `public_api/pelabuhan/${encodeURIComponent(slug)}.json`),
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' || v.trim() === '-' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function numberOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * BMKG's instants: '2026-12-02 00:00 UTC', '2026-12-02 07:00 WIB' (WITA, WIT), ISO 8601 with
 * a zone. A time without a zone is read as UTC, as BMKG's public API writes its times. Null
 * when unreadable.
 */
export function bmkgInstant(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*(UTC|Z|WIB|WITA|WIT|[+-]\d{2}:?\d{2})?$/i.exec(
      v.trim(),
    );
  if (!m) return null;
  const zone = (m[5] ?? 'UTC').toUpperCase();
  const offsetH: Record<string, number> = { UTC: 0, Z: 0, WIB: 7, WITA: 8, WIT: 9 };
  let offsetMs: number;
  if (zone in offsetH) offsetMs = (offsetH[zone] ?? 0) * 3_600_000;
  else {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    if (!z) return null;
    offsetMs = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000;
  }
  const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`);
  return Number.isFinite(t) ? t - offsetMs : null;
}

/** One forecast period in Pantau's model, or why it cannot be read. */
export function periodOf(raw: unknown): AreaPeriod | string {
  if (!isObj(raw)) return 'a period is not an object';
  const waveDesc = textOf(raw.wave_desc);
  const range = waveRangeOf(waveDesc);
  const named = waveCategoryNamed(textOf(raw.wave_cat));
  if (textOf(raw.wave_cat) !== null && named === null)
    return `wave_cat '${textOf(raw.wave_cat)}' is not a BMKG wave category`;
  const waveCategory = named ?? (range ? waveCategoryOf(range.maxM) : null);
  // Heights: BMKG's own range, else the band of its category.
  const band = range ?? (waveCategory ? waveBandOf(waveCategory) : null);
  const windMin = numberOf(raw.wind_speed_min);
  const windMax = numberOf(raw.wind_speed_max);
  if ((windMin !== null && windMin < 0) || (windMax !== null && (windMax < 0 || windMax > 200)))
    return 'a wind speed is out of range';
  return {
    timeDesc: textOf(raw.time_desc),
    validFrom: bmkgInstant(raw.valid_from),
    validTo: bmkgInstant(raw.valid_to),
    weather: textOf(raw.weather),
    weatherDesc: textOf(raw.weather_desc),
    warningDesc: /^nil$/i.test(textOf(raw.warning_desc) ?? '') ? null : textOf(raw.warning_desc),
    waveCategory,
    waveDesc,
    waveMinM: band?.minM ?? null,
    waveMaxM: band?.maxM ?? null,
    windFrom: textOf(raw.wind_from),
    windTo: textOf(raw.wind_to),
    windMinMs: windMin === null ? null : knotsToMs(windMin),
    windMaxMs: windMax === null ? null : knotsToMs(windMax),
  };
}

/** BMKG's slug of a port's name: 'Pelabuhan Tanjung Priok' → 'pelabuhan-tanjung-priok'. */
export function portSlugOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ +/g, '-');
  return words.startsWith('pelabuhan-') ? words : `pelabuhan-${words}`;
}

const nil = (v: string | null) => (v !== null && /^nil$/i.test(v) ? null : v);

/** One issue of a port's forecast in Pantau's model, or why it cannot be read. */
export function portIssueOf(raw: unknown): PortForecastIssue | string {
  if (!isObj(raw)) return 'an issue is not an object';
  const issuedAt = bmkgInstant(raw.issued);
  if (issuedAt === null) return 'an issue has no readable issue time';
  const cat = textOf(raw.wave_cat);
  const waveCategory = waveCategoryNamed(cat);
  if (cat !== null && waveCategory === null) return `wave_cat '${cat}' is not a BMKG wave category`;
  const kn = (v: unknown) => {
    const n = numberOf(v);
    return n === null ? null : knotsToMs(n);
  };
  const cms = (v: unknown) => {
    const n = numberOf(v);
    return n === null ? null : n / 100;
  };
  return {
    issuedAt,
    weather: textOf(raw.weather),
    windMinMs: kn(raw.wind_speed_min),
    windMaxMs: kn(raw.wind_speed_max),
    windFrom: textOf(raw.wind_from),
    windTo: textOf(raw.wind_to),
    waveCategory,
    waveDesc: textOf(raw.wave_desc),
    visibilityM: numberOf(raw.visibility),
    tempMinC: numberOf(raw.temp_min),
    tempMaxC: numberOf(raw.temp_max),
    rhMin: numberOf(raw.rh_min),
    rhMax: numberOf(raw.rh_max),
    currentMinMs: cms(raw.current_speed_min),
    currentMaxMs: cms(raw.current_speed_max),
    currentFrom: textOf(raw.current_from),
    currentTo: textOf(raw.current_to),
    lowTideM: numberOf(raw.low_tide),
    lowTideAt: textOf(raw.low_tide_time),
    highTideM: numberOf(raw.high_tide),
    highTideAt: textOf(raw.high_tide_time),
    warningDesc: nil(textOf(raw.warning_desc)),
    weatherDesc: textOf(raw.weather_desc),
  };
}

/**
 * A port's forecast answer: its issues (under `data`, bare, or one object), newest first and
 * one per issue time; or why it cannot be used (used whole or not at all).
 */
export function portForecastOf(body: unknown): PortForecastIssue[] | string {
  const list = Array.isArray(body)
    ? body
    : isObj(body) && Array.isArray(body.data)
      ? body.data
      : isObj(body) && 'issued' in body
        ? [body]
        : null;
  if (list === null) return "the answer is not BMKG's port forecast";
  const byIssue = new Map<number, PortForecastIssue>();
  for (const raw of list as unknown[]) {
    const issue = portIssueOf(raw);
    if (typeof issue === 'string') return issue;
    byIssue.set(issue.issuedAt, issue);
  }
  return [...byIssue.values()].sort((a, b) => b.issuedAt - a.issuedAt);
}

/**
 * An area's forecast answer (`{ code, name, issued, data: [...] }`) for the area asked for:
 * its periods, or why it cannot be used (not BMKG's shape, another area's, no issue time, an
 * unreadable period). A forecast is used whole or not at all.
 */
export function forecastOf(
  body: unknown,
  code: string,
): Omit<AreaForecast, 'stale' | 'name'> | string {
  if (!isObj(body)) return 'the answer is not an object';
  const given = textOf(body.code);
  if (given !== null && given !== code) return `the answer is for another area (${given})`;
  const issuedAt = bmkgInstant(body.issued);
  if (issuedAt === null) return 'the answer has no readable issue time';
  if (!Array.isArray(body.data)) return 'the answer has no list of periods';
  const periods: AreaPeriod[] = [];
  for (const raw of body.data) {
    const p = periodOf(raw);
    if (typeof p === 'string') return p;
    periods.push(p);
  }
  if (periods.length === 0) return 'the answer has no periods';
  return { code, issuedAt, periods };
}

type Ring = [number, number][];

function ringOf(v: unknown): Ring | null {
  if (!Array.isArray(v) || v.length < 4) return null;
  const ring: Ring = [];
  for (const p of v) {
    if (!Array.isArray(p)) return null;
    const [lon, lat] = p as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number') return null;
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
    ring.push([lon, lat]);
  }
  return ring;
}

function polygonsOf(geometry: unknown): Ring[][] | null {
  if (!isObj(geometry)) return null;
  const list =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : null;
  if (!Array.isArray(list) || list.length === 0) return null;
  const out: Ring[][] = [];
  for (const poly of list as unknown[]) {
    if (!Array.isArray(poly) || poly.length === 0) return null;
    const rings = poly.map(ringOf);
    if (rings.some((r) => r === null)) return null;
    out.push(rings as Ring[]);
  }
  return out;
}

/**
 * A group's sea areas from BMKG's GeoJSON: every feature with a code (WP_1), a name (WP_IMM)
 * and a polygon; the count of those that lack one, so the server can say so.
 */
export function shapesOf(body: unknown): { shapes: AreaShape[]; unread: number } {
  if (!isObj(body) || !Array.isArray(body.features))
    throw new BmkgError(
      'BMKG answered something that is not a GeoJSON FeatureCollection',
      'malformed',
    );
  const shapes: AreaShape[] = [];
  let unread = 0;
  for (const f of body.features as unknown[]) {
    const props = isObj(f) && isObj(f.properties) ? f.properties : null;
    const code = props ? textOf(props.WP_1) : null;
    const name = props ? textOf(props.WP_IMM) : null;
    const polygons = isObj(f) ? polygonsOf(f.geometry) : null;
    if (code === null || name === null || polygons === null) unread++;
    else shapes.push({ code, name, polygons });
  }
  return { shapes, unread };
}
