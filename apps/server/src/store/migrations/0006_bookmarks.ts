import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/** Bookmarks: each user's watched vessels, one group (category) per vessel. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'mmsi'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookmarks').execute();
}
