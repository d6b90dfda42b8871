import type { Kysely } from 'kysely';

/** A simulator source's fleet size (SPEC §9 sources: the built-in simulator as a source). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').addColumn('vessels', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').dropColumn('vessels').execute();
}
