import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';

/** The one migration set for both dialects: every `NNNN_name.ts` in `migrations/`, in order. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Only the numbered migration files (not helpers or tests). */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.ts$/;

const provider = new FileMigrationProvider({
  fs: {
    readdir: async (dir: string) => (await fs.readdir(dir)).filter((f) => MIGRATION_FILE.test(f)),
  },
  path,
  migrationFolder: MIGRATIONS_DIR,
});

/**
 * Brings the schema up to date; throws with the failing migration's name. `schema` names the
 * PostgreSQL schema the bookkeeping tables live in, when it is not the default one (Kysely
 * otherwise takes another schema's `kysely_migration` for this one's: tests run one schema
 * each, in parallel).
 */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
