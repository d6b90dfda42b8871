import { sql, type Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Areas of interest (SPEC §3 'AOI'): shared by every user, stamped with their author,
 * never changed after submission; archiving stamps `archived_at` and keeps the record. The
 * shape is GeoJSON-like text (`{ coordinates, pointNames }` or `{ center, radiusM }`). A name
 * is unique, in any case, among the areas not archived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'aois')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('author', 'varchar(64)', (c) => c.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addColumn('archived_at', msType(db))
    .addColumn('archived_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('aois_name_in_use')
    .on('aois')
    .column('name_key')
    .unique()
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aois').execute();
}
