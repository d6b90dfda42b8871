import {
  POI_CATEGORIES,
  REGISTRY_CATEGORIES,
  USER_POI_PAGE,
  validateUserPoi,
  type RegistryDetails,
} from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { singleLineText } from './fields.ts';

/**
 * The port and asset registry (SPEC §3 'Port', 'POI', 'Special-area item', 'Port summary'):
 * every Indonesian port of the World Port Index, the Kantor Disnav offices, VTS stations and
 * what admins import (SROP, SBNP, terminals, TUKS and TERSUS...). One flat record per entry,
 * the same in the API, in an imported CSV's columns and in a GeoJSON Feature's properties.
 */

export const RegistryCategory = z.enum(REGISTRY_CATEGORIES, {
  error: `category must be one of ${REGISTRY_CATEGORIES.join(', ')}`,
});

type Kind = 'text' | 'number' | 'integer' | 'boolean';

/** The detail fields, each with its kind (how a CSV cell is read). */
export const DETAIL_FIELDS = {
  wpi: 'integer',
  alternateName: 'text',
  harborSize: 'text',
  harborType: 'text',
  shelter: 'text',
  waterBody: 'text',
  tidalRangeM: 'number',
  channelDepthM: 'number',
  anchorageDepthM: 'number',
  cargoPierDepthM: 'number',
  oilTerminalDepthM: 'number',
  maxVesselLengthM: 'number',
  maxVesselDraftM: 'number',
  pilotageCompulsory: 'boolean',
  chart: 'text',
  district: 'text',
  quickZoom: 'integer',
  focusZoom: 'boolean',
  sk: 'text',
  bidangUsaha: 'text',
  kategori: 'text',
  tipe: 'text',
  alamat: 'text',
  npwp: 'text',
  status: 'text',
  upt: 'text',
  dataStatusOperational: 'text',
  kelasEksisting: 'text',
  kelasBaru: 'text',
  hasilPenilaianKriteriaKlasifikasi: 'text',
  keterangan: 'text',
} as const satisfies Record<keyof RegistryDetails, Kind>;
export type DetailField = keyof typeof DETAIL_FIELDS;

/** Every field an entry has in a CSV or GeoJSON import, core first. */
export const CORE_FIELDS = {
  id: 'text',
  category: 'text',
  name: 'text',
  code: 'text',
  identifier: 'text',
  lon: 'number',
  lat: 'number',
  address: 'text',
  region: 'text',
} as const satisfies Record<string, Kind>;
export const REGISTRY_FIELDS: Record<string, Kind> = { ...CORE_FIELDS, ...DETAIL_FIELDS };

const TEXT_MAX = 300;
const optionalText = (field: string) =>
  singleLineText(field, TEXT_MAX).nullable().optional().default(null);
const optionalNumber = (field: string, integer: boolean) =>
  (integer ? z.number().int(`${field} must be a whole number`) : z.number())
    .refine(Number.isFinite, `${field} must be a number`)
    .nullable()
    .optional()
    .default(null);

function detailSchema(field: DetailField) {
  const kind = DETAIL_FIELDS[field];
  if (kind === 'boolean') return z.boolean().nullable().optional().default(null);
  if (kind === 'text') return optionalText(field);
  return optionalNumber(field, kind === 'integer');
}

const details = Object.fromEntries(
  (Object.keys(DETAIL_FIELDS) as DetailField[]).map((f) => [f, detailSchema(f)]),
) as { [K in DetailField]: ReturnType<typeof detailSchema> };

export const REGISTRY_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const idField = z
  .string({ error: 'id can not be empty' })
  .regex(REGISTRY_ID_RE, 'id must be 1-64 letters, digits, dot, hyphen or underscore');

/** An entry's fields as an admin writes them (an edit's body; an import row without id). */
const assetFields = z
  .object({
    category: RegistryCategory,
    name: singleLineText('name', 128, { requiredMessage: 'Must contain character' }),
    code: z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'code must be a UN/LOCODE such as IDBOA')
      .nullable()
      .optional()
      .default(null),
    identifier: optionalText('identifier'),
    lon: z
      .number({ error: 'Please use valid Longitude with dots' })
      .min(-180, 'Please use valid Longitude with dots')
      .max(180, 'Please use valid Longitude with dots'),
    lat: z
      .number({ error: 'Please use valid Latitude with dots' })
      .min(-90, 'Please use valid Latitude with dots')
      .max(90, 'Please use valid Latitude with dots'),
    address: optionalText('address'),
    region: optionalText('region'),
    ...details,
  })
  .strict();

