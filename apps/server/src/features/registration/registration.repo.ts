import {
  SHIP_TYPE_ALL,
  SHIP_TYPE_NONE,
  SUBMISSION_ELSE_EXCLUDES,
  type RegisteredVessel,
  type RegistrationView,
  type SubmissionType,
} from '@pantau/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';
import { containsIgnoringCase } from '../../store/search.ts';

/** The registration table (migration 0030), typed here: no other feature reads it directly. */
export interface VesselRegistrationsTable {
  no_aju: string;
  no_rekomendasi: string | null;
  tanggal_aju: string | null;
  pemohon: string | null;
  no_telp: string | null;
  fax: string | null;
  email: string | null;
  nama_kapal: string;
  tanda_panggil: string | null;
  mmsi: number;
  gt: number | null;
  /** Migration 0039. */
  dwt: number | null;
  loa: number | null;
  depth: number | null;
  jenis_kapal: string | null;
  jenis_kapal_sync: string | null;
  jenis_dinas: string | null;
  aaic: string | null;
  pemilik_kapal: string | null;
  alamat_pemilik: string | null;
  no_telp_pemilik: string | null;
  jenis_pengajuan: string | null;
  status: string | null;
  tahun: number;
  imported_at: number;
  imported_by: string;
}
type RegistrationDB = DB & { vessel_registrations: VesselRegistrationsTable };
type Row = VesselRegistrationsTable;

/** The filter of SPEC §5 'Registration filter', plus search and one vessel. */
export interface RegistrationFilter {
  q?: string | undefined;
  mmsi?: number | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  shipType?: string | undefined;
  submission?: SubmissionType | undefined;
}

const SEARCHED = [
  'nama_kapal',
  'tanda_panggil',
  'no_aju',
  'no_rekomendasi',
  'pemohon',
  'pemilik_kapal',
  'jenis_kapal',
  'jenis_kapal_sync',
];

function toRow(r: RegistrationView, at: number, by: string): Row {
  return {
    no_aju: r.noAju,
    no_rekomendasi: r.noRekomendasi,
    tanggal_aju: r.tanggalAju,
    pemohon: r.pemohon,
    no_telp: r.noTelp,
    fax: r.fax,
    email: r.email,
    nama_kapal: r.namaKapal,
    tanda_panggil: r.tandaPanggil,
    mmsi: r.mmsi,
    gt: r.gt,
    dwt: r.dwt,
    loa: r.loa,
    depth: r.depth,
    jenis_kapal: r.jenisKapal,
    jenis_kapal_sync: r.jenisKapalSync,
    jenis_dinas: r.jenisDinas,
    aaic: r.aaic,
    pemilik_kapal: r.pemilikKapal,
    alamat_pemilik: r.alamatPemilik,
    no_telp_pemilik: r.noTelpPemilik,
    jenis_pengajuan: r.jenisPengajuan,
    status: r.status,
    tahun: r.tahun,
    imported_at: at,
    imported_by: by,
  };
}

const numOrNull = (v: number | null) => (v === null ? null : Number(v));

function toView(r: Row): RegistrationView {
  return {
    noAju: r.no_aju,
    noRekomendasi: r.no_rekomendasi,
    tanggalAju: r.tanggal_aju,
    pemohon: r.pemohon,
    noTelp: r.no_telp,
    fax: r.fax,
    email: r.email,
    namaKapal: r.nama_kapal,
    tandaPanggil: r.tanda_panggil,
    mmsi: Number(r.mmsi),
    gt: numOrNull(r.gt),
    dwt: numOrNull(r.dwt),
    loa: numOrNull(r.loa),
    depth: numOrNull(r.depth),
    jenisKapal: r.jenis_kapal,
    jenisKapalSync: r.jenis_kapal_sync,
    jenisDinas: r.jenis_dinas,
    aaic: r.aaic,
    pemilikKapal: r.pemilik_kapal,
    alamatPemilik: r.alamat_pemilik,
    noTelpPemilik: r.no_telp_pemilik,
    jenisPengajuan: r.jenis_pengajuan,
    status: r.status,
    tahun: Number(r.tahun),
  };
}

/** Rows per insert: 26 columns each stays under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 400;

/** The vessel registration database (SPEC §2.9). */
export class RegistrationRepo {
  readonly #db: Kysely<RegistrationDB>;

  constructor(db: Kysely<DB>) {
    this.#db = db.withTables<{ vessel_registrations: VesselRegistrationsTable }>();
  }

