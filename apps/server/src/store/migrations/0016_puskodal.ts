import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Puskodal behaviour rows (issue #17, SPEC §2.27): one row each time a rule fires for a
 * vessel (at most once per type and vessel in six hours), its type's own fields as JSON;
 * and the managed blacklist of vessels.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'puskodal_rows')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('shipname', 'varchar(64)')
    .addColumn('t', msType(db), (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('puskodal_rows_type_t')
    .on('puskodal_rows')
    .columns(['type', 't'])
    .execute();
  await createTableWithId(db, 'puskodal_blacklist')
    .addColumn('mmsi', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)')
    .addColumn('reason', 'varchar(256)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('puskodal_blacklist').execute();
  await db.schema.dropTable('puskodal_rows').execute();
}