export const RegistryAssetBody = assetFields.meta({ id: 'RegistryAssetBody' });
export type RegistryAssetBody = z.input<typeof RegistryAssetBody>;

/** One imported entry: its id and fields. */
export const RegistryAssetInput = assetFields.extend({ id: idField });
export type RegistryAssetInput = z.input<typeof RegistryAssetInput>;
export type RegistryAssetParsed = z.output<typeof RegistryAssetInput>;

export const RegistryAsset = z
  .object({
    id: z.string(),
    category: RegistryCategory,
    name: z.string(),
    code: z.string().nullable(),
    identifier: z.string().nullable(),
    lon: z.number(),
    lat: z.number(),
    address: z.string().nullable(),
    region: z.string().nullable(),
    ...(Object.fromEntries(
      (Object.keys(DETAIL_FIELDS) as DetailField[]).map((f) => [
        f,
        DETAIL_FIELDS[f] === 'text'
          ? z.string().nullable()
          : DETAIL_FIELDS[f] === 'boolean'
            ? z.boolean().nullable()
            : z.number().nullable(),
      ]),
    ) as unknown as {
      [K in DetailField]: z.ZodNullable<z.ZodType<NonNullable<RegistryDetails[K]>>>;
    }),
    source: z.enum(['wpi', 'spec', 'import', 'user']),
    updatedBy: z.string().nullable(),
    updatedAt: z.number().nullable().describe('unix ms of the last edit or import'),
  })
  .meta({ id: 'RegistryAsset' });
export type RegistryAsset = z.infer<typeof RegistryAsset>;

export const RegistryList = z.object({ assets: z.array(RegistryAsset) }).meta({ id: 'Registry' });

/** A file's text, within the server's 1 MiB request body with room for the JSON around it. */
export const REGISTRY_IMPORT_MAX_CHARS = 900_000;
export const REGISTRY_IMPORT_MAX_ROWS = 5000;

export const RegistryImportBody = z
  .object({
    format: z.enum(['csv', 'geojson'], { error: 'format must be csv or geojson' }),
    content: z
      .string()
      .min(1, 'content can not be empty')
      .max(
        REGISTRY_IMPORT_MAX_CHARS,
        `content may not be greater than ${REGISTRY_IMPORT_MAX_CHARS} characters`,
      ),
  })
  .meta({ id: 'RegistryImport' });

export const RegistryImported = z
  .object({ created: z.number(), updated: z.number() })
  .meta({ id: 'RegistryImported' });

export const RegistryIdParams = z.object({ id: idField });

export const RegistryExportQuery = z.object({
  table: z.enum(['ports', 'summary'], { error: 'table must be ports or summary' }),
  q: z.string().max(100).optional().describe('Only rows holding this text'),
});

/** SPEC §2.10: DATA PORT/PELABUHAN, 10 rows a page, 20 columns. */
export const PORT_TABLE_PAGE = 10;

type Cell = string | number | boolean | null;
export interface PortColumn {
  id: string;
  /** The header written in the xlsx file (the web app translates `ports.columns.{id}`). */
  header: string;
  value: (a: RegistryAsset) => Cell;
}

/** The 20 columns of DATA PORT/PELABUHAN, in order. */
export const PORT_COLUMNS: readonly PortColumn[] = [
  { id: 'id', header: 'ID', value: (a) => a.id },
  { id: 'code', header: 'UN/LOCODE', value: (a) => a.code },
  { id: 'name', header: 'Name', value: (a) => a.name },
  { id: 'alternateName', header: 'Alternate names', value: (a) => a.alternateName },
  { id: 'wpi', header: 'WPI number', value: (a) => a.wpi },
  { id: 'district', header: 'District (Disnav)', value: (a) => a.district },
  { id: 'lon', header: 'Longitude', value: (a) => Number(a.lon.toFixed(5)) },
  { id: 'lat', header: 'Latitude', value: (a) => Number(a.lat.toFixed(5)) },
  { id: 'harborSize', header: 'Harbour size', value: (a) => a.harborSize },
  { id: 'harborType', header: 'Harbour type', value: (a) => a.harborType },
  { id: 'shelter', header: 'Shelter', value: (a) => a.shelter },
  { id: 'waterBody', header: 'Water body', value: (a) => a.waterBody },
  { id: 'tidalRangeM', header: 'Tidal range (m)', value: (a) => a.tidalRangeM },
  { id: 'channelDepthM', header: 'Channel depth (m)', value: (a) => a.channelDepthM },
  { id: 'anchorageDepthM', header: 'Anchorage depth (m)', value: (a) => a.anchorageDepthM },
  { id: 'cargoPierDepthM', header: 'Cargo pier depth (m)', value: (a) => a.cargoPierDepthM },
  {
    id: 'oilTerminalDepthM',
    header: 'Oil terminal depth (m)',
    value: (a) => a.oilTerminalDepthM,
  },
  { id: 'maxVesselLengthM', header: 'Max vessel length (m)', value: (a) => a.maxVesselLengthM },
  { id: 'maxVesselDraftM', header: 'Max vessel draft (m)', value: (a) => a.maxVesselDraftM },
  { id: 'pilotageCompulsory', header: 'Pilotage compulsory', value: (a) => a.pilotageCompulsory },
];

