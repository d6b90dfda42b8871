import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Database Kapal (SPEC §2.17): the whole fleet seen, one row per MMSI with its newest static
 * and position fields, kept by a batched sink on the hub; and each user's saved quick views
 * ('Pilih Tampilan Cepat'). Typed in the data-ais feature (`fleet.repo.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_ais_fleet')
    .addColumn('mmsi', 'integer', (c) => c.primaryKey())
    .addColumn('first_seen', msType(db), (c) => c.notNull())
    .addColumn('last_seen', msType(db), (c) => c.notNull())
    .addColumn('name', 'varchar(64)')
    .addColumn('call_sign', 'varchar(16)')
    .addColumn('imo', 'integer')
    .addColumn('ship_type', 'integer')
    .addColumn('to_bow', 'integer')
    .addColumn('to_stern', 'integer')
    .addColumn('to_port', 'integer')
    .addColumn('to_starboard', 'integer')
    .addColumn('ais_class', 'varchar(1)')
    .addColumn('nav_status', 'integer')
    .addColumn('src', 'varchar(64)')
    .addColumn('destination', 'varchar(64)')
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .execute();
  await db.schema.createIndex('data_ais_fleet_name').on('data_ais_fleet').column('name').execute();
  await createTableWithId(db, 'data_ais_views')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addUniqueConstraint('data_ais_views_user_name', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_ais_views').execute();
  await db.schema.dropTable('data_ais_fleet').execute();
}
