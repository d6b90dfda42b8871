import { parseDms } from './dms.ts';

/**
 * The AOI panel's typed polygon (SPEC §5 'Polygon coordinates'): one point per line,
 * `name,latitude,longitude`, each coordinate in degrees, minutes and seconds with its
 * hemisphere letter (`parseDms`: LU/LS, BT/BB, U/S, N/S, E/W; a latitude letter holding `u`
 * is north, a longitude letter holding `t` is east). Blank lines are skipped.
 */

/** One named point, in degrees. */
export interface NamedPoint {
  name: string;
  lon: number;
  lat: number;
}

/**
 * Why a text is not a polygon: `format` (a line is not `name,latitude,longitude`: 'please
 * check the data format'), `minPoints` (fewer than 3: 'masukkan minimal 3 koordinat'),
 * `minUnique` (closed by hand with fewer than 4 lines: 'masukkan minimal 3 koordinat unik').
 */
export type DmsLinesError =
  { code: 'format'; line: number } | { code: 'minPoints' } | { code: 'minUnique' };

export type DmsLinesResult =
  | {
      ok: true;
      /** The points as typed (the closing one too, when typed). */
      points: NamedPoint[];
      /** The closed ring of [lon, lat]: the first point again at the end. */
      ring: [number, number][];
    }
  | { ok: false; error: DmsLinesError };

/** `name,latitude,longitude` → the point, or null when the line is not one. */
export function parseDmsLine(line: string): NamedPoint | null {
  const fields = line.split(',');
  if (fields.length !== 3) return null;
  const [nameText = '', latText = '', lonText = ''] = fields;
  const name = nameText.trim();
  if (name === '') return null;
  const lat = parseDms(latText, 'lat');
  const lon = parseDms(lonText, 'lon');
  if (lat === null || lon === null) return null;
  return { name, lon, lat };
}

const same = (a: NamedPoint, b: NamedPoint) => a.lon === b.lon && a.lat === b.lat;

/**
 * Reads a polygon typed as DMS lines. Fewer than 3 points is `minPoints`; a ring typed
 * closed (last point = first) needs 4 lines, else `minUnique`; an open ring is closed here.
 */
export function parseDmsLines(text: string): DmsLinesResult {
  const points: NamedPoint[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const point = parseDmsLine(line);
    if (point === null) return { ok: false, error: { code: 'format', line: i + 1 } };
    points.push(point);
  }
  if (points.length < 3) return { ok: false, error: { code: 'minPoints' } };
  const first = points[0] as NamedPoint;
  const last = points[points.length - 1] as NamedPoint;
  const closed = same(first, last);
  if (closed && points.length < 4) return { ok: false, error: { code: 'minUnique' } };
  const ring = points.map((p): [number, number] => [p.lon, p.lat]);
  if (!closed) ring.push([first.lon, first.lat]);
  return { ok: true, points, ring };
}

/**
 * One coordinate `latitude,longitude` in DMS (a Circle's centre), as [lon, lat]; null when
 * the text is not one.
 */
export function parseDmsPair(text: string): [number, number] | null {
  const fields = text.trim().split(',');
  if (fields.length !== 2) return null;
  const lat = parseDms(fields[0] ?? '', 'lat');
  const lon = parseDms(fields[1] ?? '', 'lon');
  return lat === null || lon === null ? null : [lon, lat];
}
