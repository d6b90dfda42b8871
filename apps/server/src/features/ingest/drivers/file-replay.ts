import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openableCapture } from '../capture-path.ts';
import { FEED_MAX_LINE } from '../limits.ts';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';
import { LineSplitter } from './line-splitter.ts';

const TAG_TIME = /^\\[^\\]*?\bc:(\d{9,13})/;

/**
 * Replays a capture file. Lines with an NMEA 4.10 tag-block time (`c:`) keep their original
 * spacing divided by `speed`; lines without one follow at once. Only a regular file inside
 * the capture folder is read (when one is given), through the feeds' length-capped line
 * splitter: a file without newlines costs one line's buffer and counts as `overlong`.
 */
export class FileReplayDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #path: string;
  readonly #speed: number;
  readonly #ctx: DriverContext;
  readonly #captureDir: string | null;
  #abort: AbortController | undefined;
  #done: Promise<void> | undefined;
  lines = 0;

  /** `captureDir`: the folder the file must lie in (null: any file, for tools and tests). */
  constructor(path: string, speed: number, ctx: DriverContext, captureDir: string | null = null) {
    this.#path = path;
    this.#speed = speed > 0 ? speed : 1;
    this.#ctx = ctx;
    this.#captureDir = captureDir;
  }

  start(): void {
    const abort = new AbortController();
    this.#abort = abort;
    this.engine = 'connected';
    this.#done = this.#replay(abort.signal).then(
      () => {
        if (!abort.signal.aborted) {
          this.engine = 'stopped';
          this.detail = `replay finished (${this.lines} lines)`;
        }
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        this.engine = 'error';
        this.detail = err instanceof Error ? err.message : String(err);
        this.#ctx.log.warn({ path: this.#path, err: this.detail }, 'file replay failed');
      },
    );
  }

  async #replay(signal: AbortSignal): Promise<void> {
    const path =
      this.#captureDir === null ? this.#path : await openableCapture(this.#captureDir, this.#path);
    const conn = this.#ctx.open();
    const input = createReadStream(path, { encoding: 'latin1', highWaterMark: 64 * 1024, signal });
    const splitter = new LineSplitter(FEED_MAX_LINE, () => this.#ctx.count('overlong'));
    let first: { tag: number; wall: number } | undefined;
    const send = async (line: string) => {
      const m = TAG_TIME.exec(line);
      if (m?.[1]) {
        const raw = Number(m[1]);
        const tag = raw < 1e11 ? raw * 1000 : raw;
        if (!first) first = { tag, wall: performance.now() };
        const due = first.wall + (tag - first.tag) / this.#speed - performance.now();
        if (due > 1) await sleep(due, undefined, { signal });
      }
      conn.write(`${line}\n`);
      this.lines++;
    };
    try {
      for await (const chunk of input as AsyncIterable<string>) {
        for (const line of splitter.push(chunk)) await send(line);
      }
      const last = splitter.end();
      if (last !== null) await send(last);
    } finally {
      conn.end();
    }
  }

  async stop(): Promise<void> {
    this.#abort?.abort();
    this.engine = 'stopped';
    await this.#done;
  }

  /** Resolves when the replay has ended (for tests and one-shot imports). */
  finished(): Promise<void> {
    return this.#done ?? Promise.resolve();
  }
}
