import type { PortForecast, PortForecastIssue } from '@pantau/contracts';
import { BmkgError, portForecastOf, portSlugOf, type BmkgSource } from './bmkg.client.ts';

/** A failed reading is kept this long before BMKG is asked again for the same port. */
const ERROR_TTL_MS = 30_000;
/** The most ports kept. */
const CACHE_MAX_PORTS = 500;

export interface ForecastPort {
  id: string;
  name: string;
  lon: number;
  lat: number;
}

export interface PortForecastsOptions {
  /** How long a port's answer is kept. */
  cacheMs: number;
  now: () => number;
  log: (message: string, detail: Record<string, unknown>) => void;
}

type Entry =
  | { at: number; issues: PortForecastIssue[] }
  | { at: number; error: string; last: { at: number; issues: PortForecastIssue[] } | null };

/**
 * BMKG's forecasts per port, read when a port's WEATHER tab asks, kept `cacheMs` (10 minutes
 * at least: BMKG issues a few times a day), one reading at a time per port. BMKG answering
 * 404 for a port is an answer: it has no forecast there ('no BMKG data detected'). A failure
 * is logged and answered as an error with the last good issues, if any.
 */
export class PortForecasts {
  readonly #cache = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<Entry>>();

  readonly #o: PortForecastsOptions;

  constructor(o: PortForecastsOptions) {
    this.#o = o;
  }

  async forecast(
    port: ForecastPort,
    current: { source: BmkgSource; simulated: boolean } | null,
  ): Promise<PortForecast> {
    const base = { port: { id: port.id, name: port.name } };
    if (!current)
      return {
        ...base,
        state: 'notConfigured',
        simulated: false,
        issues: [],
        fetchedAt: null,
        message: null,
      };
    const key = `${current.simulated ? 'sim' : 'bmkg'}:${port.id}`;
    const entry = await this.#entry(key, port, current.source);
    const simulated = current.simulated;
    if ('error' in entry)
      return {
        ...base,
        state: 'error',
        simulated,
        issues: entry.last?.issues ?? [],
        fetchedAt: entry.last?.at ?? null,
        message: entry.error,
      };
    return {
      ...base,
      state: 'ok',
      simulated,
      issues: entry.issues,
      fetchedAt: entry.at,
      message: null,
    };
  }

  #fresh(e: Entry | undefined): boolean {
    if (!e) return false;
    const age = this.#o.now() - e.at;
    return 'error' in e ? age < ERROR_TTL_MS : age < this.#o.cacheMs;
  }

  #entry(key: string, port: ForecastPort, source: BmkgSource): Promise<Entry> {
    const had = this.#cache.get(key);
    if (had && this.#fresh(had)) return Promise.resolve(had);
    const running = this.#inflight.get(key);
    if (running) return running;
    const reading = (async (): Promise<Entry> => {
      const at = this.#o.now();
      let entry: Entry;
      const failed = (error: string): Entry => ({
        at,
        error,
        last: had ? ('error' in had ? had.last : { at: had.at, issues: had.issues }) : null,
      });
      try {
        const body = await source.port({
          slug: portSlugOf(port.name),
          lon: port.lon,
          lat: port.lat,
        });
        const issues = body === null ? [] : portForecastOf(body);
        if (typeof issues === 'string') {
          this.#o.log('BMKG port forecast unusable', { port: port.id, reason: issues });
          entry = failed(`BMKG's forecast could not be used: ${issues}`);
        } else entry = { at, issues };
      } catch (err) {
        if (!(err instanceof BmkgError)) throw err;
        if (err.status === 404) entry = { at, issues: [] };
        else {
          this.#o.log('BMKG port forecast could not be read', {
            port: port.id,
            reason: err.message,
          });
          entry = failed(err.message);
        }
      }
      this.#cache.delete(key);
      this.#cache.set(key, entry);
      for (const old of this.#cache.keys()) {
        if (this.#cache.size <= CACHE_MAX_PORTS) break;
        this.#cache.delete(old);
      }
      return entry;
    })().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, reading);
    return reading;
  }
}
