import {
  infrastructureEndpoints as e,
  type RegistryAsset,
  type SensorBody,
  type SensorState,
  type SensorView,
  type SourceView,
} from '@pantau/contracts';
import {
  MAIN_LOCATIONS,
  UPTIME_KINDS,
  mainLocationKey,
  sourceLocation,
  sourceUptimeKind,
  uptimeCell,
  wibDay,
  type LocationPort,
  type UptimeKind,
} from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { InfrastructureChecker, sensorKey } from './checker.ts';
import { InfrastructureRepo, type Sensor, type SensorInput } from './infrastructure.repo.ts';
import { relayMedia } from './media.ts';
import { CameraError, CameraRelay } from './transcode.ts';
import { UptimeTracker, type TrackedState } from './tracker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Port sensors' health checks (tests run a round with `checkNow`). */
    infrastructure: InfrastructureChecker;
  }
}

/** The port registry's ports (category 'ports'), cached until the registry changes. */
function portCache(app: FastifyInstance) {
  let ports: Promise<RegistryAsset[]> | null = null;
  app.registry.onChange(() => {
    ports = null;
  });
  return () => {
    ports ??= app.registry
      .list()
      .then((all) => all.filter((a) => a.category === 'ports'))
      .catch((err: unknown) => {
        ports = null;
        throw err;
      });
    return ports;
  };
}

/** A body's URL without its user name and password, which go to their own fields. */
export function sensorInput(b: SensorBody): SensorInput {
  const u = new URL(b.url);
  const user = u.username ? decodeURIComponent(u.username) : null;
  const pass = u.password ? decodeURIComponent(u.password) : null;
  u.username = '';
  u.password = '';
  const username = b.username?.trim() ? b.username.trim() : user;
  const password =
    b.password === undefined ? (pass ?? undefined) : b.password === '' ? null : b.password;
  return { locationId: b.locationId, kind: b.kind, name: b.name, url: u.href, username, password };
}

/** An RTSP camera's first picture must come within this (its key frame may be seconds away). */
const CAMERA_FIRST_PICTURE_MS = 15_000;

