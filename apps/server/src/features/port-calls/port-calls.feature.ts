import { performance } from 'node:perf_hooks';
import {
  MONITORING_DEFAULT_HOURS,
  portCallEndpoints,
  type MapFeature,
  type MonitoringRow,
  type PortCallView,
  type RegistryAsset,
} from '@pantau/contracts';
import { dlkpPolygon, type PortArea } from '@pantau/domain';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { PortCallEngine, type PortCallListener } from './port-calls.engine.ts';
import { PortCallsRepo, type StoredCall } from './port-calls.repo.ts';
import { PortCallsWriter } from './port-calls.writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live port calls: arrivals and departures at every registry port, who is inside. */
    portCalls: PortCalls;
  }
}

export interface PortCalls {
  /** Arrivals and departures as they happen; returns the way to stop. Must not wait. */
  onEvent: (listener: PortCallListener) => () => void;
  /** The vessels inside a port now (its open calls). */
  inside: (portId: string) => StoredCall[];
  /** Resolves once every call change so far is stored. */
  flush: () => Promise<void>;
  readonly engine: PortCallEngine;
  readonly writer: PortCallsWriter;
}

/** The registry category whose entries make calls (SPEC §3 'Port'). */
export const CALL_CATEGORY = 'ports';
/** How often changed calls are written, stale calls closed, and the ports read again. */
const FLUSH_MS = 250;
const SWEEP_MS = 60_000;
const PORTS_MS = 5 * 60_000;

/**
 * The registry's ports as the rules see them: each its DLKP polygon (the port's working
 * area, from its published Alur & SBNP features, as the port panel finds it) when it has one,
 * otherwise its 30 NM circle.
 */
export function portAreas(
  assets: readonly RegistryAsset[],
  published: readonly MapFeature[],
): PortArea[] {
  const byCode = new Map<string, MapFeature[]>();
  for (const f of published) {
    const list = byCode.get(f.properties.portCode);
    if (list) list.push(f);
    else byCode.set(f.properties.portCode, [f]);
  }
  return assets
    .filter((a) => a.category === CALL_CATEGORY)
    .map((a) => ({
      id: a.id,
      lon: a.lon,
      lat: a.lat,
      ring: a.code === null ? null : (dlkpPolygon(byCode.get(a.code) ?? [])?.ring ?? null),
    }));
}

/**
 * Live port calls (issue #15 item 1): a sink on the hub runs every position through the
 * port-call engine (`@pantau/domain` rules, every port of the registry, a grid prefilter);
 * calls are stored behind the hot path (open ones updated, closed ones kept) and taken up
 * again after a restart. The ports are read at start, whenever the registry says it changed
 * (`app.registry.onChange`: an import, an edit or a user POI in this process) and every 5
 * minutes (a DLKP polygon published, another process's edit).
 */
export const portCallsFeature = fp(
  async (app) => {
    const { now, config } = app.core;
    const repo = new PortCallsRepo(app.core.store.db);
    const engine = new PortCallEngine({ minDwellMs: config.portCalls.minDwellMs });
    const writer = new PortCallsWriter(repo, FLUSH_MS, (err) =>
      app.log.error({ err }, 'port calls: store write failed'),
    );
    engine.onChange((c, at) => writer.changed(c, at));
    const loadPorts = async () =>
      engine.setPorts(portAreas(await app.registry.list(), await app.mapFeatures.list()));
    const reloadPorts = () => {
      loadPorts().catch((err: unknown) => app.log.error({ err }, 'port calls: ports read failed'));
    };
    await loadPorts();
    // Calls left open by the last run are taken up before the first position.
    engine.restore(await repo.open());
    const stopRegistry = app.registry.onChange(reloadPorts);

    app.decorate('portCalls', {
      onEvent: (l: PortCallListener) => engine.onEvent(l),
      inside: (portId: string) => engine.inside(portId),
      flush: () => writer.flush(),
      engine,
      writer,
    } satisfies PortCalls);

    app.hub.subscribe({
      name: 'port-calls',
      event: (e) => {
        if (e.kind === 'position') {
          engine.position(e.mmsi, e.lon, e.lat, e.t, e.sog, performance.now());
        }
      },
      paceMs: config.live.rulePaceMs,
    });

    async function portOf(id: string): Promise<RegistryAsset> {
      const port = (await app.registry.list()).find(
        (a) => a.id === id && a.category === CALL_CATEGORY,
      );
      if (!port) throw new ApiError('NOT_FOUND', { message: `port ${id} not found`, field: 'id' });
      return port;
    }

    const view = (c: StoredCall): PortCallView => {
      const v = app.live.picture.get(c.mmsi);
      return {
        id: c.id,
        portId: c.portId,
        mmsi: c.mmsi,
        name: v?.name ?? null,
        arrivalAt: c.arrivalAt,
        departureAt: c.departureAt,
        arrivalObserved: c.arrivalObserved,
        departureObserved: c.departureObserved,
        anchorageMs: c.anchorageMs,
        berthMs: c.berthMs,
        confidence: c.confidence,
        lastAt: c.lastAt,
      };
    };

    const e = portCallEndpoints;
    route(app, e.calls, { config: { access: 'map.view' } }, async (req) => {
      const port = await portOf(req.params.id);
      await writer.flush();
      const calls = await repo.calls(port.id, req.query.from, req.query.to);
      return { portId: port.id, calls: calls.map(view) };
    });

    route(app, e.inside, { config: { access: 'map.view' } }, async (req) => {
      const port = await portOf(req.params.id);
      const calls = engine.inside(port.id).sort((a, b) => b.arrivalAt - a.arrivalAt);
      return { portId: port.id, calls: calls.map(view) };
    });

    route(app, e.monitoring, { config: { access: 'map.view' } }, async (req) => {
      const port = await portOf(req.params.id);
      const at = now();
      const since = at - (req.query.hours ?? MONITORING_DEFAULT_HOURS) * 3_600_000;
      await writer.flush();
      const wanted = req.query.mmsi ? new Set(req.query.mmsi) : null;
      // Newest arrival first: the first call of a vessel is its latest.
      const latest = new Map<number, StoredCall>();
      for (const c of await repo.calls(port.id, since, at)) {
        if (wanted && !wanted.has(c.mmsi)) continue;
        if (!latest.has(c.mmsi)) latest.set(c.mmsi, c);
      }
      const rows: MonitoringRow[] = [...latest.values()].map((c) => {
        const v = app.live.picture.get(c.mmsi);
        return {
          mmsi: c.mmsi,
          name: v?.name ?? null,
          callSign: v?.callSign ?? null,
          status: c.departureAt === null ? 'inside' : 'outside',
          arrivalAt: c.arrivalAt,
          departureAt: c.departureAt,
          confidence: c.confidence,
        };
      });
      // Inside first, then by the latest movement.
      rows.sort(
        (a, b) =>
          Number(a.status === 'outside') - Number(b.status === 'outside') ||
          (b.departureAt ?? b.arrivalAt) - (a.departureAt ?? a.arrivalAt) ||
          a.mmsi - b.mmsi,
      );
      return { portId: port.id, since, rows };
    });

    let sweep: NodeJS.Timeout | undefined;
    let ports: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      sweep = setInterval(() => engine.sweep(now()), SWEEP_MS);
      sweep.unref();
      ports = setInterval(reloadPorts, PORTS_MS);
      ports.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(ports);
      stopRegistry();
      writer.stop();
      await writer.flush();
    });
  },
  { name: 'port-calls', fastify: '5.x', dependencies: ['live', 'ports', 'map-features'] },
);
