import { hash } from 'node:crypto';
import type { VesselEvent } from '@pantau/domain';
import type { VesselState } from '../live/live-picture.ts';
import type { HistoryRepo, PositionRow, StaticRow } from './history.repo.ts';

/**
 * Keeps every accepted position and every change of static data, written in batched
 * transactions at most `flushMs` behind (1 s by default). A failed write is retried with the
 * next batch; the buffer is bounded so a dead database cannot eat the memory.
 */
export class HistoryWriter {
  readonly #repo: HistoryRepo;
  readonly #flushMs: number;
  readonly #maxBuffered: number;
  readonly #onError: (err: unknown) => void;
  #positions: PositionRow[] = [];
  #statics: StaticRow[] = [];
  /**
   * The static data last written per vessel, to keep only changes: 48 bits of its SHA-1, not
   * the text (110,000 vessels' texts were 25 MB of the heap). At most `maxRemembered` vessels;
   * past that it starts afresh, and each vessel's next static data is written once more.
   */
  readonly #lastStatic = new Map<number, number>();
  readonly #maxRemembered: number;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;
  written = 0;
  dropped = 0;

  constructor(
    repo: HistoryRepo,
    opts: {
      flushMs?: number;
      maxBuffered?: number;
      maxRemembered?: number;
      onError?: (err: unknown) => void;
    } = {},
  ) {
    this.#repo = repo;
    this.#flushMs = opts.flushMs ?? 1000;
    this.#maxBuffered = opts.maxBuffered ?? 500_000;
    this.#maxRemembered = opts.maxRemembered ?? 400_000;
    this.#onError = opts.onError ?? (() => undefined);
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.#flushMs);
    this.#timer.unref();
  }

  /** Takes an accepted event; static events need the merged state to see what changed. */
  add(e: VesselEvent, state: VesselState | undefined): void {
    if (e.kind === 'position') {
      if (this.#positions.length >= this.#maxBuffered) {
        this.dropped++;
        return;
      }
      this.#positions.push(e);
      return;
    }
    if (!state) return;
    const row: StaticRow = {
      mmsi: state.mmsi,
      t: e.t,
      name: state.name,
      call_sign: state.callSign,
      imo: state.imo,
      ship_type: state.shipType,
      to_bow: state.toBow,
      to_stern: state.toStern,
      to_port: state.toPort,
      to_starboard: state.toStarboard,
      destination: state.destination,
      draught: state.draught,
      source: e.source,
    };
    const { t: _t, source: _s, ...content } = row;
    const key = hash('sha1', JSON.stringify(content), 'buffer').readUIntBE(0, 6);
    if (this.#lastStatic.get(state.mmsi) === key) return;
    if (this.#lastStatic.size >= this.#maxRemembered) this.#lastStatic.clear();
    this.#lastStatic.set(state.mmsi, key);
    this.#statics.push(row);
  }

  get buffered(): number {
    return this.#positions.length + this.#statics.length;
  }

  /** Writes what is buffered (one batch at a time). */
  async flush(): Promise<void> {
    if (this.#flushing) return this.#flushing;
    const positions = this.#positions;
    const statics = this.#statics;
    if (positions.length === 0 && statics.length === 0) return;
    this.#positions = [];
    this.#statics = [];
    this.#flushing = this.#repo
      .write(positions, statics)
      .then(
        () => {
          this.written += positions.length;
        },
        (err: unknown) => {
          // Put the batch back in front, within the bound, and try again next time.
          const room = Math.max(0, this.#maxBuffered - this.#positions.length);
          this.dropped += Math.max(0, positions.length - room);
          this.#positions = [...positions.slice(0, room), ...this.#positions];
          this.#statics = [...statics, ...this.#statics];
          this.#onError(err);
        },
      )
      .finally(() => {
        this.#flushing = undefined;
      });
    return this.#flushing;
  }

  /**
   * Writes everything buffered now, for a caller that acknowledges its input only after the
   * write (the stream's history consumer). A failed write is not kept: the caller's input
   * comes again, so the buffer and the static-change memory are cleared and the error thrown.
   */
  async commit(): Promise<void> {
    await this.#flushing;
    const positions = this.#positions;
    const statics = this.#statics;
    this.#positions = [];
    this.#statics = [];
    try {
      await this.#repo.write(positions, statics);
      this.written += positions.length;
    } catch (err) {
      this.#lastStatic.clear();
      throw err;
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#flushing;
    await this.flush();
  }
}
