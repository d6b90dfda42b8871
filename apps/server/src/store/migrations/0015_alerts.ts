import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Alerts (issue #17): one row per situation (a pair, a visit, a gap) that opens, updates and
 * closes; `situation` is the engine's key of it (type, vessel, behaviour). Silences are kept
 * per (mmsi, type, behaviour) until a time; per-user alert settings are one JSON document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'alerts')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('situation', 'varchar(128)', (c) => c.notNull())
    .addColumn('priority', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)')
    .addColumn('call_sign', 'varchar(16)')
    .addColumn('ship_type', 'integer')
    .addColumn('lon', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('opened_at', msType(db), (c) => c.notNull())
    .addColumn('updated_at', msType(db), (c) => c.notNull())
    .addColumn('closed_at', msType(db))
    .addColumn('ack_by', 'varchar(64)')
    .addColumn('ack_at', msType(db))
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_type_id').on('alerts').columns(['type', 'id']).execute();
  await db.schema.createIndex('alerts_status').on('alerts').columns(['status', 'type']).execute();
  await createTableWithId(db, 'alert_silences')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('behaviour', 'varchar(128)')
    .addColumn('until', msType(db), (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_settings').execute();
  await db.schema.dropTable('alert_silences').execute();
  await db.schema.dropTable('alerts').execute();
}
