import type { Kysely } from 'kysely';

/**
 * User Logs in words (issue #33): the name of what an audited call was about (the area, the
 * user, the source), so the log reads "Created area 'Selat Sunda'" beside the request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('subject', 'varchar(128)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('subject').execute();
}
