import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key in either dialect. */
export function serialType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

/** Unix milliseconds: bigint in PostgreSQL, integer (64-bit) in SQLite. */
export function msType(db: Kysely<unknown>): 'bigint' | 'integer' {
  return isPostgres(db) ? 'bigint' : 'integer';
}

/** `create table NAME (id <auto-increment> primary key, ...)` in either dialect. */
export function createTableWithId(db: Kysely<unknown>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', serialType(db), (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}
