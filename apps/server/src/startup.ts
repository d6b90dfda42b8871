import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import {
  INITIAL_ADMIN,
  INITIAL_ADMIN_FILE,
  initialPasswordFile,
} from './features/users/initial-password.ts';
import { generatePassword, hashPassword } from './features/users/password.ts';
import { UsersRepo } from './features/users/users.repo.ts';
import type { Store } from './store/db.ts';
import { migrateToLatest } from './store/migrate.ts';

export { INITIAL_ADMIN_FILE };

/** The product's version, from the root package.json. */
export function readVersion(): string {
  const pkg = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

/** Less free space than this in the data folder stops the start (history fills it). */
export const DATA_DIR_MIN_FREE_MB = 64;

/** Why the server cannot start with its data folder. */
export class DataDirError extends Error {}

/**
 * The data folder must exist (it is made), be writable, and have room: checked before the
 * database opens, so a read-only or full folder stops the start with its path and the
 * reason instead of a stack trace from deep inside SQLite.
 */
export function checkDataDir(
  dataDir: string,
  freeBytes: (dir: string) => number = (dir) => {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  },
): void {
  const probe = resolve(dataDir, '.pantau-write-check');
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(probe, 'ok\n', { mode: 0o600 });
    rmSync(probe, { force: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new DataDirError(
      `The data folder ${dataDir} cannot be written (${e.code ?? 'error'}: ${reason(e)}). ` +
        'Give the server a folder it may write, with PANTAU_DATA_DIR.',
    );
  }
  const free = freeBytes(dataDir);
  if (free < DATA_DIR_MIN_FREE_MB * 1024 * 1024) {
    throw new DataDirError(
      `The data folder ${dataDir} has ${Math.floor(free / 1024 / 1024)} MB free, under the ` +
        `${DATA_DIR_MIN_FREE_MB} MB the server needs to start. Free some space or move it (PANTAU_DATA_DIR).`,
    );
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EDQUOT: 'the disk quota is used up',
};

function reason(e: NodeJS.ErrnoException): string {
  return REASONS[e.code ?? ''] ?? e.message;
}

/**
 * Brings the store up to date and, on an empty database, creates the superAdmin `admin`:
 * with PANTAU_ADMIN_PASSWORD when set, otherwise a random password that is printed once and
 * written to data/initial-admin-password (mode 0600).
 */
export async function prepareStore(
  store: Store,
  config: Pick<Config, 'adminPassword' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const applied = await migrateToLatest(store.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  secureStoreFiles(store, config.dataDir);

  const users = new UsersRepo(store.db);
  if ((await users.count()) > 0) return;
  const given = config.adminPassword;
  const password = given ?? generatePassword();
  await users.create({
    username: INITIAL_ADMIN,
    fullname: 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'superAdmin',
    active: true,
    options: { center: null, zoom: null, portCode: null, sharedAccount: false },
  });
  if (given) {
    log.info('created superAdmin "admin" with the password from PANTAU_ADMIN_PASSWORD');
    return;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = initialPasswordFile(config.dataDir);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // The password itself never goes to the log (logs are shipped and kept); only the file has
  // it, and the file goes when admin changes the password.
  log.warn(
    { file },
    `created superAdmin "${INITIAL_ADMIN}" with a random password: read it in ${file} (removed once admin changes it)`,
  );
}

/**
 * The data folder is the server's alone (0700), and so are an embedded database and its
 * WAL and shared-memory files (0600): they hold password hashes and session ids. Run at
 * every start, so an installation made before keeps no world-readable copy.
 */
export function secureStoreFiles(store: Store, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (store.raw.kind !== 'sqlite' || store.raw.path === ':memory:') return;
  const db = resolve(store.raw.path);
  for (const file of [db, `${db}-wal`, `${db}-shm`, `${db}-journal`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
