import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { singleLineText, wholeNumber } from './fields.ts';

/**
 * Vessel records (SPEC §2.8 PANTAU KAPAL, §2.9 'Rekap Kapal Pantau', §3 'Vessel registration
 * record', §5 'Registration filter'): the vessel registration database an admin imports from
 * xlsx or CSV, read by everyone.
 */

// ---------------------------------------------------------------------------------------
// The registration record: the spec's columns, as the file's header row names them.
// ---------------------------------------------------------------------------------------

/** The columns of SPEC §3 'Vessel registration record' (the file's 'No.' is only a counter). */
export const REGISTRATION_COLUMNS = [
  { key: 'noRekomendasi', header: 'No. Rekomendasi', required: false },
  { key: 'noAju', header: 'No. Aju', required: true },
  { key: 'tanggalAju', header: 'Tanggal/Jam Aju', required: false },
  { key: 'pemohon', header: 'Pemohon', required: false },
  { key: 'noTelp', header: 'No. Telp', required: false },
  { key: 'fax', header: 'Fax', required: false },
  { key: 'email', header: 'Email', required: false },
  { key: 'namaKapal', header: 'Nama Kapal Laut', required: true },
  { key: 'tandaPanggil', header: 'Tanda Panggil', required: false },
  { key: 'mmsi', header: 'MMSI', required: true },
  { key: 'gt', header: 'GT', required: false },
  // Besides the spec's columns: what a registration may also say of the hull (the vessel
  // panel shows them, SPEC §2.15 'DWT', 'depth', 'LOA'); a file without them is as good.
  { key: 'dwt', header: 'DWT', required: false },
  { key: 'loa', header: 'LOA', required: false },
  { key: 'depth', header: 'Depth', required: false },
  { key: 'jenisKapal', header: 'Jenis Kapal', required: false },
  { key: 'jenisKapalSync', header: 'Jenis Kapal Syncronized', required: false },
  { key: 'jenisDinas', header: 'Jenis Dinas & Jam Kerja', required: false },
  { key: 'aaic', header: 'AAIC', required: false },
  { key: 'pemilikKapal', header: 'Pemilik Kapal', required: false },
  { key: 'alamatPemilik', header: 'Alamat Pemilik Kapal', required: false },
  { key: 'noTelpPemilik', header: 'No. Telp Pemilik', required: false },
  { key: 'jenisPengajuan', header: 'Jenis Pengajuan', required: false },
  { key: 'status', header: 'Status', required: false },
  { key: 'tahun', header: 'Tahun', required: true },
] as const;
export type RegistrationKey = (typeof REGISTRATION_COLUMNS)[number]['key'];

/** The longest text a cell may hold. */
export const REGISTRATION_TEXT_MAX = 200;
/** The largest file an import takes (SPEC §9 'upload 10485760 bytes'). */
export const REGISTRATION_UPLOAD_MAX = 10_485_760;
/** The most rows one import takes. */
export const REGISTRATION_ROWS_MAX = 50_000;

export const RegistrationView = z
  .object({
    noRekomendasi: z.string().nullable(),
    noAju: z.string().describe('the registration number: a re-import replaces by it'),
    tanggalAju: z.string().nullable(),
    pemohon: z.string().nullable(),
    noTelp: z.string().nullable(),
    fax: z.string().nullable(),
    email: z.string().nullable(),
    namaKapal: z.string(),
    tandaPanggil: z.string().nullable(),
    mmsi: z.number(),
    gt: z.number().nullable(),
    dwt: z.number().nullable().describe('deadweight, tonnes'),
    loa: z.number().nullable().describe('length over all, metres'),
    depth: z.number().nullable().describe('moulded depth, metres'),
    jenisKapal: z.string().nullable(),
    jenisKapalSync: z.string().nullable(),
    jenisDinas: z.string().nullable(),
    aaic: z.string().nullable(),
    pemilikKapal: z.string().nullable(),
    alamatPemilik: z.string().nullable(),
    noTelpPemilik: z.string().nullable(),
    jenisPengajuan: z.string().nullable(),
    status: z.string().nullable(),
    tahun: z.number(),
  })
  .meta({ id: 'Registration' });
export type RegistrationView = z.infer<typeof RegistrationView>;

/** One refused cell of an import: the file's row number (the header is row 1) and column. */
export const RegistrationRowError = z.object({
  row: z.number(),
  field: z.string().describe("the column's header as the spec names it"),
  message: z.string(),
});
export type RegistrationRowError = z.infer<typeof RegistrationRowError>;

type Cells = Partial<Record<RegistrationKey, string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Checks one row of an import (cells already trimmed text, empty = absent). Returns the
 * record, or every refused cell named by its column header.
 */
