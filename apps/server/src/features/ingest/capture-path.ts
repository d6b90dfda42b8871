import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';

/** `full` lies strictly inside the folder `dir` (both absolute, normalised). */
function inside(dir: string, full: string): boolean {
  const rel = relative(dir, full);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Where a file source's `path` points: relative paths are read from the capture folder,
 * absolute ones must lie in it. Null when the path leaves the folder.
 */
export function capturePath(captureDir: string, path: string): string | null {
  const full = resolve(captureDir, path);
  return inside(resolve(captureDir), full) ? full : null;
}

/**
 * The capture file a replay may open: inside the capture folder once links are followed,
 * and a regular file (not a device such as /dev/zero, a pipe or a folder). Throws the reason.
 */
export async function openableCapture(captureDir: string, path: string): Promise<string> {
  const named = capturePath(captureDir, path);
  if (named === null) throw new Error(`path ${path} is outside the capture folder ${captureDir}`);
  const [dir, real] = await Promise.all([realpath(captureDir), realpath(named)]);
  if (!inside(dir, real)) throw new Error(`path ${path} leads outside the capture folder`);
  if (!(await stat(real)).isFile()) throw new Error(`path ${path} is not a regular file`);
  return real;
}
