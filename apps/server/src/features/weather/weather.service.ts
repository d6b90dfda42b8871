import type { AreaForecast, AreaShape, AreaShapes, WeatherAreas } from '@pantau/contracts';
import { AreaIndex } from '@pantau/geo';
import { BmkgError, forecastOf, shapesOf, type BmkgSource } from './bmkg.client.ts';

/** The source of one reading: BMKG or the simulator's demo, and its area groups. */
export interface CurrentSource {
  source: BmkgSource;
  simulated: boolean;
  groups: readonly string[];
}

export interface WeatherServiceOptions {
  now: () => number;
  log: (message: string, detail: Record<string, unknown>) => void;
  /** How many area forecasts are read at once. */
  concurrency?: number;
}

/** What `/metrics` shows of the readings. */
export interface WeatherStats {
  /** Readings of every area begun and finished. */
  polls: number;
  /** Readings in which BMKG could not be read at all (its areas' outlines). */
  pollFailures: number;
  /** Area forecasts that failed or could not be used, by reason kind. */
  areaFailures: { unreachable: number; malformed: number; unknownArea: number };
  /** When the last full reading ended well (unix ms), or null. */
  lastGoodAt: number | null;
}

interface Held {
  shape: AreaShape;
  forecast: Omit<AreaForecast, 'stale' | 'name'> | null;
  /** The last reading of this area failed; why. */
  failed: string | null;
}

/** Outlines are read again after this long (BMKG changes them rarely). */
const SHAPES_MS = 24 * 3_600_000;

/**
 * BMKG's maritime forecasts behind one object. `refresh()` reads the areas' outlines (once a
 * day) and then every area's forecast, a few at a time; a forecast with the issue time already
 * held changes nothing (cached per issue time). A forecast that cannot be read — BMKG late,
 * down, answering another area or something not its format — is logged, counted, and leaves
 * the area's last forecast in place marked stale; an area never read has no periods and is
 * stale, never a calm sea.
 */