export function validateRegistrationRow(
  cells: Cells,
  row: number,
): { record: RegistrationView } | { errors: RegistrationRowError[] } {
  const errors: RegistrationRowError[] = [];
  const fail = (key: RegistrationKey, message: string) => {
    const header = REGISTRATION_COLUMNS.find((c) => c.key === key)?.header ?? key;
    errors.push({ row, field: header, message: message.replace('{field}', header) });
  };
  const text = (key: RegistrationKey): string | null => {
    const v = cells[key]?.trim() ?? '';
    const column = REGISTRATION_COLUMNS.find((c) => c.key === key);
    if (v === '') {
      if (column?.required) fail(key, '{field} can not be empty');
      return null;
    }
    if (v.length > REGISTRATION_TEXT_MAX) {
      fail(key, `{field} may not be greater than ${REGISTRATION_TEXT_MAX} characters`);
      return null;
    }
    if (CONTROLS.test(v)) {
      fail(key, '{field} may not contain control characters or text-direction overrides');
      return null;
    }
    return v;
  };
  const record: Record<string, string | number | null> = {};
  for (const c of REGISTRATION_COLUMNS) record[c.key] = text(c.key);

  const mmsi = record.mmsi;
  if (typeof mmsi === 'string') {
    if (/^\d{9}$/.test(mmsi)) record.mmsi = Number(mmsi);
    else fail('mmsi', '{field} needs to be 9 digits');
  }
  const tahun = record.tahun;
  if (typeof tahun === 'string') {
    const y = /^\d{4}$/.test(tahun) ? Number(tahun) : NaN;
    if (y >= 1900 && y <= 2100) record.tahun = y;
    else fail('tahun', '{field} must be a year between 1900 and 2100');
  }
  for (const key of ['gt', 'dwt', 'loa', 'depth'] as const) {
    const v = record[key];
    if (typeof v !== 'string') continue;
    const n = Number(v.replace(',', '.'));
    if (/^\d+([.,]\d+)?$/.test(v) && Number.isFinite(n)) record[key] = n;
    else fail(key, '{field} must be a number');
  }
  const email = record.email;
  if (typeof email === 'string' && !EMAIL_RE.test(email)) fail('email', 'Email must be valid');
  if (errors.length > 0) {
    const order = (field: string) => REGISTRATION_COLUMNS.findIndex((c) => c.header === field);
    return { errors: errors.sort((a, b) => order(a.field) - order(b.field)) };
  }
  return { record: record as RegistrationView };
}

// ---------------------------------------------------------------------------------------
// The filter (SPEC §5 'Registration filter').
// ---------------------------------------------------------------------------------------

