import type { ClearanceList, VesselClearances } from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import {
  InaportnetClient,
  InaportnetError,
  type DayMapEntry,
  type InaportnetSettings,
} from './inaportnet.client.ts';

/** A refresh asks Inaportnet again only when the answer shown is older than this. */
export const REFRESH_MIN_MS = 10_000;
/** A failure is remembered this long before Inaportnet is asked again. */
const ERROR_TTL_MS = 10_000;

type Cached<T> = { at: number; value: T } | { at: number; error: string };

const NOT_CONFIGURED =
  'Inaportnet is not configured on this server (PANTAU_INAPORTNET_URL); PKK and SPB are not known';

/**
 * Inaportnet behind one object: today's day map polled every `pollMs`, any day's map and each
 * vessel's PKK and SPB records cached per vessel and day. Without settings it says 'not
 * configured'; a failure says 'error' with the reason, never an empty clearance.
 */
export class InaportnetService {
  readonly #client: InaportnetClient | null;
  readonly #settings: InaportnetSettings | undefined;
  readonly #now: () => number;
  readonly #names: (mmsis: readonly number[]) => Promise<ReadonlyMap<number, string>>;
  readonly #days = new Map<string, Cached<DayMapEntry[]>>();
  readonly #vessels = new Map<
    string,
    Cached<Omit<VesselClearances, 'state' | 'mmsi' | 'fetchedAt' | 'message'>>
  >();
  readonly #inflight = new Map<string, Promise<void>>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    settings: InaportnetSettings | undefined,
    now: () => number,
    names: (mmsis: readonly number[]) => Promise<ReadonlyMap<number, string>> = () =>
      Promise.resolve(new Map()),
  ) {
    this.#settings = settings;
    this.#client = settings ? new InaportnetClient(settings) : null;
    this.#now = now;
    this.#names = names;
  }

  get configured(): boolean {
    return this.#client !== null;
  }

  /** Polls today's day map (nothing when not configured). */
  start(): void {
    if (!this.#client || !this.#settings || this.#timer) return;
    const poll = () => void this.#loadDay(this.today(), true);
    poll();
    this.#timer = setInterval(poll, this.#settings.pollMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Today in UTC+7, YYYY-MM-DD. */
  today(): string {
    return wibDay(this.#now());
  }

  #fresh<T>(c: Cached<T> | undefined, refresh: boolean): boolean {
    if (!c || !this.#settings) return false;
    const age = this.#now() - c.at;
    if ('error' in c) return age < ERROR_TTL_MS;
    return refresh ? age < REFRESH_MIN_MS : age < this.#settings.pollMs;
  }

  /** Loads once at a time per key; a failure is kept as the answer, with its reason. */
  async #once(key: string, load: () => Promise<void>): Promise<void> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const p = load().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, p);
    return p;
  }

  async #loadDay(day: string, force = false): Promise<void> {
    const client = this.#client;
    if (!client) return;
    if (!force && this.#fresh(this.#days.get(day), false)) return;
    await this.#once(`day:${day}`, async () => {
      try {
        const rows = await client.dayMap(day.replaceAll('-', ''));
        this.#days.set(day, { at: this.#now(), value: rows });
      } catch (err) {
        this.#days.set(day, { at: this.#now(), error: reason(err) });
      }
    });
  }

  /** PKK & SPB: the vessels of a day with their flags. */
  async clearances(day: string, refresh = false): Promise<ClearanceList> {
    if (!this.#client)
      return {
        state: 'not-configured',
        day,
        fetchedAt: null,
        message: NOT_CONFIGURED,
        vessels: [],
      };
    const cached = this.#days.get(day);
    if (!this.#fresh(cached, refresh)) await this.#loadDay(day, true);
    const c = this.#days.get(day);
    if (!c || 'error' in c)
      return {
        state: 'error',
        day,
        fetchedAt: c?.at ?? null,
        message: c && 'error' in c ? c.error : 'no answer',
        vessels: [],
      };
    const names = await this.#names(c.value.map((r) => r.mmsi));
    return {
      state: 'ok',
      day,
      fetchedAt: c.at,
      message: null,
      vessels: c.value.map((r) => ({ ...r, name: names.get(r.mmsi) ?? null })),
    };
  }

  /** A vessel's PKKs and their SPBs (Detail Kapal), cached per vessel and day. */
  async vessel(mmsi: number): Promise<VesselClearances> {
    const client = this.#client;
    if (!client)
      return {
        state: 'not-configured',
        mmsi,
        fetchedAt: null,
        message: NOT_CONFIGURED,
        pkk: [],
        spb: [],
      };
    const key = `${mmsi}|${this.today()}`;
    if (!this.#fresh(this.#vessels.get(key), false)) {
      await this.#once(`vessel:${key}`, async () => {
        try {
          const pkk = await client.pkkOf(mmsi);
          const spb = [];
          for (const p of pkk) {
            const s = await client.spbOf(p.nomorPkk);
            if (s) spb.push(s);
          }
          this.#vessels.set(key, { at: this.#now(), value: { pkk, spb } });
        } catch (err) {
          this.#vessels.set(key, { at: this.#now(), error: reason(err) });
        }
      });
    }
    const c = this.#vessels.get(key);
    if (!c || 'error' in c)
      return {
        state: 'error',
        mmsi,
        fetchedAt: c?.at ?? null,
        message: c && 'error' in c ? c.error : 'no answer',
        pkk: [],
        spb: [],
      };
    return { state: 'ok', mmsi, fetchedAt: c.at, message: null, ...c.value };
  }
}

function reason(err: unknown): string {
  return err instanceof InaportnetError ? err.message : 'Inaportnet failed';
}