export class WeatherService {
  readonly #pick: () => CurrentSource | null;
  readonly #o: WeatherServiceOptions;
  #key: string | null = null;
  #areas = new Map<string, Held>();
  #shapesAt = 0;
  #index: AreaIndex | null = null;
  #message: string | null = null;
  #reading: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly stats: WeatherStats = {
    polls: 0,
    pollFailures: 0,
    areaFailures: { unreachable: 0, malformed: 0, unknownArea: 0 },
    lastGoodAt: null,
  };

  /** `pick` is asked at each reading: the simulator's demo may start or stop meanwhile. */
  constructor(pick: () => CurrentSource | null, o: WeatherServiceOptions) {
    this.#pick = pick;
    this.#o = o;
  }

  /** Reads now, then every `periodMs` (at least 10 minutes in production settings). */
  start(periodMs: number): void {
    this.stop();
    const tick = () => {
      this.refresh().catch((err: unknown) =>
        this.#o.log('weather reading failed', { reason: (err as Error).message }),
      );
    };
    tick();
    this.#timer = setInterval(tick, periodMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One reading of every area; a reading under way is joined, not doubled. */
  refresh(): Promise<void> {
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  /**
   * Starts a reading when nothing has been read from the current source yet (the simulator's
   * demo starts after the server, a configured BMKG may not have answered at boot); a screen
   * that asks meanwhile is told the forecasts are loading.
   */
  ensure(): void {
    const current = this.#pick();
    if (!current || this.#reading) return;
    if (this.#keyOf(current) === this.#key && this.#areas.size > 0) return;
    void this.refresh().catch((err: unknown) =>
      this.#o.log('weather reading failed', { reason: (err as Error).message }),
    );
  }

  #keyOf(current: CurrentSource): string {
    return `${current.simulated ? 'sim' : 'bmkg'}:${current.groups.join(',')}`;
  }

  /** Whether a reading is under way. */
  get reading(): boolean {
    return this.#reading !== null;
  }

  async #read(): Promise<void> {
    const current = this.#pick();
    if (!current) return;
    const key = this.#keyOf(current);
    if (key !== this.#key) {
      this.#key = key;
      this.#areas = new Map();
      this.#index = null;
      this.#shapesAt = 0;
      this.stats.lastGoodAt = null;
    }
    const started = this.#o.now();
    this.stats.polls++;
    if (this.#areas.size === 0 || started - this.#shapesAt > SHAPES_MS) {
      try {
        await this.#readShapes(current);
        this.#shapesAt = started;
      } catch (err) {
        if (!(err instanceof BmkgError)) throw err;
        this.stats.pollFailures++;
        this.#message = err.message;
        this.#o.log('BMKG sea areas could not be read', { reason: err.message });
        if (this.#areas.size === 0) return;
      }
    }
    const codes = [...this.#areas.keys()];
    let failed = 0;
    let next = 0;
    const worker = async () => {
      while (next < codes.length) {
        const code = codes[next++] as string;
        if (!(await this.#readArea(current, code))) failed++;
      }
    };
    await Promise.all(Array.from({ length: this.#o.concurrency ?? 4 }, worker));
    if (failed === 0) {
      this.stats.lastGoodAt = this.#o.now();
      this.#message = null;
    } else this.#message = `BMKG: ${failed} of ${codes.length} sea areas could not be read`;
  }

  async #readShapes(current: CurrentSource): Promise<void> {
    const merged = new Map<string, AreaShape>();
    let unread = 0;
    for (const group of current.groups) {
      const got = shapesOf(await current.source.shapes(group));
      unread += got.unread;
      for (const s of got.shapes) {
        const had = merged.get(s.code);
        // An area drawn in several features is one area of several polygons.
        merged.set(s.code, had ? { ...had, polygons: [...had.polygons, ...s.polygons] } : s);
      }
    }
    if (unread > 0) {
      this.stats.areaFailures.malformed += unread;
      this.#o.log('BMKG sea areas partly unreadable', { unread });
    }
    const next = new Map<string, Held>();
    for (const [code, shape] of merged)
      next.set(code, { shape, forecast: this.#areas.get(code)?.forecast ?? null, failed: null });
    this.#areas = next;
    this.#index = null;
  }

  /** Finds the sea area of a position among the outlines held (rebuilt when they change). */
  get index(): AreaIndex {
    this.#index ??= new AreaIndex([...this.#areas.values()].map((h) => h.shape));
    return this.#index;
  }

  /** Reads one area's forecast; false when it could not be used. */
  async #readArea(current: CurrentSource, code: string): Promise<boolean> {
    const held = this.#areas.get(code);
    if (!held) return true;
    let body: unknown;
    try {
      body = await current.source.forecast(code, held.shape.name);
    } catch (err) {
      if (!(err instanceof BmkgError)) throw err;
      this.stats.areaFailures[err.kind]++;
      held.failed = err.message;
      this.#o.log('BMKG forecast could not be read', { area: code, reason: err.message });
      return false;
    }
    const forecast = forecastOf(body, code);
    if (typeof forecast === 'string') {
      if (forecast.startsWith('the answer is for another area'))
        this.stats.areaFailures.unknownArea++;
      else this.stats.areaFailures.malformed++;
      held.failed = `BMKG's forecast could not be used: ${forecast}`;
      this.#o.log('BMKG forecast unusable', { area: code, reason: forecast });
      return false;
    }
    held.failed = null;
    // Cached per issue time: an older or the same issue changes nothing.
    if (!held.forecast || (forecast.issuedAt ?? 0) > (held.forecast.issuedAt ?? 0))
      held.forecast = forecast;
    return true;
  }

  #stale(h: Held, now: number): boolean {
    const periods = h.forecast?.periods ?? [];
    const ends = periods.map((p) => p.validTo ?? 0);
    return h.failed !== null || periods.length === 0 || Math.max(...ends) <= now;
  }

  /** Every area's forecast as held now, for the source current now (null: none configured). */
  areas(current: CurrentSource | null): WeatherAreas {
    if (!current)
      return {
        state: 'notConfigured',
        simulated: false,
        areas: [],
        lastGoodAt: null,
        message: null,
      };
    const simulated = current.simulated;
    // Held forecasts of another source (the demo, before BMKG was set up) are not shown.
    if (this.#keyOf(current) !== this.#key)
      return { state: 'loading', simulated, areas: [], lastGoodAt: null, message: null };
    const now = this.#o.now();
    const areas: AreaForecast[] = [...this.#areas.values()].map((h) => ({
      code: h.shape.code,
      name: h.shape.name,
      issuedAt: h.forecast?.issuedAt ?? null,
      stale: this.#stale(h, now),
      periods: h.forecast?.periods ?? [],
    }));
    const state = areas.length > 0 ? 'ok' : this.#reading ? 'loading' : 'error';
    return { state, simulated, areas, lastGoodAt: this.stats.lastGoodAt, message: this.#message };
  }

  /** Every area's outline, for the source current now. */
  shapes(current: CurrentSource | null): AreaShapes {
    if (!current || this.#keyOf(current) !== this.#key) return { simulated: false, shapes: [] };
    return { simulated: current.simulated, shapes: [...this.#areas.values()].map((h) => h.shape) };
  }

  /** Areas stale now (for `/metrics`). */
  staleNow(): number {
    const now = this.#o.now();
    let n = 0;
    for (const h of this.#areas.values()) if (this.#stale(h, now)) n++;
    return n;
  }
}
