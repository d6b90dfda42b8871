import { AreaIndex } from '@pantau/geo';
import { Delaunay } from 'd3-delaunay';
import { shapesOf } from './bmkg.client.ts';

/**
 * The simulator's demo forecasts, in BMKG's own shapes (its GeoJSON of sea areas, its
 * `public_api/perairan` answer): BMKG's 42 high-seas areas (group 'M', their codes and names
 * as BMKG lists them), each drawn as the part of the map nearer to its centre than to any
 * other (a Voronoi cell of a centre written down here by hand, not BMKG's outline), with a
 * made-up sea state that follows the season's pattern: the Indian Ocean south of the islands
 * and the Natuna Sea rough, the inner seas calmer. Deterministic per issue time, issued at
 * 00 and 12 UTC, eight periods of 12 hours; labelled 'Simulated' wherever it is shown.
 */

interface Centre {
  code: string;
  name: string;
  lon: number;
  lat: number;
  /** The season's typical highest waves there, metres. */
  seaM: number;
}

const AREAS: readonly Centre[] = [
  { code: 'M.01', name: 'Selat Malaka bagian utara', lon: 97.6, lat: 5.0, seaM: 1.25 },
  { code: 'M.02', name: 'Selat Malaka bagian tengah', lon: 99.9, lat: 3.0, seaM: 0.9 },
  { code: 'M.03', name: 'Samudra Hindia barat Aceh', lon: 94.3, lat: 4.0, seaM: 2.8 },
  { code: 'M.04', name: 'Samudra Hindia barat Kep. Nias', lon: 96.0, lat: 0.8, seaM: 2.9 },
  { code: 'M.05', name: 'Samudra Hindia barat Kep. Mentawai', lon: 98.3, lat: -2.3, seaM: 3.1 },
  { code: 'M.06', name: 'Samudra Hindia barat Bengkulu', lon: 100.8, lat: -5.0, seaM: 3.2 },
  { code: 'M.07', name: 'Samudra Hindia barat Lampung', lon: 103.0, lat: -7.0, seaM: 3.4 },
  { code: 'M.08', name: 'Samudra Hindia selatan Banten', lon: 105.5, lat: -8.3, seaM: 3.6 },
  { code: 'M.09', name: 'Samudra Hindia selatan Jawa Barat', lon: 107.5, lat: -8.9, seaM: 3.7 },
  { code: 'M.10', name: 'Samudra Hindia selatan Jawa Tengah', lon: 109.5, lat: -9.0, seaM: 3.8 },
  {
    code: 'M.11',
    name: 'Samudra Hindia selatan DI Yogyakarta',
    lon: 110.8,
    lat: -9.2,
    seaM: 3.8,
  },
  { code: 'M.12', name: 'Samudra Hindia selatan Jawa Timur', lon: 113.0, lat: -9.4, seaM: 3.6 },
  { code: 'M.13', name: 'Samudra Hindia selatan Bali', lon: 115.2, lat: -9.6, seaM: 3.4 },
  { code: 'M.14', name: 'Samudra Hindia selatan NTB', lon: 117.5, lat: -9.9, seaM: 3.2 },
  { code: 'M.15', name: 'Samudra Hindia selatan NTT', lon: 121.5, lat: -11.0, seaM: 3.0 },
  { code: 'M.16', name: 'Laut Natuna Utara', lon: 108.5, lat: 5.6, seaM: 3.0 },
  { code: 'M.17', name: 'Selat Karimata bagian utara', lon: 108.0, lat: 0.5, seaM: 2.1 },
  { code: 'M.18', name: 'Selat Karimata bagian selatan', lon: 108.8, lat: -2.3, seaM: 1.8 },
  { code: 'M.19', name: 'Laut Jawa bagian barat', lon: 107.5, lat: -4.9, seaM: 1.4 },
  { code: 'M.20', name: 'Laut Jawa bagian tengah', lon: 111.0, lat: -5.2, seaM: 1.6 },
  { code: 'M.21', name: 'Laut Jawa bagian timur', lon: 114.0, lat: -6.0, seaM: 1.5 },
  { code: 'M.22', name: 'Selat Makassar bagian utara', lon: 119.0, lat: 1.5, seaM: 0.9 },
  { code: 'M.23', name: 'Selat Makassar bagian tengah', lon: 118.3, lat: -1.0, seaM: 0.9 },
  { code: 'M.24', name: 'Selat Makassar bagian selatan', lon: 117.8, lat: -3.8, seaM: 1.1 },
  { code: 'M.25', name: 'Laut Bali', lon: 115.8, lat: -7.5, seaM: 1.2 },
  { code: 'M.26', name: 'Laut Sumbawa', lon: 117.8, lat: -8.0, seaM: 1.2 },
  { code: 'M.27', name: 'Laut Flores', lon: 121.0, lat: -7.5, seaM: 1.4 },
  { code: 'M.28', name: 'Teluk Bone', lon: 120.8, lat: -4.0, seaM: 0.8 },
  { code: 'M.29', name: 'Laut Banda', lon: 126.5, lat: -6.0, seaM: 1.9 },
  { code: 'M.30', name: 'Laut Seram', lon: 129.5, lat: -2.6, seaM: 1.3 },
  { code: 'M.31', name: 'Laut Arafuru bagian Utara', lon: 134.5, lat: -6.0, seaM: 1.3 },
  { code: 'M.32', name: 'Laut Arafuru bagian barat', lon: 132.0, lat: -8.6, seaM: 1.6 },
  { code: 'M.33', name: 'Laut Arafuru bagian tengah', lon: 135.5, lat: -8.9, seaM: 1.5 },
  { code: 'M.34', name: 'Laut Arafuru bagian timur', lon: 138.5, lat: -8.6, seaM: 1.4 },
  { code: 'M.35', name: 'Laut Sulawesi bagian barat', lon: 119.5, lat: 3.5, seaM: 1.4 },
  { code: 'M.36', name: 'Laut Sulawesi bagian tengah', lon: 122.0, lat: 3.0, seaM: 1.6 },
  { code: 'M.37', name: 'Laut Sulawesi bagian timur', lon: 124.5, lat: 3.5, seaM: 1.8 },
  { code: 'M.38', name: 'Laut Maluku', lon: 126.0, lat: 0.5, seaM: 1.5 },
  { code: 'M.39', name: 'Samudra Pasifik utara Maluku', lon: 128.5, lat: 3.6, seaM: 2.6 },
  {
    code: 'M.40',
    name: 'Samudra Pasifik utara Papua Barat Daya',
    lon: 131.0,
    lat: 1.6,
    seaM: 2.5,
  },
  { code: 'M.41', name: 'Samudra Pasifik utara Papua Barat', lon: 134.0, lat: 0.6, seaM: 2.4 },
  { code: 'M.42', name: 'Samudra Pasifik utara Papua', lon: 138.5, lat: -1.0, seaM: 2.3 },
];

