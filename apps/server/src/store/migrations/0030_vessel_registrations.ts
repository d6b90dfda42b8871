import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * The vessel registration database (SPEC §2.9 'Rekap Kapal Pantau', §3 'Vessel registration
 * record'): one row per registration number (No. Aju), replaced when an import names it again,
 * stamped with who imported it and when. Its typing lives with the registration feature
 * (`registration.tables.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vessel_registrations')
    .addColumn('no_aju', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('no_rekomendasi', 'varchar(200)')
    .addColumn('tanggal_aju', 'varchar(200)')
    .addColumn('pemohon', 'varchar(200)')
    .addColumn('no_telp', 'varchar(200)')
    .addColumn('fax', 'varchar(200)')
    .addColumn('email', 'varchar(200)')
    .addColumn('nama_kapal', 'varchar(200)', (c) => c.notNull())
    .addColumn('tanda_panggil', 'varchar(200)')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('gt', 'double precision')
    .addColumn('jenis_kapal', 'varchar(200)')
    .addColumn('jenis_kapal_sync', 'varchar(200)')
    .addColumn('jenis_dinas', 'varchar(200)')
    .addColumn('aaic', 'varchar(200)')
    .addColumn('pemilik_kapal', 'varchar(200)')
    .addColumn('alamat_pemilik', 'varchar(200)')
    .addColumn('no_telp_pemilik', 'varchar(200)')
    .addColumn('jenis_pengajuan', 'varchar(200)')
    .addColumn('status', 'varchar(200)')
    .addColumn('tahun', 'integer', (c) => c.notNull())
    .addColumn('imported_at', msType(db), (c) => c.notNull())
    .addColumn('imported_by', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vessel_registrations_mmsi')
    .on('vessel_registrations')
    .column('mmsi')
    .execute();
  await db.schema
    .createIndex('vessel_registrations_tahun')
    .on('vessel_registrations')
    .column('tahun')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vessel_registrations').execute();
}