/** Submission types offered by the filter; matched as case-insensitive substrings. */
export const SUBMISSION_TYPES = [
  'All',
  'Baru',
  'Pengajuan',
  'Persetujuan',
  'Perpanjangan',
  'Else',
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
/** 'Else': the submission type holds none of these. */
export const SUBMISSION_ELSE_EXCLUDES = ['setuju', 'panjang', 'baru'] as const;
/** Ship type options besides the synchronized types found: everything, and no type. */
export const SHIP_TYPE_ALL = 'All';
export const SHIP_TYPE_NONE = 'No Type';

/** Whether a submission type text passes the filter's choice (SPEC §5). */
export function submissionMatches(text: string | null, choice: SubmissionType): boolean {
  if (choice === 'All') return true;
  const v = (text ?? '').toLowerCase();
  if (choice === 'Else') return SUBMISSION_ELSE_EXCLUDES.every((w) => !v.includes(w));
  return v.includes(choice.toLowerCase());
}

/** The years 'to' offers once 'from' is chosen: those at or after it. */
export function yearsFrom(years: readonly number[], from: number | null): number[] {
  return from === null ? [...years] : years.filter((y) => y >= from);
}

const year = wholeNumber('year', 1900, 2100);

export const RegistrationQuery = z
  .object({
    q: z.string().trim().max(100, 'q may not be greater than 100 characters').optional(),
    mmsi: wholeNumber('mmsi', 0, 999_999_999).optional(),
    yearFrom: year.optional(),
    yearTo: year.optional(),
    shipType: z
      .string()
      .trim()
      .max(REGISTRATION_TEXT_MAX)
      .optional()
      .describe("'All' or absent: every type"),
    submission: z.enum(SUBMISSION_TYPES).optional(),
    page: wholeNumber('page', 1, 1_000_000).default(1),
    pageSize: wholeNumber('pageSize', 1, 500).default(50),
  })
  .refine((q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearTo >= q.yearFrom, {
    path: ['yearTo'],
    message: 'yearTo must not be before yearFrom',
  });
export type RegistrationQuery = z.input<typeof RegistrationQuery>;

export const RegistrationPage = z
  .object({
    registrations: z.array(RegistrationView),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'RegistrationPage' });
export type RegistrationPage = z.infer<typeof RegistrationPage>;

export const RegistrationOptions = z
  .object({
    years: z.array(z.number()).describe('the years found, ascending'),
    shipTypes: z.array(z.string()).describe('the synchronized ship types found'),
    total: z.number(),
    importedAt: z.number().nullable().describe('unix ms of the last import'),
  })
  .meta({ id: 'RegistrationOptions' });
export type RegistrationOptions = z.infer<typeof RegistrationOptions>;

/** LIST KAPAL: registered vessels keyed by MMSI. */
export const RegisteredVessel = z.object({
  mmsi: z.number(),
  namaKapal: z.string(),
  tandaPanggil: z.string().nullable(),
  jenisKapalSync: z.string().nullable(),
  registrations: z.number().describe('how many registrations the vessel has'),
  latestTahun: z.number(),
});
export type RegisteredVessel = z.infer<typeof RegisteredVessel>;
export const RegisteredVesselPage = z
  .object({ vessels: z.array(RegisteredVessel), total: z.number(), page: z.number() })
  .meta({ id: 'RegisteredVesselPage' });
export type RegisteredVesselPage = z.infer<typeof RegisteredVesselPage>;
export const RegisteredVesselQuery = z.object({
  q: RegistrationQuery.shape.q,
  page: wholeNumber('page', 1, 1_000_000).default(1),
  pageSize: wholeNumber('pageSize', 1, 500).default(50),
});

export const RegistrationImportResult = z
  .object({
    rows: z.number().describe('rows in the file'),
    added: z.number(),
    replaced: z.number().describe('registration numbers already known, replaced'),
  })
  .meta({ id: 'RegistrationImportResult' });
export type RegistrationImportResult = z.infer<typeof RegistrationImportResult>;

/** A refused import: nothing was stored; every bad cell by row and column. */
export const RegistrationImportRefused = z
  .object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    errors: z.array(RegistrationRowError),
  })
  .meta({ id: 'RegistrationImportRefused' });
export type RegistrationImportRefused = z.infer<typeof RegistrationImportRefused>;

/** At most this many refused cells are listed. */
export const REGISTRATION_ERRORS_MAX = 200;

export const registrationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/registrations',
    summary: 'Rekap Kapal Pantau: registrations by the filter, newest year first',
    tags: ['registrations'],
    query: RegistrationQuery,
    response: RegistrationPage,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/registrations/options',
    summary: 'The years and synchronized ship types the filter offers',
    tags: ['registrations'],
    response: RegistrationOptions,
  }),
  vessels: defineEndpoint({
    method: 'GET',
    path: '/api/registrations/vessels',
    summary: 'LIST KAPAL: registered vessels keyed by MMSI',
    tags: ['registrations'],
    query: RegisteredVesselQuery,
    response: RegisteredVesselPage,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/registrations/export',
    summary: 'The filtered registrations as xlsx',
    tags: ['registrations'],
    query: RegistrationQuery,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/registrations/import',
    summary:
      'Import registrations from xlsx or CSV (multipart, field file, at most 10485760 bytes); all rows or none',
    tags: ['registrations'],
    response: RegistrationImportResult,
  }),
};

// ---------------------------------------------------------------------------------------
// Inaportnet (SPEC §7): PKK (port visit notice) and SPB (sailing clearance) per vessel.
// ---------------------------------------------------------------------------------------

/**
 * Where an Inaportnet answer stands: 'ok' (the records are Inaportnet's), 'not-configured'
 * (this server has no PANTAU_INAPORTNET_URL: nothing is known), 'error' (Inaportnet failed:
 * nothing is known, which is not the same as 'no clearance').
 */
export const InaportnetState = z.enum(['ok', 'not-configured', 'error']);
export type InaportnetState = z.infer<typeof InaportnetState>;

/** One row of Inaportnet's day map: a vessel and whether it has a PKK and an SPB. */
export const ClearanceRow = z.object({
  mmsi: z.number(),
  pkk: z.boolean(),
  spb: z.boolean(),
  name: z.string().nullable().describe('from the live picture or the registration database'),
});
export type ClearanceRow = z.infer<typeof ClearanceRow>;