/** The demo's groups: only BMKG's high-seas areas. */
export const DEMO_GROUPS = ['M'] as const;

/** Where the cells end: Indonesia's waters with a margin. */
const BOUNDS: [number, number, number, number] = [92, -12.5, 142, 8.5];

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

let cached: Record<string, unknown> | null = null;

/** A group's areas as BMKG's GeoJSON (an empty collection for any other group than 'M'). */
export function demoShapes(group: string): Record<string, unknown> {
  if (group !== 'M') return { type: 'FeatureCollection', features: [] };
  if (cached) return cached;
  const voronoi = Delaunay.from(AREAS.map((a) => [a.lon, a.lat])).voronoi(BOUNDS);
  cached = {
    type: 'FeatureCollection',
    features: AREAS.map((a, i) => ({
      type: 'Feature',
      properties: { WP_1: a.code, WP_IMM: a.name },
      geometry: {
        type: 'Polygon',
        coordinates: [(voronoi.cellPolygon(i) ?? []).map(([x, y]) => [round(x, 3), round(y, 3)])],
      },
    })),
  };
  return cached;
}

/** A small deterministic hash of a text and a counter, 0 ≤ x < 1. */
function unit(seed: string, n: number): number {
  let h = 2166136261 ^ n;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

const HALF_DAY = 12 * 3_600_000;
const DIRECTIONS = [
  'Utara',
  'Timur Laut',
  'Timur',
  'Tenggara',
  'Selatan',
  'Barat Daya',
  'Barat',
  'Barat Laut',
];
const BANDS: readonly [number, number, string][] = [
  [0.1, 0.5, 'Tenang'],
  [0.5, 1.25, 'Rendah'],
  [1.25, 2.5, 'Sedang'],
  [2.5, 4, 'Tinggi'],
  [4, 6, 'Sangat Tinggi'],
];

/** BMKG's UTC time words: '2026-12-02 00:00 UTC'. */
function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const TIME_DESC = ['Hari ini', 'Malam ini', 'Besok', 'Besok malam', 'Lusa', 'Lusa malam'];

/** The latest demo forecast of an area at `now`, in BMKG's `public_api/perairan` shape. */
export function demoForecast(code: string, now: number): Record<string, unknown> | null {
  const area = AREAS.find((a) => a.code === code);
  if (!area) return null;
  const issued = Math.floor(now / HALF_DAY) * HALF_DAY;
  const data = Array.from({ length: 8 }, (_, k) => {
    const from = issued + k * HALF_DAY;
    const r = (n: number) => unit(`${code}@${from}`, n);
    // The season's sea, a swell that comes and goes over days, and the afternoon's wind.
    const swell = Math.sin(from / (3 * 86_400_000) + area.lon / 7);
    const top = Math.max(0.3, area.seaM * (0.8 + 0.3 * swell + 0.2 * r(1)));
    const band = BANDS.find(([lo, hi]) => top >= lo && top < hi) ?? BANDS[BANDS.length - 1];
    const [lo, hi, cat] = band ?? [0.1, 0.5, 'Tenang'];
    const windMax = Math.round(6 + hi * 5 + r(2) * 5);
    const windMin = Math.max(1, windMax - 5 - Math.round(r(3) * 5));
    const dir = Math.floor(r(4) * DIRECTIONS.length);
    const weather = r(5) < 0.35 ? 'Hujan Ringan' : r(5) < 0.7 ? 'Berawan' : 'Cerah Berawan';
    // BMKG warns of high waves (Tinggi, 2.5 m and more), naming the category.
    const warning = lo >= 2.5 ? `Waspada gelombang ${cat.toLowerCase()} ${lo} - ${hi} m` : 'NIL';
    return {
      time_desc: TIME_DESC[k] ?? `H+${Math.floor(k / 2)}`,
      valid_from: utc(from),
      valid_to: utc(from + HALF_DAY),
      weather,
      weather_desc: `${weather}, angin ${DIRECTIONS[dir]} ${windMin} - ${windMax} knot`,
      warning_desc: warning,
      station_remark: '',
      wave_cat: cat,
      wave_desc: `${lo} - ${hi} m`,
      wind_from: DIRECTIONS[dir],
      wind_to: DIRECTIONS[(dir + 4) % DIRECTIONS.length],
      wind_speed_min: windMin,
      wind_speed_max: windMax,
    };
  });
  return { code, name: area.name, issued: utc(issued), data };
}

/** The area codes the demo knows, with their names (for the fixture's paths). */
export function demoAreaName(code: string): string | null {
  return AREAS.find((a) => a.code === code)?.name ?? null;
}

let demoIndex: AreaIndex | null = null;

/**
 * The demo's forecast for a port, in BMKG's port shape (`{ data: [ { issued, weather,
 * wind_speed_min, …, high_tide_time } ] }`): the two latest issues, each from the demo's sea
 * area the port lies in at its issue time, with made-up visibility, temperature, humidity,
 * current and tides; null (BMKG has none) for a port outside every demo area.
 */
export function demoPortForecast(
  lon: number,
  lat: number,
  now: number,
): Record<string, unknown> | null {
  demoIndex ??= new AreaIndex(shapesOf(demoShapes('M')).shapes);
  const code = demoIndex.locate(lon, lat);
  if (code === null) return null;
  const latest = Math.floor(now / HALF_DAY) * HALF_DAY;
  const data = [latest, latest - HALF_DAY].map((issued) => {
    const area = demoForecast(code, issued) as { data: Record<string, unknown>[] };
    const p = area.data[0] ?? {};
    const r = (n: number) => unit(`${code}#port@${issued}`, n);
    const hh = (h: number) => `${String(Math.floor(h) % 24).padStart(2, '0')}:00 WIB`;
    const lowAt = 1 + r(6) * 10;
    return {
      issued: utc(issued),
      weather: p.weather,
      wind_speed_min: p.wind_speed_min,
      wind_speed_max: p.wind_speed_max,
      wind_from: p.wind_from,
      wind_to: p.wind_to,
      wave_cat: p.wave_cat,
      wave_desc: p.wave_desc,
      visibility: 6000 + Math.round(r(1) * 4) * 1000,
      temp_min: 24 + Math.round(r(2) * 2),
      temp_max: 30 + Math.round(r(3) * 3),
      rh_min: 60 + Math.round(r(4) * 10),
      rh_max: 85 + Math.round(r(5) * 10),
      current_speed_min: 5 + Math.round(r(7) * 10),
      current_speed_max: 20 + Math.round(r(8) * 30),
      current_from: p.wind_to,
      current_to: p.wind_from,
      low_tide: Math.round((0.1 + r(9) * 0.3) * 10) / 10,
      low_tide_time: hh(lowAt),
      high_tide: Math.round((0.8 + r(10) * 0.8) * 10) / 10,
      high_tide_time: hh(lowAt + 6),
      warning_desc: p.warning_desc,
      weather_desc: p.weather_desc,
    };
  });
  return { data };
}
