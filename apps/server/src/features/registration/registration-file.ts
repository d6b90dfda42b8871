import {
  REGISTRATION_COLUMNS,
  REGISTRATION_ERRORS_MAX,
  REGISTRATION_ROWS_MAX,
  validateRegistrationRow,
  type RegistrationKey,
  type RegistrationRowError,
  type RegistrationView,
} from '@pantau/contracts';
import { readSheet } from 'read-excel-file/node';

/**
 * Reading an import file (SPEC §2.9): an xlsx workbook's first sheet, or CSV text (comma or
 * semicolon, quotes as RFC 4180, UTF-8 with or without BOM). The first row names the columns
 * by the spec's headers (any case and spacing, any order, extra columns ignored); every row
 * after it is checked, and the file is taken whole or refused whole.
 */

export type Cell = string | number | boolean | Date | null | undefined;

export type ParsedFile =
  { ok: true; records: RegistrationView[] } | { ok: false; errors: RegistrationRowError[] };

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const HEADERS = new Map(REGISTRATION_COLUMNS.map((c) => [norm(c.header), c.key]));

export function isXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;
}

/** A cell as text: dates as `YYYY-MM-DD HH:mm` (the sheet's own clock), numbers as written. */
export function cellText(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getUTCFullYear()}-${p(v.getUTCMonth() + 1)}-${p(v.getUTCDate())} ${p(v.getUTCHours())}:${p(v.getUTCMinutes())}`;
  }
  return String(v).trim();
}

/** RFC 4180 CSV with `,` or `;` (whichever the header row uses more). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The rows of a file, xlsx or CSV, as cells. */
export async function fileRows(bytes: Buffer): Promise<Cell[][]> {
  if (isXlsx(bytes)) return (await readSheet(bytes)) as unknown as Cell[][];
  return parseCsv(bytes.toString('utf8'));
}

/** Checks every row of the sheet; the records when all pass, else every refused cell. */
export function checkRows(rows: readonly (readonly Cell[])[]): ParsedFile {
  const header = rows[0];
  if (!header)
    return { ok: false, errors: [{ row: 1, field: 'file', message: 'The file is empty' }] };
  const columns = new Map<number, RegistrationKey>();
  header.forEach((h, i) => {
    const key = HEADERS.get(norm(cellText(h)));
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  const errors: RegistrationRowError[] = [];
  for (const c of REGISTRATION_COLUMNS) {
    if (c.required && ![...columns.values()].includes(c.key))
      errors.push({ row: 1, field: c.header, message: `The column ${c.header} is missing` });
  }
  if (errors.length > 0) return { ok: false, errors };
  const dataRows = rows.length - 1;
  if (dataRows > REGISTRATION_ROWS_MAX)
    return {
      ok: false,
      errors: [
        {
          row: REGISTRATION_ROWS_MAX + 2,
          field: 'file',
          message: `At most ${REGISTRATION_ROWS_MAX} rows`,
        },
      ],
    };
  const records: RegistrationView[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < rows.length; i++) {
    const cells: Partial<Record<RegistrationKey, string>> = {};
    const raw = rows[i] ?? [];
    for (const [index, key] of columns) cells[key] = cellText(raw[index]);
    if (Object.values(cells).every((v) => v === '')) continue;
    const rowNumber = i + 1;
    const result = validateRegistrationRow(cells, rowNumber);
    if ('errors' in result) {
      errors.push(...result.errors);
    } else {
      const first = seen.get(result.record.noAju);
      if (first !== undefined)
        errors.push({
          row: rowNumber,
          field: 'No. Aju',
          message: `No. Aju ${result.record.noAju} is already in row ${first}`,
        });
      else {
        seen.set(result.record.noAju, rowNumber);
        records.push(result.record);
      }
    }
    if (errors.length >= REGISTRATION_ERRORS_MAX) break;
  }
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, REGISTRATION_ERRORS_MAX) };
  if (records.length === 0)
    return { ok: false, errors: [{ row: 2, field: 'file', message: 'The file has no rows' }] };
  return { ok: true, records };
}
