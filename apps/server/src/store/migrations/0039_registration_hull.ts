import type { Kysely } from 'kysely';

/**
 * A registration may also give the hull's DWT, LOA and depth (the vessel panel's registry
 * values, SPEC §2.15); null where the imported file had no such column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['dwt', 'loa', 'depth']) {
    await db.schema
      .alterTable('vessel_registrations')
      .addColumn(column, 'double precision')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['depth', 'loa', 'dwt']) {
    await db.schema.alterTable('vessel_registrations').dropColumn(column).execute();
  }
}
