import { atonEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import type { AssetSearchProvider } from '../../search/asset-search.ts';
import { AtonRepo } from './aton.repo.ts';
import { AidsToNavigation } from './atons.ts';

/** Aids heard are written to the store this often. */
const FLUSH_MS = 5_000;

/** The aids to navigation (SBNP) heard over AIS, for the map's SBNP layer. */
export function atonRoutes(app: FastifyInstance, aids: AidsToNavigation): void {
  route(app, atonEndpoints.list, { config: { access: 'map.view' } }, () => ({
    aids: aids.list(),
  }));
}

/** The Others search's SBNP heard over AIS, by name or MMSI. */
export function atonSearch(aids: AidsToNavigation): AssetSearchProvider {
  return {
    name: 'aids to navigation',
    types: ['SBNP'],
    search: (q) =>
      aids.search(q).map((a) => ({
        id: String(a.mmsi),
        name: a.name ?? String(a.mmsi),
        type: 'SBNP' as const,
        lon: a.lon,
        lat: a.lat,
        detail: a.virtual ? `${a.aidTypeName} (virtual)` : a.aidTypeName,
        mmsi: a.mmsi,
      })),
  };
}

/** Aids to navigation heard over AIS (message 21): a sink on the hub, stored behind. */
export const atonFeature = fp(
  async (app) => {
    const { store, config, now } = app.core;
    const aids = new AidsToNavigation(new AtonRepo(store.db));
    app.hub.subscribe({ name: 'aids to navigation', aton: (r) => aids.apply(r) });
    app.assetSearch.register(atonSearch(aids));
    atonRoutes(app, aids);

    const flush = async () => {
      try {
        await aids.flush();
      } catch (err) {
        app.log.error({ err }, 'aids to navigation not saved; will retry');
      }
    };
    const purge = async () => {
      try {
        const n = await aids.purge(now() - config.live.historyDays * 86_400_000);
        if (n > 0) app.log.info({ deleted: n }, 'aids to navigation not heard removed');
      } catch (err) {
        app.log.error({ err }, 'aids to navigation retention failed');
      }
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await aids.load();
      timers.push(setInterval(() => void flush(), FLUSH_MS));
      timers.push(setInterval(() => void purge(), 3_600_000));
      for (const t of timers) t.unref();
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      await flush();
    });
    return Promise.resolve();
  },
  { name: 'aton', fastify: '5.x' },
);
