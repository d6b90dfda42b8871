import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where the first superAdmin's random password is written (mode 0600) when none was given. */
export const INITIAL_ADMIN_FILE = 'initial-admin-password';
/** The first superAdmin, made on an empty database. */
export const INITIAL_ADMIN = 'admin';

export function initialPasswordFile(dataDir: string): string {
  return join(dataDir, INITIAL_ADMIN_FILE);
}

/** Once `admin` has chosen a password, the first one's file is no longer needed: it goes. */
export function forgetInitialPassword(dataDir: string, username: string): void {
  if (username.toLowerCase() !== INITIAL_ADMIN) return;
  rmSync(initialPasswordFile(dataDir), { force: true });
}
