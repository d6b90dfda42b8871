import { DENSITY_CELL_DEG, type DensityView } from '@pantau/contracts';
import { shipTypeGroup } from '@pantau/domain';
import fp from 'fastify-plugin';
import { LiveHub } from '../../live-hub/live-hub.ts';
import { PgLeadership, soleLeader, type Leadership } from '../../scale/leadership.ts';
import { StreamRelay } from '../../scale/relay.ts';
import { DensityAggregator } from './density-aggregator.ts';
import { backfillDensity } from './density-backfill.ts';
import { DensityRepo } from './density.repo.ts';
import { densityGrid, densityRoutes, type DensityRange } from './density.routes.ts';

/** Sums in memory are added to the store this often (the map is never more than this behind). */
export const DENSITY_FLUSH_MS = 30_000;
/** On NATS, a follower asks for the aggregation this often. */
const LEAD_RETRY_MS = 2_000;

/**
 * Vessel density (SPEC §2.3, §9): a sink on the hub joins each vessel's consecutive positions
 * and shares their time among grid cells (EMODnet), summed per day, cell, ship-type group and
 * source, written every 30 s and before every read; the map and the CSV / GeoTIFF export.
 *
 * Every position must be counted once. In one process the sink is on the hub. On NATS the
 * history processes campaign for a PostgreSQL advisory lock (`scale/leadership.ts`): the
 * holder reads the whole stream from now on (its own ordered consumer, into a hub of its
 * own) and aggregates; the others do not. A new leader starts from the stream's present, so
 * a failover loses at most the old leader's unwritten sums (≤ 30 s) and the seconds between.
 *
 * The process that sums also rebuilds, in the background, the days before today that have
 * stored positions but no density at all (`density-backfill.ts`).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Density for other features (the port panel's Density switch): the grid of the asked days
     * and box, with what arrived written first; a cancelled `signal` stops it.
     */
    density: { grid: (q: DensityRange, signal?: AbortSignal) => Promise<DensityView> };
  }
}

export const densityFeature = fp(
  async (app) => {
    const { store, now } = app.core;
    const { picture } = app.live;
    const repo = new DensityRepo(store);
    let groupOf = (mmsi: number) => shipTypeGroup(picture.get(mmsi)?.shipType);
    const aggregator = new DensityAggregator({
      cellDeg: DENSITY_CELL_DEG,
      groupOf: (mmsi) => groupOf(mmsi),
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
    // Days with positions but no density, rebuilt once by the process that sums.
    let stopping = new AbortController();
    let backfill: Promise<void> | undefined;
    const stopBackfill = async () => {
      stopping.abort();
      await backfill;
      backfill = undefined;
      stopping = new AbortController();
    };
    const startBackfill = () => {
      backfill ??= backfillDensity({
        positions: app.history.repo,
        density: repo,
        cellDeg: DENSITY_CELL_DEG,
        now: now(),
        signal: stopping.signal,
        pause: () => new Promise((resolve) => setImmediate(resolve)),
        onDay: (day, cells) => app.log.info({ day, cells }, 'density rebuilt from the store'),
      }).then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'density rebuild from the store failed'),
      );
    };
    const { nats, names, roles } = app.stream;
    let leadership: Leadership | undefined;
    let relay: StreamRelay | undefined;
    if (roles.has('history') && !nats) {
      // One process: on the hub, after the live picture, at the rules' pace (each ship's
      // newest position: the segment from the one before is as straight over 2 s).
      app.hub.subscribe({
        name: 'density',
        event: (e) => {
          if (e.kind === 'position') aggregator.add(e);
        },
        paceMs: app.core.config.live.rulePaceMs,
      });
      app.addHook('onReady', () => {
        startBackfill();
        return Promise.resolve();
      });
    } else if (roles.has('history') && nats) {
      // The stream, through a hub of the aggregation's own (ship types from its statics).
      const types = new Map<number, number>();
      const own = new LiveHub();
      own.subscribe({
        name: 'density',
        event: (e) => {
          if (e.kind === 'position') aggregator.add(e);
          else if (e.kind === 'static' && e.shipType !== null) types.set(e.mmsi, e.shipType);
        },
      });
      groupOf = (mmsi) => shipTypeGroup(types.get(mmsi) ?? picture.get(mmsi)?.shipType);
      leadership =
        store.raw.kind === 'postgres'
          ? new PgLeadership({
              pool: store.raw.pool,
              name: `pantau-density:${app.core.config.stream.prefix}`,
              retryMs: LEAD_RETRY_MS,
              what: 'density aggregation',
              warn: (o, m) => app.log.warn(o, m),
            })
          : soleLeader('density aggregation');
      const lead = leadership;
      app.addHook('onReady', async () => {
        await lead.start(async (leading) => {
          if (leading && !relay) {
            relay = new StreamRelay({
              bus: nats,
              hub: own,
              stream: names.stream,
              replayMs: 0,
              warn: (o, m) => app.log.warn(o, m),
            });
            relay.start();
            app.log.info('density aggregation: leading');
            startBackfill();
          } else if (!leading && relay) {
            // The new leader rebuilds what this one had not finished.
            await stopBackfill();
            await relay.stop();
            relay = undefined;
            // What was summed until now was counted once: it is written, then nothing more.
            await flush();
          }
        });
      });
    }
    densityRoutes(app, { repo, now, flush });
    app.decorate('density', {
      grid: (q: DensityRange, signal?: AbortSignal) => densityGrid(q, { repo, now, flush, signal }),
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      timer = setInterval(() => void flush(), DENSITY_FLUSH_MS);
      timer.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopBackfill();
      await relay?.stop();
      await leadership?.stop();
      await flush();
    });
    return Promise.resolve();
  },
  { name: 'density', fastify: '5.x', dependencies: ['live', 'stream', 'history'] },
);