export const ClearanceList = z
  .object({
    state: InaportnetState,
    day: z.string().describe('YYYY-MM-DD in UTC+7'),
    fetchedAt: z.number().nullable().describe('unix ms of the answer shown'),
    message: z.string().nullable().describe("why nothing is known ('error', 'not-configured')"),
    vessels: z.array(ClearanceRow),
  })
  .meta({ id: 'ClearanceList' });
export type ClearanceList = z.infer<typeof ClearanceList>;

/** A record as Inaportnet gives it: its number, and its other fields as they came. */
const RecordFields = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export const PkkRecord = z.object({ nomorPkk: z.string(), fields: RecordFields });
export type PkkRecord = z.infer<typeof PkkRecord>;
export const SpbRecord = z.object({
  nomorSPB: z.string(),
  nomorPkk: z.string().describe('the PKK it clears'),
  fields: RecordFields,
});
export type SpbRecord = z.infer<typeof SpbRecord>;

export const VesselClearances = z
  .object({
    state: InaportnetState,
    mmsi: z.number(),
    fetchedAt: z.number().nullable(),
    message: z.string().nullable(),
    pkk: z.array(PkkRecord),
    spb: z.array(SpbRecord),
  })
  .meta({ id: 'VesselClearances' });
export type VesselClearances = z.infer<typeof VesselClearances>;

export const ClearanceQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')
    .optional()
    .describe('default today (UTC+7)'),
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .describe('ask Inaportnet again (the refresh button)'),
});

export const inaportnetEndpoints = {
  clearances: defineEndpoint({
    method: 'GET',
    path: '/api/inaportnet/clearances',
    summary: "PKK & SPB: Inaportnet's vessels of a day with their PKK and SPB flags",
    tags: ['inaportnet'],
    query: ClearanceQuery,
    response: ClearanceList,
  }),
  vessel: defineEndpoint({
    method: 'GET',
    path: '/api/inaportnet/vessels/:mmsi',
    summary: "A vessel's PKK and SPB records (Detail Kapal)",
    tags: ['inaportnet'],
    params: z.object({ mmsi: wholeNumber('mmsi', 0, 999_999_999) }),
    response: VesselClearances,
  }),
};

// ---------------------------------------------------------------------------------------
// Database Kapal (/data-ais, SPEC §2.17): the whole fleet seen, one row per MMSI.
// ---------------------------------------------------------------------------------------

export const FleetVessel = z
  .object({
    mmsi: z.number(),
    imo: z.number().nullable(),
    mmsiType: z.string().describe('ITU-R M.585 kind of the MMSI'),
    shipType: z.number().nullable(),
    shipTypeStr: z.string(),
    callSign: z.string().nullable(),
    name: z.string().nullable(),
    aisType: z.string().nullable().describe("'Class A' or 'Class B'"),
    aisVer: z
      .number()
      .nullable()
      .describe("type 5's AIS version indicator (0: ITU-R M.1371-1, 1: -3, 2: -5, 3: later)"),
    vendorId: z.string().nullable().describe("type 24 part B's vendor (manufacturer) ID"),
    dimToBow: z.number().nullable(),
    dimToStern: z.number().nullable(),
    dimToPort: z.number().nullable(),
    dimToStbrd: z.number().nullable(),
    navStatus: z.number().nullable(),
    navStatusStr: z.string(),
    src: z.string().nullable().describe('the source heard last'),
    destination: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    firstSeen: z.number().describe('unix ms'),
    lastSeen: z.number().describe('unix ms'),
  })
  .meta({ id: 'FleetVessel' });
export type FleetVessel = z.infer<typeof FleetVessel>;

/** The columns 'Tambah Filter' builds conditions on, and what each compares. */
export const FLEET_FILTER_COLUMNS = {
  mmsi: 'number',
  imo: 'number',
  shipType: 'number',
  navStatus: 'number',
  name: 'text',
  callSign: 'text',
  src: 'text',
  destination: 'text',
  aisType: 'text',
} as const;
export type FleetFilterColumn = keyof typeof FLEET_FILTER_COLUMNS;
export const FLEET_FILTER_OPS = ['eq', 'ne', 'contains', 'gt', 'lt', 'empty', 'notEmpty'] as const;
export type FleetFilterOp = (typeof FLEET_FILTER_OPS)[number];
export const FLEET_FILTERS_MAX = 10;

export const FleetFilter = z.object({
  column: z.enum(Object.keys(FLEET_FILTER_COLUMNS) as [FleetFilterColumn, ...FleetFilterColumn[]]),
  op: z.enum(FLEET_FILTER_OPS),
  value: z.string().max(100).default(''),
});
export type FleetFilter = z.infer<typeof FleetFilter>;

