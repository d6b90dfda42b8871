import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The AIS and geographic test data live beside the repository in ../shared/data (they are
 * never copied into it). Tests that need them say so loudly when they are absent.
 */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../../../shared/data');

export function sharedFile(relative: string): string | undefined {
  const path = join(SHARED_DATA, relative);
  if (existsSync(path)) return path;
  process.stderr.write(
    `\n!!! ${path} is missing: the tests that need ../shared/data are SKIPPED.\n` +
      `!!! Put the shared/ folder beside the repository to run them.\n\n`,
  );
  return undefined;
}
