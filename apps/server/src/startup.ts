import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { generatePassword, hashPassword } from './features/users/password.ts';
import { UsersRepo } from './features/users/users.repo.ts';
import type { Store } from './store/db.ts';
import { migrateToLatest } from './store/migrate.ts';

export const INITIAL_ADMIN_FILE = 'initial-admin-password';

/** The product's version, from the root package.json. */
export function readVersion(): string {
  const pkg = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
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

  const users = new UsersRepo(store.db);
  if ((await users.count()) > 0) return;
  const given = config.adminPassword;
  const password = given ?? generatePassword();
  await users.create({
    username: 'admin',
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
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, INITIAL_ADMIN_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  log.warn(
    { file },
    `created superAdmin "admin" with the random password ${password} (shown once; also in ${file})`,
  );
}