  /**
   * Stores a whole import in one transaction: a registration number already known is
   * replaced, a new one added.
   */
  async importAll(
    records: readonly RegistrationView[],
    by: string,
    at: number,
  ): Promise<{ added: number; replaced: number }> {
    return this.#db.transaction().execute(async (trx) => {
      let replaced = 0;
      for (let i = 0; i < records.length; i += CHUNK) {
        const chunk = records.slice(i, i + CHUNK);
        const keys = chunk.map((r) => r.noAju);
        const gone = await trx
          .deleteFrom('vessel_registrations')
          .where('no_aju', 'in', keys)
          .executeTakeFirst();
        replaced += Number(gone.numDeletedRows);
        await trx
          .insertInto('vessel_registrations')
          .values(chunk.map((r) => toRow(r, at, by)))
          .execute();
      }
      return { added: records.length - replaced, replaced };
    });
  }

  #where(f: RegistrationFilter) {
    return (eb: ExpressionBuilder<RegistrationDB, 'vessel_registrations'>) => {
      const parts = [];
      if (f.q) {
        const digits = /^\d+$/.test(f.q);
        parts.push(
          digits
            ? eb.or([
                eb(sql<string>`cast(mmsi as text)`, 'like', `%${f.q}%`),
                containsIgnoringCase(SEARCHED, f.q),
              ])
            : containsIgnoringCase(SEARCHED, f.q),
        );
      }
      if (f.mmsi !== undefined) parts.push(eb('mmsi', '=', f.mmsi));
      if (f.yearFrom !== undefined) parts.push(eb('tahun', '>=', f.yearFrom));
      if (f.yearTo !== undefined) parts.push(eb('tahun', '<=', f.yearTo));
      if (f.shipType && f.shipType !== SHIP_TYPE_ALL) {
        parts.push(
          f.shipType === SHIP_TYPE_NONE
            ? eb.or([
                eb('jenis_kapal_sync', 'is', null),
                eb('jenis_kapal_sync', '=', SHIP_TYPE_NONE),
              ])
            : eb('jenis_kapal_sync', '=', f.shipType),
        );
      }
      const s = f.submission;
      if (s && s !== 'All') {
        const lower = sql<string>`lower(coalesce(jenis_pengajuan, ''))`;
        if (s === 'Else')
          for (const w of SUBMISSION_ELSE_EXCLUDES) parts.push(eb(lower, 'not like', `%${w}%`));
        else parts.push(eb(lower, 'like', `%${s.toLowerCase()}%`));
      }
      return eb.and(parts);
    };
  }

  /** A page of the filtered registrations, newest year first, then by registration number. */
  async list(
    f: RegistrationFilter,
    page: number,
    pageSize: number,
  ): Promise<{ registrations: RegistrationView[]; total: number }> {
    const where = this.#where(f);
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('vessel_registrations')
        .selectAll()
        .where(where)
        .orderBy('tahun', 'desc')
        .orderBy('no_aju')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.#db
        .selectFrom('vessel_registrations')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { registrations: rows.map(toView), total: Number(count.n) };
  }

  /** Every filtered registration (an import holds at most 50,000), for the download. */
  async all(f: RegistrationFilter): Promise<RegistrationView[]> {
    const rows = await this.#db
      .selectFrom('vessel_registrations')
      .selectAll()
      .where(this.#where(f))
      .orderBy('tahun', 'desc')
      .orderBy('no_aju')
      .execute();
    return rows.map(toView);
  }

  /** A vessel's registrations, newest year first (Detail Kapal, the vessel panel). */
  async ofVessel(mmsi: number): Promise<RegistrationView[]> {
    return this.all({ mmsi });
  }

  /** The registered name of each vessel that has one (by MMSI). */
  async namesOf(mmsis: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let i = 0; i < mmsis.length; i += 500) {
      const rows = await this.#db
        .selectFrom('vessel_registrations')
        .select((eb) => ['mmsi', eb.fn.max('nama_kapal').as('name')])
        .where('mmsi', 'in', mmsis.slice(i, i + 500))
        .groupBy('mmsi')
        .execute();
      for (const r of rows) out.set(Number(r.mmsi), r.name);
    }
    return out;
  }

  /** What the filter offers: the years and synchronized ship types found. */
  async options(): Promise<{
    years: number[];
    shipTypes: string[];
    total: number;
    importedAt: number | null;
  }> {
    const t = this.#db.selectFrom('vessel_registrations');
    const [years, types, summary] = await Promise.all([
      t.select('tahun').distinct().orderBy('tahun').execute(),
      t
        .select('jenis_kapal_sync')
        .distinct()
        .where('jenis_kapal_sync', 'is not', null)
        .orderBy('jenis_kapal_sync')
        .execute(),
      t
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.max('imported_at').as('at'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      years: years.map((y) => Number(y.tahun)),
      shipTypes: types
        .map((x) => x.jenis_kapal_sync)
        .filter((x): x is string => x !== null && x !== SHIP_TYPE_NONE),
      total: Number(summary.n),
      importedAt: summary.at === null ? null : Number(summary.at),
    };
  }

  /** LIST KAPAL: registered vessels keyed by MMSI, by name. */
  async vessels(
    q: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ vessels: RegisteredVessel[]; total: number }> {
    const where = this.#where({ q });
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('vessel_registrations')
        .select((eb) => [
          'mmsi',
          eb.fn.max('nama_kapal').as('nama_kapal'),
          eb.fn.max('tanda_panggil').as('tanda_panggil'),
          eb.fn.max('jenis_kapal_sync').as('jenis_kapal_sync'),
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.max('tahun').as('tahun'),
        ])
        .where(where)
        .groupBy('mmsi')
        .orderBy('nama_kapal')
        .orderBy('mmsi')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.#db
        .selectFrom('vessel_registrations')
        .select(sql<string | number>`count(distinct mmsi)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      vessels: rows.map((r) => ({
        mmsi: Number(r.mmsi),
        namaKapal: r.nama_kapal,
        tandaPanggil: r.tanda_panggil,
        jenisKapalSync: r.jenis_kapal_sync,
        registrations: Number(r.n),
        latestTahun: Number(r.tahun),
      })),
      total: Number(count.n),
    };
  }
}
