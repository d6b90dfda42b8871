import type { Readable } from 'node:stream';
import { TRACK_EXPORT_MAX_ROWS } from '@pantau/contracts';
import { NAV_STATUS, wibDateTime } from '@pantau/domain';
import writeXlsxFile from 'write-excel-file/node';
import type { TrackPoint } from './history.repo.ts';

/**
 * HISTORICAL DATA downloads (SPEC §2.15 'More info'): a vessel's positions as CSV or xlsx,
 * times in UTC+7 (SPEC §9), one row per stored position, oldest first.
 */

/** The most positions one download holds; a longer period is refused with a 400. */
export const EXPORT_MAX_ROWS = TRACK_EXPORT_MAX_ROWS;

export const EXPORT_HEADER = [
  'Time (UTC+7)',
  'Unix ms',
  'Latitude',
  'Longitude',
  'SOG (kn)',
  'COG (deg)',
  'Heading (deg)',
  'Nav status',
  'Source',
] as const;

type Cell = string | number | null;

/** One position as the row of a download, in the order of `EXPORT_HEADER`. */
export function exportRow(p: TrackPoint): Cell[] {
  return [
    wibDateTime(p.t),
    p.t,
    round(p.lat, 5),
    round(p.lon, 5),
    p.sog === null ? null : round(p.sog, 1),
    p.cog === null ? null : round(p.cog, 1),
    p.heading,
    p.navStatus === null ? null : (NAV_STATUS[p.navStatus] ?? String(p.navStatus)),
    p.source,
  ];
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The CSV (CRLF line ends, as RFC 4180), header first with a UTF-8 BOM so Excel reads it
 * right, in chunks of 1000 rows for a stream.
 */
export function* csvChunks(points: readonly TrackPoint[], rowsPerChunk = 1000): Generator<string> {
  yield `\uFEFF${EXPORT_HEADER.join(',')}\r\n`;
  for (let i = 0; i < points.length; i += rowsPerChunk) {
    let chunk = '';
    for (const p of points.slice(i, i + rowsPerChunk)) {
      chunk += `${exportRow(p).map(csvField).join(',')}\r\n`;
    }
    yield chunk;
  }
}

/** The xlsx workbook (one sheet, bold header row) as a stream. */
export async function xlsxStream(points: readonly TrackPoint[]): Promise<Readable> {
  const header = EXPORT_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = points.map((p) => exportRow(p));
  const columns = [20, 15, 11, 11, 9, 10, 13, 28, 16].map((width) => ({ width }));
  const file = writeXlsxFile([header, ...rows], { columns, sheet: 'Track' });
  // The typings join both call forms of toStream; without an argument it answers a Readable.
  return (file.toStream as () => Promise<Readable>)();
}
