import { greatCircleM } from '@pantau/geo';
import { DISTRICTS } from '../districts.ts';

/** A feed source as INFRASTRUCTURE sees it: AIS, or radar tracks (the radar source kinds). */
export function sourceUptimeKind(kind: string): 'ais' | 'radar' {
  return kind.startsWith('radar') ? 'radar' : 'ais';
}

/** A registry port a source may belong to. */
export interface LocationPort {
  id: string;
  code: string | null;
  lon: number;
  lat: number;
}

/** What of a source says where it is. */
export interface SourcePlace {
  id: number;
  /** Its navigation district (SPEC §2.5), if set. */
  district: string | null;
  /** Its own position, where it has one (a radar's). */
  lon?: number | null;
  lat?: number | null;
}

/** A source's own position places it at a port within this distance (30 NM, SPEC §9). */
export const SOURCE_NEAR_PORT_M = 30 * 1852;

function nearest(ports: readonly LocationPort[], lon: number, lat: number): LocationPort | null {
  let best: LocationPort | null = null;
  let bestM = Infinity;
  for (const p of ports) {
    const m = greatCircleM(lon, lat, p.lon, p.lat);
    if (m < bestM) {
      best = p;
      bestM = m;
    }
  }
  return best;
}

/**
 * The location (a registry port id) whose uptime a source counts in: the administrator's
 * mapping first; else its own position, at the nearest port within 30 NM; else its district,
 * at the district's namesake port (the port with the district's UN/LOCODE nearest the
 * district's position). Null when none says.
 */
export function sourceLocation(
  source: SourcePlace,
  mapping: ReadonlyMap<number, string>,
  ports: readonly LocationPort[],
): string | null {
  const mapped = mapping.get(source.id);
  if (mapped !== undefined) return mapped;
  if (typeof source.lon === 'number' && typeof source.lat === 'number') {
    const p = nearest(ports, source.lon, source.lat);
    if (p && greatCircleM(source.lon, source.lat, p.lon, p.lat) <= SOURCE_NEAR_PORT_M) return p.id;
  }
  const district = DISTRICTS.find((d) => d.name === source.district);
  if (!district) return null;
  const withCode = ports.filter((p) => p.code === district.portCode);
  return nearest(withCode, district.position[0], district.position[1])?.id ?? null;
}

/** One value of a weather sensor's reading. */
export interface WeatherValue {
  /** A known quantity (SPEC §2.22 'Weather'), or the reading's own field name. */
  key: string;
  known: boolean;
  value: number | string;
}

/**
 * SPEC §3 'Port weather readings list: index 0 pressure, 2 temperature, 3 humidity, 4 dew
 * point, 6 wind direction, 7 wind speed'.
 */
const READING_INDEX: readonly [number, string][] = [
  [0, 'pressure'],
  [2, 'temperature'],
  [3, 'humidity'],
  [4, 'dewPoint'],
  [6, 'windDirection'],
  [7, 'windSpeed'],
];

const scalar = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 200);

/**
 * A weather sensor's JSON answer as values to show: the spec's readings list (an array, or
 * an object holding one under `data` or `readings`) by index; else an object's scalar fields
 * (at most 30). Null when it holds nothing to show.
 */
export function weatherReading(json: unknown): WeatherValue[] | null {
  const obj = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : null;
  const inner = obj as Record<string, unknown> | null;
  const list = Array.isArray(json)
    ? (json as unknown[])
    : Array.isArray(inner?.['readings'])
      ? (inner['readings'] as unknown[])
      : Array.isArray(inner?.['data'])
        ? (inner['data'] as unknown[])
        : null;
  if (list) {
    const values = READING_INDEX.flatMap(([i, key]) => {
      const raw = list[i];
      const v =
        typeof raw === 'string' && raw.trim() !== '' && !isNaN(Number(raw)) ? Number(raw) : raw;
      return scalar(v) ? [{ key, known: true, value: v }] : [];
    });
    return values.length > 0 ? values : null;
  }
  if (inner) {
    const values = Object.entries(inner)
      .filter((e): e is [string, number | string] => scalar(e[1]) && e[0].length <= 64)
      .slice(0, 30)
      .map(([key, value]) => ({ key, known: false, value }));
    return values.length > 0 ? values : null;
  }
  return null;
}
