import type { SarNewsItem, SarNewsList } from '@pantau/contracts';
import { BasarnasError, sarNewsOf, type SarSource } from './sar.client.ts';

/** A failure is kept this long before Basarnas is asked again for the same period. */
const ERROR_TTL_MS = 10_000;
/** The most periods kept. */
const CACHE_MAX_PERIODS = 200;

type Entry =
  | { at: number; items: SarNewsItem[]; problem: string | null }
  | { at: number; error: string; last: { at: number; items: SarNewsItem[] } | null };

export interface SarServiceOptions {
  /** How long a period's good answer is kept. */
  cacheMs: number;
  now: () => number;
  log: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * Berita SAR behind one object: a period's news read from its source once per `cacheMs`, one
 * read at a time per period. A failure (unreachable, late, refused, not Basarnas' format, or
 * news that cannot be read) is logged and answered as an error with the time of the last good
 * answer and that period's last good news, never as 'no incidents'.
 */
export class SarService {
  readonly #source: () => { source: SarSource; simulated: boolean } | null;
  readonly #o: SarServiceOptions;
  readonly #cache = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<Entry>>();
  #lastGoodAt: number | null = null;

  /** `source` is asked at each read: the simulator's demo may start or stop meanwhile. */
  constructor(
    source: () => { source: SarSource; simulated: boolean } | null,
    o: SarServiceOptions,
  ) {
    this.#source = source;
    this.#o = o;
  }

  async news(dateFrom: string, dateTo: string): Promise<SarNewsList> {
    const current = this.#source();
    if (!current)
      return {
        state: 'notConfigured',
        simulated: false,
        data: [],
        fetchedAt: null,
        lastGoodAt: null,
        message: null,
      };
    const key = `${current.simulated ? 'sim' : 'basarnas'}:${dateFrom}/${dateTo}`;
    const entry = await this.#entry(key, () => current.source.read(dateFrom, dateTo));
    const base = { simulated: current.simulated, lastGoodAt: this.#lastGoodAt };
    if ('error' in entry)
      return {
        ...base,
        state: 'error',
        data: entry.last?.items ?? [],
        fetchedAt: entry.last?.at ?? null,
        message: entry.error,
      };
    return {
      ...base,
      state: entry.problem ? 'error' : 'ok',
      data: entry.items,
      fetchedAt: entry.at,
      message: entry.problem,
    };
  }

  #fresh(e: Entry | undefined): boolean {
    if (!e) return false;
    const age = this.#o.now() - e.at;
    return 'error' in e ? age < ERROR_TTL_MS : age < this.#o.cacheMs;
  }

  async #entry(key: string, read: () => Promise<unknown>): Promise<Entry> {
    const had = this.#cache.get(key);
    if (had && this.#fresh(had)) return had;
    const running = this.#inflight.get(key);
    if (running) return running;
    const loading = (async (): Promise<Entry> => {
      const at = this.#o.now();
      let entry: Entry;
      try {
        const { items, problem } = sarNewsOf(await read());
        if (problem) this.#o.log('Basarnas news partly unreadable', { period: key, problem });
        else this.#lastGoodAt = at;
        entry = { at, items, problem };
      } catch (err) {
        if (!(err instanceof BasarnasError)) throw err;
        this.#o.log('Basarnas could not be read', { period: key, reason: err.message });
        const last = had ? ('error' in had ? had.last : { at: had.at, items: had.items }) : null;
        entry = { at, error: err.message, last };
      }
      this.#cache.delete(key);
      this.#cache.set(key, entry);
      // Periods asked for long ago go first (a map keeps insertion order).
      for (const old of this.#cache.keys()) {
        if (this.#cache.size <= CACHE_MAX_PERIODS) break;
        this.#cache.delete(old);
      }
      return entry;
    })().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, loading);
    return loading;
  }
}
