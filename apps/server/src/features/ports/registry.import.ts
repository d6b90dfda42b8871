import {
  REGISTRY_FIELDS,
  REGISTRY_IMPORT_MAX_ROWS,
  RegistryAssetInput,
  type RegistryAssetParsed,
} from '@pantau/contracts';
import { ApiError } from '../../errors.ts';

/**
 * Reading an admin's registry file: CSV (a header row naming the fields, RFC 4180 quoting)
 * or a GeoJSON FeatureCollection of Points (the fields as properties). Every row is checked
 * with the contracts' schema; the first bad row ends the import with a 400 naming the row
 * (1 = the first entry) and the field, so nothing of a rejected file is stored.
 */

function invalid(row: number | null, field: string, message: string): ApiError {
  return new ApiError('VALIDATION', {
    message: row === null ? message : `row ${row}, ${field}: ${message}`,
    field: row === null ? field : `rows.${row}.${field}`,
  });
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw invalid(null, 'content', 'a quoted CSV field is not closed');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  // Blank lines are not entries.
  return records.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
}

/** A header's words, loosely: `data_status_operational`, `Data Status Operational` alike. */
const squash = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');
const FIELD_BY_HEADER = new Map<string, string>([
  ...Object.keys(REGISTRY_FIELDS).map((f) => [squash(f), f] as const),
  ['longitude', 'lon'],
  ['latitude', 'lat'],
  ['hasilpenilaian', 'hasilPenilaianKriteriaKlasifikasi'],
]);

const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/** A CSV cell as its field's kind: empty is null; numbers with dots only; yes/no. */
function cell(row: number, field: string, raw: string): unknown {
  const v = raw.trim();
  if (v === '') return null;
  switch (REGISTRY_FIELDS[field]) {
    case 'number':
    case 'integer':
      if (!NUMBER_RE.test(v)) {
        throw invalid(
          row,
          field,
          field === 'lon' || field === 'lat'
            ? 'coordinate inputed contains error, longitude and latitude position might be switched'
            : 'Please use only dots and numbers',
        );
      }
      return Number(v);
    case 'boolean': {
      const b = v.toLowerCase();
      if (['yes', 'true', '1', 'ya'].includes(b)) return true;
      if (['no', 'false', '0', 'tidak'].includes(b)) return false;
      throw invalid(row, field, 'must be yes or no');
    }
    default:
      return v;
  }
}

function checkRow(row: number, candidate: Record<string, unknown>): RegistryAssetParsed {
  const parsed = RegistryAssetInput.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'row';
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}`
      : (issue?.message ?? 'not valid');
  throw invalid(
    row,
    issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? field) : field,
    message,
  );
}

function unique(entries: RegistryAssetParsed[]): RegistryAssetParsed[] {
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.id)) throw invalid(i + 1, 'id', `id ${e.id} appears twice in the file`);
    seen.add(e.id);
  });
  if (entries.length === 0) throw invalid(null, 'content', 'the file holds no entries');
  if (entries.length > REGISTRY_IMPORT_MAX_ROWS) {
    throw invalid(null, 'content', `at most ${REGISTRY_IMPORT_MAX_ROWS} entries per file`);
  }
  return entries;
}

export function readCsv(text: string): RegistryAssetParsed[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw invalid(null, 'content', 'the file holds no entries');
  const fields = header.map((h) => {
    const f = FIELD_BY_HEADER.get(squash(h));
    if (f === undefined) throw invalid(null, 'content', `unknown column '${h.trim()}'`);
    return f;
  });
  for (const required of ['id', 'category', 'name', 'lon', 'lat']) {
    if (!fields.includes(required)) {
      throw invalid(null, 'content', `the header has no '${required}' column`);
    }
  }
  return unique(
    records.map((r, i) => {
      const row = i + 1;
      if (r.length !== fields.length) {
        throw invalid(row, 'row', `has ${r.length} fields, the header ${fields.length}`);
      }
      const candidate: Record<string, unknown> = {};
      fields.forEach((f, j) => {
        const v = cell(row, f, r[j] ?? '');
        if (v !== null) candidate[f] = v;
      });
      return checkRow(row, candidate);
    }),
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function readGeoJson(text: string): RegistryAssetParsed[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw invalid(null, 'content', 'the file is not JSON');
  }
  if (!isObject(doc) || doc['type'] !== 'FeatureCollection' || !Array.isArray(doc['features'])) {
    throw invalid(null, 'content', 'the file is not a GeoJSON FeatureCollection');
  }
  return unique(
    (doc['features'] as unknown[]).map((f, i) => {
      const row = i + 1;
      if (!isObject(f) || f['type'] !== 'Feature') throw invalid(row, 'type', 'not a Feature');
      const g = f['geometry'];
      const coordinates = isObject(g) ? g['coordinates'] : undefined;
      if (!isObject(g) || g['type'] !== 'Point' || !Array.isArray(coordinates)) {
        throw invalid(row, 'geometry', 'the geometry must be a Point');
      }
      const props = isObject(f['properties']) ? f['properties'] : {};
      const { lon: _lon, lat: _lat, longitude: _lo, latitude: _la, ...rest } = props;
      const id = rest['id'] ?? f['id'];
      return checkRow(row, {
        ...rest,
        ...(id === undefined ? {} : { id: typeof id === 'number' ? String(id) : id }),
        lon: coordinates[0],
        lat: coordinates[1],
      });
    }),
  );
}

/** The entries of an imported file, or the 400 of its first problem. */
export function readRegistryFile(
  format: 'csv' | 'geojson',
  content: string,
): RegistryAssetParsed[] {
  return format === 'csv' ? readCsv(content) : readGeoJson(content);
}
