import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CHAT_MEDIA_TYPES, type ChatMediaType } from '@pantau/contracts';
import { fileTypeFromBuffer } from 'file-type';

const ALLOWED: ReadonlySet<string> = new Set(CHAT_MEDIA_TYPES);

/**
 * The type a file's content shows (its magic bytes, read by `file-type`), when it is one a
 * group may hold; null otherwise, whatever its name or the type its sender claimed.
 */
export async function sniffChatMedia(bytes: Uint8Array): Promise<ChatMediaType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime.split(';')[0]?.trim();
  return mime !== undefined && ALLOWED.has(mime) ? (mime as ChatMediaType) : null;
}

/** A file's name as it may be shown and sent back: its last part, printable, at most 128. */
export function mediaName(name: string | undefined): string {
  const base = basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"]/g, '')
    .trim();
  return (base || 'file').slice(0, 128);
}

/** The chat's files on disk, under the data folder (never the web root), by random id. */
export class ChatMediaFiles {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  static newId(): string {
    return randomBytes(16).toString('hex');
  }

  async write(id: string, bytes: Uint8Array): Promise<void> {
    mkdirSync(this.#dir, { recursive: true });
    await writeFile(join(this.#dir, id), bytes, { flag: 'wx' });
  }

  read(id: string): ReadStream {
    return createReadStream(join(this.#dir, id));
  }
}