/** SPEC §3 'Port summary': the 7 columns of DATA REKAP PELABUHAN. */
export const SUMMARY_COLUMNS: readonly PortColumn[] = [
  { id: 'id', header: 'id', value: (a) => a.code ?? a.id },
  { id: 'upt', header: 'upt', value: (a) => a.upt },
  {
    id: 'dataStatusOperational',
    header: 'data_status_operational',
    value: (a) => a.dataStatusOperational,
  },
  { id: 'kelasEksisting', header: 'kelas_eksisting', value: (a) => a.kelasEksisting },
  { id: 'kelasBaru', header: 'kelas_baru', value: (a) => a.kelasBaru },
  {
    id: 'hasilPenilaianKriteriaKlasifikasi',
    header: 'hasil_penilaian_kriteria_klasifikasi',
    value: (a) => a.hasilPenilaianKriteriaKlasifikasi,
  },
  { id: 'keterangan', header: 'keterangan', value: (a) => a.keterangan },
];

/** The registry entries DATA PORT/PELABUHAN lists: the ports. */
export function isPortRow(a: Pick<RegistryAsset, 'category'>): boolean {
  return a.category === 'ports';
}

/** A table's search: a row matches when one of its cells holds `q`, in any case. */
export function rowMatches(a: RegistryAsset, columns: readonly PortColumn[], q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === '') return true;
  return columns.some((c) => {
    const v = c.value(a);
    return v !== null && String(v).toLowerCase().includes(needle);
  });
}

/**
 * A user's point of interest (SPEC §2.33, §5 'Add POI form'): the form's text as typed, the
 * server running the same rules as the form (`validateUserPoi`), each failing field named.
 */
export const UserPoiBody = z
  .object({
    category: z.string().max(64),
    identifier: z.string().max(64),
    name: z.string().max(128),
    longitude: z.string().max(32),
    latitude: z.string().max(32),
  })
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(validateUserPoi(body))) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  .meta({ id: 'UserPoiBody' });
export type UserPoiBody = z.input<typeof UserPoiBody>;

export const UserPoiQuery = z.object({
  category: z.enum(POI_CATEGORIES, { error: 'value not accepted' }),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1')
    .transform(Number)
    .optional()
    .describe('Page 1 is the oldest; the newest when absent'),
});

export const UserPoiPage = z
  .object({
    items: z.array(RegistryAsset).describe(`At most ${USER_POI_PAGE}, oldest first`),
    page: z.number(),
    lastIndex: z.number().describe('The newest page'),
    total: z.number(),
  })
  .meta({ id: 'UserPoiPage' });
export type UserPoiPage = z.infer<typeof UserPoiPage>;

export const portEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/ports',
    summary: 'The port and asset registry: ports, offices, stations, POIs, TUKS and TERSUS',
    tags: ['ports'],
    response: RegistryList,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/ports/export',
    summary: 'DATA PORT/PELABUHAN or DATA REKAP PELABUHAN as xlsx',
    tags: ['ports'],
    query: RegistryExportQuery,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/ports/import',
    summary: 'Adds or replaces registry entries from a GeoJSON or CSV file, all or none',
    tags: ['ports'],
    body: RegistryImportBody,
    response: RegistryImported,
  }),
  addPoi: defineEndpoint({
    method: 'POST',
    path: '/api/ports/pois',
    summary: "Adds a user's point of interest (non-visitors)",
    tags: ['ports'],
    body: UserPoiBody,
    response: RegistryAsset,
  }),
  pois: defineEndpoint({
    method: 'GET',
    path: '/api/ports/pois',
    summary: "Users' points of interest of one category, 10 a page",
    tags: ['ports'],
    query: UserPoiQuery,
    response: UserPoiPage,
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/api/ports/:id',
    summary: 'Adds or edits one registry entry',
    tags: ['ports'],
    params: RegistryIdParams,
    body: RegistryAssetBody,
    response: RegistryAsset,
  }),
};
