import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/** Ingest: AIS sources, every position kept, and changes of static data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = msType(db);
  await createTableWithId(db, 'sources')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)')
    .addColumn('port', 'integer')
    .addColumn('path', 'varchar(1024)')
    .addColumn('speed', 'double precision')
    .addColumn('satellite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('district', 'varchar(64)')
    .addColumn('parent_id', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  // One row per accepted position; (mmsi, t) is the key the track query walks.
  await db.schema
    .createTable('positions')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('t', ms, (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('sog', 'real')
    .addColumn('cog', 'real')
    .addColumn('heading', 'smallint')
    .addColumn('nav_status', 'smallint')
    .addColumn('rot', 'real')
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('positions_mmsi_t').on('positions').columns(['mmsi', 't']).execute();
  await db.schema.createIndex('positions_t').on('positions').column('t').execute();

  await createTableWithId(db, 'vessel_static')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('t', ms, (c) => c.notNull())
    .addColumn('name', 'varchar(32)')
    .addColumn('call_sign', 'varchar(16)')
    .addColumn('imo', 'integer')
    .addColumn('ship_type', 'smallint')
    .addColumn('to_bow', 'smallint')
    .addColumn('to_stern', 'smallint')
    .addColumn('to_port', 'smallint')
    .addColumn('to_starboard', 'smallint')
    .addColumn('destination', 'varchar(32)')
    .addColumn('draught', 'real')
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vessel_static_mmsi_t')
    .on('vessel_static')
    .columns(['mmsi', 't'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vessel_static').execute();
  await db.schema.dropTable('positions').execute();
  await db.schema.dropTable('sources').execute();
}
