import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LivePicture, VesselState } from './live-picture.ts';

const SNAPSHOT = 'live-snapshot.json';

/** Restores the picture saved at the last stop, if any (an unreadable one is skipped). */
export async function loadSnapshot(
  picture: LivePicture,
  dataDir: string,
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const file = join(dataDir, SNAPSHOT);
  if (!existsSync(file)) return;
  try {
    const states = JSON.parse(await readFile(file, 'utf8')) as VesselState[];
    picture.load(states);
    picture.sweep(now);
    log.info({ vessels: picture.size }, 'live picture restored');
  } catch (err) {
    log.warn({ err }, 'live snapshot unreadable; starting empty');
  }
}

/** Saves the picture for the next start (written aside, then renamed). */
export async function saveSnapshot(
  picture: LivePicture,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const file = join(dataDir, SNAPSHOT);
  try {
    await writeFile(`${file}.tmp`, JSON.stringify(picture.dump()));
    await rename(`${file}.tmp`, file);
  } catch (err) {
    log.error({ err }, 'live snapshot not saved');
  }
}