/** `column:op:value` (the value may hold colons), as the query carries each condition. */
export function fleetFilterText(f: FleetFilter): string {
  return `${f.column}:${f.op}:${f.value}`;
}

const filterParam = z.string().transform((v, ctx) => {
  const [column, op, ...rest] = v.split(':');
  const parsed = FleetFilter.safeParse({ column, op, value: rest.join(':') });
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: `filter ${v} is not column:op:value` });
    return z.NEVER;
  }
  const f = parsed.data;
  if (FLEET_FILTER_COLUMNS[f.column] === 'number' && !['empty', 'notEmpty'].includes(f.op)) {
    if (!/^\d{1,12}$/.test(f.value)) {
      ctx.addIssue({ code: 'custom', message: `filter ${f.column} needs a whole number` });
      return z.NEVER;
    }
  }
  if (f.op === 'contains' && FLEET_FILTER_COLUMNS[f.column] === 'number') {
    ctx.addIssue({ code: 'custom', message: `filter ${f.column} cannot use contains` });
    return z.NEVER;
  }
  return f;
});

export const FleetQuery = z.object({
  q: z.string().trim().max(100, 'q may not be greater than 100 characters').optional(),
  filter: z
    .union([filterParam, z.array(filterParam)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .refine((v) => v.length <= FLEET_FILTERS_MAX, `at most ${FLEET_FILTERS_MAX} filters`),
  page: wholeNumber('page', 1, 10_000_000).default(1),
  pageSize: wholeNumber('pageSize', 1, 200).default(25),
});
export type FleetQuery = z.input<typeof FleetQuery>;

export const FleetPage = z
  .object({
    vessels: z.array(FleetVessel),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'FleetPage' });
export type FleetPage = z.infer<typeof FleetPage>;

/** One position of the expanded history (SPEC §3 'Marine position record', as kept). */
export const FleetPosition = z.object({
  t: z.number(),
  lat: z.number(),
  lon: z.number(),
  sog: z.number().nullable(),
  cog: z.number().nullable(),
  heading: z.number().nullable(),
  navStatus: z.number().nullable(),
  rot: z.number().nullable(),
  source: z.string(),
});
export const FleetPositions = z
  .object({ mmsi: z.number(), positions: z.array(FleetPosition), total: z.number() })
  .meta({ id: 'FleetPositions' });
export type FleetPositions = z.infer<typeof FleetPositions>;

/** A saved quick view ('Pilih Tampilan Cepat'): a name, a search and conditions. */
export const QuickViewBody = z.object({
  name: singleLineText('name', 40),
  q: z.string().trim().max(100).default(''),
  filters: z.array(FleetFilter).max(FLEET_FILTERS_MAX).default([]),
});
export type QuickViewBody = z.input<typeof QuickViewBody>;
export const QuickView = z.object({
  id: z.number(),
  name: z.string(),
  q: z.string(),
  filters: z.array(FleetFilter),
});
export type QuickView = z.infer<typeof QuickView>;
export const QuickViewList = z.object({ views: z.array(QuickView) }).meta({ id: 'QuickViewList' });

export const dataAisEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/data-ais',
    summary: 'Database Kapal: the fleet seen, one row per MMSI, by search and conditions',
    tags: ['data-ais'],
    query: FleetQuery,
    response: FleetPage,
  }),
  positions: defineEndpoint({
    method: 'GET',
    path: '/api/data-ais/:mmsi/positions',
    summary: "A vessel's newest kept positions (the expanded row)",
    tags: ['data-ais'],
    params: z.object({ mmsi: wholeNumber('mmsi', 0, 999_999_999) }),
    query: z.object({ limit: wholeNumber('limit', 1, 1000).default(200) }),
    response: FleetPositions,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/data-ais/export',
    summary: 'The fleet by search and conditions as a streamed xlsx named DD-MM-YYYY',
    tags: ['data-ais'],
    query: FleetQuery,
  }),
  views: defineEndpoint({
    method: 'GET',
    path: '/api/data-ais/views',
    summary: "The signed-in user's quick views",
    tags: ['data-ais'],
    response: QuickViewList,
  }),
  saveView: defineEndpoint({
    method: 'POST',
    path: '/api/data-ais/views',
    summary: 'Save a quick view (a name already used is replaced)',
    tags: ['data-ais'],
    body: QuickViewBody,
    response: QuickView,
  }),
  deleteView: defineEndpoint({
    method: 'DELETE',
    path: '/api/data-ais/views/:id',
    summary: 'Delete a quick view',
    tags: ['data-ais'],
    params: z.object({ id: wholeNumber('id', 1) }),
    response: z.object({ message: z.string() }),
  }),
};
