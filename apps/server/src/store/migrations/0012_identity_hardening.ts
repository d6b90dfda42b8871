import { sql, type Kysely } from 'kysely';

/**
 * Identity hardening (issue #21):
 * - usernames are unique in any case (`Admin` and `admin` are one name): a unique index on
 *   lower(username). Look-alike accounts made before it are kept but set apart: the oldest
 *   of each group keeps its name; each later one is renamed `name#id` (a name nobody can
 *   register or type in the forms) and deactivated, its sessions ended, for an
 *   administrator to review, rename or delete.
 * - the audit log keeps the X-Forwarded-For header beside the socket's address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; username: string }>`
    select id, username from users order by id`.execute(db);
  const seen = new Set<string>();
  for (const { id, username } of rows) {
    const key = username.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    const suffix = `#${id}`;
    const renamed = username.slice(0, 64 - suffix.length) + suffix;
    await sql`update users set username = ${renamed}, active = 0 where id = ${id}`.execute(db);
    await sql`delete from sessions where user_id = ${id}`.execute(db);
  }
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.alterTable('audit_log').addColumn('forwarded_for', 'varchar(256)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('forwarded_for').execute();
  await db.schema.dropIndex('users_username_lower').execute();
}
