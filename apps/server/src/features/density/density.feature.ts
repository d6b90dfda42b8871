import { DENSITY_CELL_DEG } from '@pantau/contracts';
import { shipTypeGroup } from '@pantau/domain';
import fp from 'fastify-plugin';
import { DensityAggregator } from './density-aggregator.ts';
import { DensityRepo } from './density.repo.ts';
import { densityRoutes } from './density.routes.ts';

/** Sums in memory are added to the store this often (the map is never more than this behind). */
export const DENSITY_FLUSH_MS = 30_000;

/**
 * Vessel density (SPEC §2.3, §9): a sink on the hub joins each vessel's consecutive positions
 * and shares their time among grid cells (EMODnet), summed per day, cell, ship-type group and
 * source, written every 30 s and before every read; the map and the CSV / GeoTIFF export.
 */
export const densityFeature = fp(
  async (app) => {
    const { store, now } = app.core;
    const { picture } = app.live;
    const repo = new DensityRepo(store);
    const aggregator = new DensityAggregator({
      cellDeg: DENSITY_CELL_DEG,
      groupOf: (mmsi) => shipTypeGroup(picture.get(mmsi)?.shipType),
    });
    // One writer at a time: a read's flush waits for the timer's.
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      writing = writing.then(async () => {
        try {
          await repo.add(aggregator.drain(now()));
        } catch (err) {
          app.log.error({ err }, 'density write failed');
        }
      });
      return writing;
    };
    // Where positions are kept (the history role): on the hub, after the live picture.
    if (app.stream.roles.has('history')) {
      app.hub.subscribe({
        name: 'density',
        event: (e) => {
          if (e.kind === 'position') aggregator.add(e);
        },
      });
    }
    densityRoutes(app, { repo, now, flush });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      timer = setInterval(() => void flush(), DENSITY_FLUSH_MS);
      timer.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
    return Promise.resolve();
  },
  { name: 'density', fastify: '5.x', dependencies: ['live', 'stream', 'history'] },
);
