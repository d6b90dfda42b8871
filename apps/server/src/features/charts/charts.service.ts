import { CHART_IDS, type ChartId, type ChartView } from '@pantau/contracts';
import { upstreamTileUrl, type ChartsSettings } from './chart-source.ts';

/** A tile from a chart service: its bytes and image type. */
export interface ChartTile {
  body: Buffer;
  type: string;
}

/** Why a chart tile could not be had, said to the caller (never the URL or credentials). */
export class ChartError extends Error {
  readonly notConfigured: boolean;
  constructor(message: string, notConfigured = false) {
    super(message);
    this.notConfigured = notConfigured;
  }
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const CACHE_TILES = 1000;
const CACHE_MS = 5 * 60_000;

/**
 * Asks the configured chart services for tiles (the browser never sees their URLs or
 * credentials), keeping the last 1,000 tiles for 5 minutes and sharing one request among
 * callers of the same tile. A service that answers anything but an image (a WMS exception
 * report, an HTML error page) or fails or times out is a `ChartError` with the reason.
 */
export class ChartsService {
  readonly #settings: ChartsSettings;
  readonly #now: () => number;
  readonly #cache = new Map<string, { tile: ChartTile; at: number }>();
  readonly #inFlight = new Map<string, Promise<ChartTile>>();

  constructor(settings: ChartsSettings, now: () => number = Date.now) {
    this.#settings = settings;
    this.#now = now;
  }

  list(): ChartView[] {
    return CHART_IDS.map((id) => {
      const s = this.#settings[id];
      return { id, configured: s !== undefined, kind: s?.kind ?? null, maxZoom: s?.maxZoom ?? 0 };
    });
  }

  async tile(id: ChartId, z: number, x: number, y: number): Promise<ChartTile | null> {
    const s = this.#settings[id];
    if (!s) throw new ChartError(`${id} is not configured`, true);
    if (z > s.maxZoom) return null;
    const key = `${id}/${z}/${x}/${y}`;
    const cached = this.#cache.get(key);
    if (cached && this.#now() - cached.at < CACHE_MS) return cached.tile;
    const running = this.#inFlight.get(key);
    if (running) return running;
    const request = this.#fetch(upstreamTileUrl(s, z, x, y), s)
      .then((tile) => {
        this.#cache.delete(key);
        this.#cache.set(key, { tile, at: this.#now() });
        while (this.#cache.size > CACHE_TILES) {
          const oldest = this.#cache.keys().next().value;
          if (oldest === undefined) break;
          this.#cache.delete(oldest);
        }
        return tile;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, request);
    return request;
  }

  async #fetch(
    url: string,
    s: { user: string | undefined; password: string | undefined; timeoutMs: number },
  ): Promise<ChartTile> {
    const headers: Record<string, string> = { accept: IMAGE_TYPES.join(', ') };
    if (s.user !== undefined) {
      headers['authorization'] =
        `Basic ${Buffer.from(`${s.user}:${s.password ?? ''}`).toString('base64')}`;
    }
    let res: Response;
    try {
      res = await fetch(url, { headers, signal: AbortSignal.timeout(s.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new ChartError(
        timedOut ? `no answer within ${s.timeoutMs} ms` : 'the service could not be reached',
      );
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new ChartError(`the service answered HTTP ${res.status}`);
    const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!IMAGE_TYPES.includes(type)) {
      const exception = /<ServiceException[^>]*>([^<]{1,200})/.exec(body.toString('utf8'));
      throw new ChartError(
        exception?.[1]
          ? `the service refused: ${exception[1].trim()}`
          : `the service answered ${type || 'no content type'}, not an image`,
      );
    }
    return { body, type };
  }
}
