import { DISTRICTS, allows } from '@pantau/domain';
import { LiveWatchSources } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { liveMessage, type LiveClient } from '../../live-hub/channels.ts';
import type { AssetSearchProvider } from '../../search/asset-search.ts';
import { NatsSourcesElsewhere, syncIngestSources } from './sources-elsewhere.ts';
import { SourcesRepo } from './sources.repo.ts';
import { sourcesRoutes } from './sources.routes.ts';
import { SourcesService } from './sources.service.ts';

const DISTRICT_POSITION = new Map(DISTRICTS.map((d) => [d.name, d.position]));

/**
 * The Others search's stations: a VTS is a source at the top of its tree, an SROP one under
 * a parent; by name or id, placed at their district's port.
 */
export function stationsSearch(repo: SourcesRepo): AssetSearchProvider {
  return {
    name: 'stations',
    types: ['VTS', 'SROP'],
    search: async (q, wanted) => {
      const sources = await repo.list();
      const names = new Map(sources.map((s) => [s.id, s.name]));
      return sources.flatMap((s) => {
        const type = s.parentId === null ? ('VTS' as const) : ('SROP' as const);
        const hit = s.name.toLowerCase().includes(q) || String(s.id).includes(q);
        if (!wanted.has(type) || !hit) return [];
        const at = s.district === null ? undefined : DISTRICT_POSITION.get(s.district);
        return [
          {
            id: String(s.id),
            name: s.name,
            type,
            lon: at?.[0] ?? null,
            lat: at?.[1] ?? null,
            detail: s.parentId === null ? s.district : (names.get(s.parentId) ?? null),
          },
        ];
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sources: SourcesService;
  }
}

/** AIS sources: administration, status on the live socket (`watch-sources`), stations search. */
export const sourcesFeature = fp(
  async (app) => {
    const { store, config, now } = app.core;
    const repo = new SourcesRepo(store.db, now);
    const { supervisor } = app.ingest;
    // On NATS the ingest role runs the sources and every process learns their status.
    const { nats, names, roles, processId } = app.stream;
    const elsewhere = nats ? new NatsSourcesElsewhere(nats, names, supervisor, now) : undefined;
    const service = new SourcesService({
      repo,
      supervisor,
      now,
      runsSources: roles.has('ingest'),
      ...(elsewhere ? { elsewhere } : {}),
      settings: {
        declared: config.live.declaredSources,
        simulatorWhenEmpty: config.live.simulatorWhenEmpty,
        simVessels: config.live.simVessels,
      },
    });
    app.decorate('sources', service);
    app.assetSearch.register(stationsSearch(repo));
    sourcesRoutes(app, service);

    // DATA SOURCE panel open: every source's status now, then each tick while any changed.
    const watchers = new Map<LiveClient, string>();
    const sendSources = () => {
      if (watchers.size === 0) return;
      const text = liveMessage({ type: 'sources', list: service.list() });
      for (const [client, last] of watchers) {
        if (last === text) continue;
        watchers.set(client, text);
        client.sendText(text);
      }
    };
    app.liveChannels.register({
      type: 'watch-sources',
      schema: LiveWatchSources,
      receive: (client, message) => {
        if (!message.on) {
          watchers.delete(client);
        } else if (!allows('sources.view', client.request.user?.role)) {
          client.send({ type: 'error', code: 'FORBIDDEN', message: 'no access to sources' });
        } else {
          watchers.set(client, '');
          sendSources();
        }
      },
      close: (client) => watchers.delete(client),
    });

    let timer: NodeJS.Timeout | undefined;
    let stopSync: (() => void) | undefined;
    app.addHook('onReady', async () => {
      await service.start();
      timer = setInterval(sendSources, config.live.tickMs);
      timer.unref();
      if (nats && roles.has('ingest')) {
        stopSync = syncIngestSources({
          bus: nats,
          names,
          processId,
          service,
          supervisor,
          now,
          tickMs: config.live.tickMs,
          warn: (o, m) => app.log.warn(o, m),
        });
      }
    });
    app.addHook('onClose', () => {
      clearInterval(timer);
      stopSync?.();
      elsewhere?.close();
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'sources', fastify: '5.x', dependencies: ['ingest', 'stream'] },
);
