import {
  puskodalEndpoints,
  PUSKODAL_RANGE_DAYS,
  type BlacklistEntry,
  type RegistryAsset,
} from '@pantau/contracts';
import {
  DEFAULT_ALERT_THRESHOLDS,
  DEFAULT_PUSKODAL_THRESHOLDS,
  PORTS,
  wibDayStart,
} from '@pantau/domain';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { PuskodalRepo, type NewRow } from './puskodal.repo.ts';
import { PuskodalWatcher, type WatcherPort } from './watcher.ts';

const DAY = 86_400_000;
/** Rows are stored in batches this often. */
const FLUSH_MS = 1_000;
/** A range answers at most this many rows. */
const RANGE_MAX = 10_000;
/** The registry's ports are read again this often (it may change in another process). */
const PORTS_MS = 5 * 60_000;

/** The product's own names of the district and quick-zoom ports (Tanjung Priok for Jakarta). */
const PRODUCT_NAMES = new Map(PORTS.map((p) => [p.code, p.name]));

/**
 * The registry's ports as the watcher knows them: a destination may give a port's code, its
 * name, one of its alternate names, or the name the product uses for it.
 */
export function watcherPorts(assets: readonly RegistryAsset[]): WatcherPort[] {
  return assets
    .filter((a) => a.category === 'ports')
    .map((a) => {
      const aliases = (a.alternateName ?? '')
        .split(';')
        .map((n) => n.trim())
        .filter((n) => n !== '' && n !== a.name);
      const own = a.code === null ? undefined : PRODUCT_NAMES.get(a.code);
      if (own !== undefined && own !== a.name) aliases.push(own);
      return { code: a.code ?? '', name: a.name, position: [a.lon, a.lat] as const, aliases };
    });
}

/**
 * Puskodal behaviour alerts (SPEC §2.27, issue #17): the watcher runs the rules on the hub's
 * events in the process that runs the alert engine (its leadership), stores the rows, and the
 * API answers the latest 10 or 100, a range of days, a vessel's ship information and the
 * blacklist (staff only, SPEC §6 as `puskodal.view` and `puskodal.blacklist`).
 */
export const puskodalFeature = fp(
  async (app) => {
    const { store, now, config } = app.core;
    const repo = new PuskodalRepo(store.db);
    let blacklist = new Set<number>();
    const loadBlacklist = async () => {
      blacklist = new Set((await repo.blacklist()).map((e) => e.mmsi));
    };
    // The registry's ports: read now, after a change here, and now and then (another process).
    let ports = watcherPorts(await app.registry.list());
    const reloadPorts = () => {
      void app.registry.list().then(
        (assets) => (ports = watcherPorts(assets)),
        (err: unknown) => app.log.error({ err }, 'puskodal: ports read failed'),
      );
    };
    const stopRegistry = app.registry.onChange(reloadPorts);
    let pending: NewRow[] = [];
    const watcher = new PuskodalWatcher({
      thresholds: DEFAULT_PUSKODAL_THRESHOLDS,
      picture: app.live.picture,
      blacklisted: (mmsi) => blacklist.has(mmsi),
      row: (r) => pending.push(r),
      portM: DEFAULT_ALERT_THRESHOLDS.portM,
      ports: () => ports,
    });
    // The ZEE alert says whether the foreign vessel is blacklisted (SPEC §3 ZEE).
    app.alerts.engine.blacklisted = (mmsi) => blacklist.has(mmsi);
    const { leadership } = app.alerts;
    let leading = false;
    app.hub.subscribe({
      name: 'puskodal',
      event: (e) => {
        if (leadership.leading) {
          leading = true;
          watcher.event(e);
        } else if (leading) {
          leading = false;
          watcher.reset();
        }
      },
      paceMs: config.live.rulePaceMs,
    });
    const flush = async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await repo.insert(batch);
      } catch (err) {
        app.log.error({ err, rows: batch.length }, 'puskodal rows not stored');
      }
    };

    const view = { config: { access: 'puskodal.view' } } as const;
    const e = puskodalEndpoints;
    route(app, e.latest, view, async (req) => ({
      rows: await repo.latest(req.params.type, Number(req.params.n)),
    }));
    route(app, e.range, view, async (req) => {
      const from = wibDayStart(req.params.from);
      const to = wibDayStart(req.params.to) + DAY;
      if (to <= from) {
        throw new ApiError('VALIDATION', { message: 'to must not be before from', field: 'to' });
      }
      if (to - from > PUSKODAL_RANGE_DAYS * DAY) {
        throw new ApiError('VALIDATION', {
          message: `the range may cover at most ${PUSKODAL_RANGE_DAYS} days`,
          field: 'to',
        });
      }
      if (from > now()) {
        throw new ApiError('VALIDATION', { message: 'from is in the future', field: 'from' });
      }
      return { rows: await repo.range(req.params.type, from, to, RANGE_MAX) };
    });
    route(app, e.ship, view, (req) => {
      const v = app.live.picture.get(req.params.mmsi);
      if (!v) {
        throw new ApiError('NOT_FOUND', {
          message: `vessel ${req.params.mmsi} not in the picture`,
        });
      }
      const known = (n: number) => (Number.isNaN(n) ? null : n);
      return Promise.resolve({
        ship_id: v.mmsi,
        imo: v.imo,
        mmsi: v.mmsi,
        shipname: v.name,
        callsign: v.callSign,
        heading: v.heading,
        speed: v.sog,
        max_speed: watcher.maxSpeed(v.mmsi, now()),
        destination: v.destination,
        lon: known(v.lon),
        lat: known(v.lat),
        course: v.cog,
        ais_type_summary: v.aisClass ? `Class ${v.aisClass}` : null,
      });
    });
    route(app, e.blacklist, view, async () => ({ entries: await repo.blacklist() }));
    const manage = { config: { access: 'puskodal.blacklist' } } as const;
    route(app, e.addBlacklist, manage, async (req, reply) => {
      const entry: BlacklistEntry = {
        mmsi: req.body.mmsi,
        name: req.body.name ?? app.live.picture.get(req.body.mmsi)?.name ?? null,
        reason: req.body.reason,
        createdBy: requireUser(req).username,
        createdAt: now(),
      };
      await repo.putBlacklist(entry);
      await loadBlacklist();
      void reply.status(201);
      return entry;
    });
    route(app, e.removeBlacklist, manage, async (req) => {
      const removed = await repo.removeBlacklist(req.params.mmsi);
      await loadBlacklist();
      return { removed };
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await loadBlacklist();
      timers.push(
        setInterval(() => void flush(), FLUSH_MS),
        setInterval(() => watcher.sweep(now(), config.live.removeAfterMs), 60_000),
        // Another process may have changed the blacklist.
        setInterval(() => void loadBlacklist().catch(() => undefined), 30_000),
        setInterval(reloadPorts, PORTS_MS),
      );
      for (const t of timers) t.unref();
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      stopRegistry();
      await flush();
    });
    return Promise.resolve();
  },
  { name: 'puskodal', fastify: '5.x', dependencies: ['live', 'alerts', 'ports'] },
);
