import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Kysely } from 'kysely';
import * as m0001 from './migrations/0001_identity.ts';
import * as m0002 from './migrations/0002_access.ts';
import * as m0003 from './migrations/0003_sso.ts';
import * as m0004 from './migrations/0004_ingest.ts';
import * as m0005 from './migrations/0005_user_settings.ts';
import * as m0006 from './migrations/0006_bookmarks.ts';
import * as m0007 from './migrations/0007_vessel_notes.ts';
import * as m0008 from './migrations/0008_aids_to_navigation.ts';
import * as m0009 from './migrations/0009_map_features.ts';

/** Every migration, in order. One set for both dialects. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_identity': m0001,
  '0002_access': m0002,
  '0003_sso': m0003,
  '0004_ingest': m0004,
  '0005_user_settings': m0005,
  '0006_bookmarks': m0006,
  '0007_vessel_notes': m0007,
  '0008_aids_to_navigation': m0008,
  '0009_map_features': m0009,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider });
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
