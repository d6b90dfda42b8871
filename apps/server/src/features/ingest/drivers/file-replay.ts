import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';

const TAG_TIME = /^\\[^\\]*?\bc:(\d{9,13})/;

/**
 * Replays a capture file. Lines with an NMEA 4.10 tag-block time (`c:`) keep their original
 * spacing divided by `speed`; lines without one follow at once.
 */
export class FileReplayDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #path: string;
  readonly #speed: number;
  readonly #ctx: DriverContext;
  #abort: AbortController | undefined;
  #done: Promise<void> | undefined;
  lines = 0;

  constructor(path: string, speed: number, ctx: DriverContext) {
    this.#path = path;
    this.#speed = speed > 0 ? speed : 1;
    this.#ctx = ctx;
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
    const conn = this.#ctx.open();
    const input = createReadStream(this.#path, { encoding: 'latin1', signal });
    const lines = createInterface({ input, crlfDelay: Infinity });
    let first: { tag: number; wall: number } | undefined;
    try {
      for await (const line of lines) {
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
      }
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
