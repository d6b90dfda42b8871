import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * Where a feed source's uptime counts in INFRASTRUCTURE (issue #15): a port chosen by an
 * administrator, for a source whose position or district does not say (or says wrongly).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('infrastructure_source_locations')
    .addColumn('source_id', 'integer', (c) => c.primaryKey())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('infrastructure_source_locations').execute();
}
