import { sql, type RawBuilder } from 'kysely';

/**
 * `(lower(a) like '%q%' or lower(b) like '%q%' ...)` with `%`, `_` and `\` in `q` taken
 * literally, the same in SQLite and PostgreSQL.
 */
export function containsIgnoringCase(columns: readonly string[], q: string): RawBuilder<boolean> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = columns.map(
    (c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${like} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