export const infrastructureFeature = fp(
  async (app) => {
    const { now, config } = app.core;
    const checkMs = config.sensors.checkMs;
    const repo = new InfrastructureRepo(app.core.store.db, now);
    const tracker = new UptimeTracker(repo);
    const ports = portCache(app);
    const sourceList = (): readonly SourceView[] => app.sources.list().sources;
    const checker = new InfrastructureChecker({
      repo,
      tracker,
      sources: sourceList,
      ports,
      checkMs,
      now,
      warn: (o, m) => app.log.warn(o, m),
    });
    app.decorate('infrastructure', checker);
    const cameras = new CameraRelay({
      ffmpeg: config.sensors.ffmpeg,
      maxTranscodes: config.sensors.maxTranscodes,
      timeoutMs: CAMERA_FIRST_PICTURE_MS,
    });
    // Before the HTTP server waits for its requests to end: a camera's stream only ends when
    // its ffmpeg does, so stopping them at onClose (after that wait) would never come.
    app.addHook('preClose', (done) => {
      cameras.close();
      done();
    });
    /** Whether the browser can be given this sensor's stream: HTTP relayed, RTSP transcoded. */
    const playable = async (s: Sensor) =>
      /^https?:/.test(s.url) || (/^rtsps?:/.test(s.url) && (await cameras.available()));
    // One process checks (the one that runs the sources), so a day is not counted twice;
    // another reads the states it stored (their transitions).
    const checks = app.stream.roles.has('ingest');
    const fresh = async () => {
      if (!checks) await tracker.load();
    };

    const portOf = async (id: string) => (await ports()).find((p) => p.id === id);
    const view = async (s: Sensor): Promise<SensorView> => {
      const st = tracker.state(sensorKey(s.id));
      return {
        id: s.id,
        locationId: s.locationId,
        locationName: (await portOf(s.locationId))?.name ?? s.locationId,
        kind: s.kind,
        name: s.name,
        url: s.url,
        hasCredentials: s.username !== null || s.password !== null,
        status: {
          state: stateOf(st),
          checkedAt: st?.at ?? null,
          since: st?.since ?? null,
          error: st?.error ?? null,
          latencyMs: st?.latencyMs ?? null,
        },
      };
    };
    const checked = async (b: SensorBody): Promise<SensorInput> => {
      if (!(await portOf(b.locationId))) {
        throw new ApiError('VALIDATION', {
          field: 'locationId',
          message: `locationId ${b.locationId} is not a port of the registry`,
        });
      }
      return sensorInput(b);
    };
    const found = async (id: number) => {
      const s = await repo.sensor(id);
      if (!s) throw new ApiError('NOT_FOUND', { message: 'sensor not found' });
      return s;
    };
    const manage = { config: { access: 'ports.cctv.manage' } } as const;
    const view_ = { config: { access: 'map.view' } } as const;

    route(app, e.sensors, manage, async () => {
      await fresh();
      return { sensors: await Promise.all((await repo.sensors()).map(view)) };
    });

    route(app, e.create, manage, async (req, reply) => {
      const s = await repo.create(await checked(req.body), requireUser(req).username);
      await checker.checkOne(s);
      return reply.code(201).send(await view(s));
    });

    route(app, e.update, manage, async (req) => {
      await found(req.params.id);
      const s = await repo.update(req.params.id, await checked(req.body));
      cameras.forget(req.params.id);
      if (!s) throw new ApiError('NOT_FOUND', { message: 'sensor not found' });
      await checker.checkOne(s);
      return view(s);
    });

    route(app, e.remove, manage, async (req, reply) => {
      if (!(await repo.remove(req.params.id))) {
        throw new ApiError('NOT_FOUND', { message: 'sensor not found' });
      }
      checker.forget(req.params.id);
      cameras.forget(req.params.id);
      return reply.code(204).send(null);
    });

    /** A sensor as every signed-in user may see it: no address. */
    const portView = async (s: Sensor) => {
      const st = tracker.state(sensorKey(s.id));
      return {
        id: s.id,
        kind: s.kind,
        name: s.name,
        state: stateOf(st),
        checkedAt: st?.at ?? null,
        playable: await playable(s),
      };
    };

    route(app, e.portSensors, view_, async (req) => {
      await fresh();
      const sensors = (await repo.sensors()).filter((s) => s.locationId === req.params.portId);
      return { sensors: await Promise.all(sensors.map(portView)) };
    });

    route(app, e.cameras, view_, async () => {
      await fresh();
      const cctv = (await repo.sensors()).filter((s) => s.kind === 'cctv');
      return {
        cameras: await Promise.all(
          cctv.map(async (s) => ({
            ...(await portView(s)),
            locationId: s.locationId,
            locationName: (await portOf(s.locationId))?.name ?? s.locationId,
          })),
        ),
      };
    });

    route(app, e.media, view_, async (req, reply) => {
      const s = await found(req.params.id);
      if (!/^rtsps?:/.test(s.url)) return relayMedia(s, reply, checker.timeoutMs);
      try {
        return await cameras.watch(s, reply);
      } catch (err) {
        if (!(err instanceof CameraError)) throw err;
        return reply
          .code(err.status)
          .type('application/json')
          .send({ code: 'SENSOR_MEDIA', message: err.message });
      }
    });

    route(app, e.reading, view_, async (req) => {
      const s = await found(req.params.id);
      await fresh();
      const st = tracker.state(sensorKey(s.id));
      return {
        state: stateOf(st),
        checkedAt: st?.at ?? null,
        values: checker.reading(s.id)?.values ?? null,
      };
    });

    route(app, e.uptime, view_, async (req) => {
      const today = wibDay(now());
      const day = req.query.day ?? today;
      if (day === today) await tracker.flush();
      const [credits, sensors, all, mapping] = await Promise.all([
        repo.uptimeOf(day),
        repo.sensors(),
        ports(),
        repo.sourceLocations(),
      ]);
      // What each location has now.
      const configured = new Map<string, Set<UptimeKind>>();
      const has = (loc: string | null, kind: UptimeKind) => {
        if (loc === null) return;
        const set = configured.get(loc) ?? new Set<UptimeKind>();
        set.add(kind);
        configured.set(loc, set);
      };
      for (const s of sensors) has(s.locationId, s.kind);
      for (const s of sourceList())
        has(sourceLocationOf(s, mapping, all), sourceUptimeKind(s.kind));
      const ids = new Set<string>([
        ...MAIN_LOCATIONS.map((l) => l.portId),
        ...configured.keys(),
        ...credits.map((c) => c.locationId),
      ]);
      const names = new Map(all.map((p) => [p.id, p.name]));
      const order = (id: string) => {
        const i = MAIN_LOCATIONS.findIndex((l) => l.portId === id);
        return i === -1 ? MAIN_LOCATIONS.length : i;
      };
      const rows = [...ids]
        .map((id) => ({
          locationId: id,
          name: names.get(id) ?? id,
          main: mainLocationKey(id),
          cells: Object.fromEntries(
            UPTIME_KINDS.map((k) => [
              k,
              uptimeCell(
                configured.get(id)?.has(k) ?? false,
                credits.filter((c) => c.locationId === id && c.kind === k),
              ),
            ]),
          ) as Record<UptimeKind, number | '-' | null>,
        }))
        .sort((a, b) => order(a.locationId) - order(b.locationId) || a.name.localeCompare(b.name));
      return { day, rows, checkEveryMs: checkMs };
    });

    route(app, e.sourceLocations, { config: { access: 'sources.manage' } }, async () => {
      const [all, mapping] = await Promise.all([ports(), repo.sourceLocations()]);
      const names = new Map(all.map((p) => [p.id, p.name]));
      return {
        sources: sourceList().map((s) => {
          const loc = sourceLocationOf(s, mapping, all);
          return {
            sourceId: s.id,
            sourceName: s.name,
            kind: sourceUptimeKind(s.kind),
            locationId: loc,
            locationName: loc === null ? null : (names.get(loc) ?? loc),
            mapped: mapping.has(s.id),
          };
        }),
      };
    });

    route(app, e.setSourceLocation, { config: { access: 'sources.manage' } }, async (req) => {
      const id = req.params.id;
      const source = sourceList().find((s) => s.id === id);
      if (!source) throw new ApiError('NOT_FOUND', { message: 'source not found' });
      const loc = req.body.locationId;
      if (loc !== null && !(await portOf(loc))) {
        throw new ApiError('VALIDATION', {
          field: 'locationId',
          message: `locationId ${loc} is not a port of the registry`,
        });
      }
      await repo.setSourceLocation(id, loc, requireUser(req).username);
      checker.sourceLocationsChanged();
      const [all, mapping] = await Promise.all([ports(), repo.sourceLocations()]);
      const at = sourceLocationOf(source, mapping, all);
      return {
        sourceId: id,
        sourceName: source.name,
        kind: sourceUptimeKind(source.kind),
        locationId: at,
        locationName: at === null ? null : ((await portOf(at))?.name ?? at),
        mapped: mapping.has(id),
      };
    });

    app.addHook('onReady', async () => {
      await tracker.load();
      if (checks) checker.start();
    });
    app.addHook('onClose', async () => {
      if (checks) await checker.stop();
    });
    return Promise.resolve();
  },
  { name: 'infrastructure', fastify: '5.x', dependencies: ['ports', 'sources', 'stream'] },
);

const stateOf = (st: TrackedState | undefined): SensorState =>
  st ? (st.up ? 'up' : 'down') : 'unknown';

type Placed = SourceView & { radarLon?: number | null; radarLat?: number | null };

function sourceLocationOf(
  s: SourceView,
  mapping: ReadonlyMap<number, string>,
  ports: readonly LocationPort[],
): string | null {
  const p = s as Placed;
  return sourceLocation(
    { id: s.id, district: s.district, lon: p.radarLon, lat: p.radarLat },
    mapping,
    ports,
  );
}
