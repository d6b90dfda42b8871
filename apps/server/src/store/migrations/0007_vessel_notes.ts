import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Vessel notes (SPEC §3 'Vessel note'): what the team writes about a vessel, shared by
 * everyone, each note stamped with its author's username as it was then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'vessel_notes')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vessel_notes_mmsi_time')
    .on('vessel_notes')
    .columns(['mmsi', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vessel_notes').execute();
}
