import { isRadarKind, radarEndpoints, type RadarStatus, type RadarTarget } from '@pantau/contracts';
import type { FusionPort, FusionVessel } from '@pantau/domain';
import { destinationPoint, greatCircleM } from '@pantau/geo';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { ivefRadarConnection, nmeaRadarConnection, sourceRef } from './radar-connections.ts';
import { RadarElsewhere, type RadarSourceStatus } from './radar-elsewhere.ts';
import { RadarTracks, type DarkTargetEvent } from './radar-tracks.ts';

/** How often the tracks are swept and fused (SPEC §4: the radar list is polled every 5 s). */
export const RADAR_TICK_MS = 5000;
const METRES_PER_NM = 1852;

export interface RadarDecoration {
  /** The radar tracks this process keeps (the ingest role's). */
  tracks: RadarTracks;
  /** Every radar target: this process's and, on NATS, the ingest processes'. */
  targets: () => RadarTarget[];
  /** Dark targets as they are raised; returns the way to stop listening. */
  onDarkTarget: (listener: (e: DarkTargetEvent) => void) => () => void;
  /** Targets within `metres` of a point, nearest first (every process's). */
  near: (lon: number, lat: number, metres: number) => RadarTarget[];
  /** 'ok' when a radar source within `metres` of the point is connected, else 'down'/'none'. */
  statusNear: (lon: number, lat: number, metres: number) => RadarStatus;
  /** One sweep and fusion step now (the timer runs it every RADAR_TICK_MS). */
  tick: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Radar tracks (issue #15): the alert engine listens for dark targets here. */
    radar: RadarDecoration;
  }
}

/** Radar tracks: NMEA TTM/TLL and IVEF sources, fusion with AIS, dark targets, the API. */
export const radarFeature = fp(
  async (app) => {
    const { now } = app.core;
    const { supervisor } = app.ingest;
    const tracks = new RadarTracks();
    supervisor.handleKind('radar-nmea', (c, stats) => nmeaRadarConnection(c, stats, tracks, now));
    supervisor.handleKind('radar-ivef', (c, stats) => ivefRadarConnection(c, stats, tracks, now));

    let ports: FusionPort[] | null = null;
    const loadPorts = async (): Promise<FusionPort[]> => {
      ports ??= (await app.registry.list())
        .filter((a) => a.category === 'ports')
        .map((a) => ({ id: a.id, name: a.name, lon: a.lon, lat: a.lat }));
      return ports;
    };
    const stopPorts = app.registry.onChange(() => {
      ports = null;
    });

    const vesselsNear = (lon: number, lat: number, metres: number): FusionVessel[] => {
      const [, north] = destinationPoint(lon, lat, 0, metres);
      const [east] = destinationPoint(lon, lat, 90, metres);
      const dLon = east - lon;
      const dLat = north - lat;
      const out: FusionVessel[] = [];
      app.live.picture.forEachInView([lon - dLon, lat - dLat, lon + dLon, lat + dLat], (v) => {
        out.push({ mmsi: v.mmsi, lon: v.lon, lat: v.lat });
      });
      return out;
    };

    const listeners = new Set<(e: DarkTargetEvent) => void>();
    const emit = (e: DarkTargetEvent) => {
      for (const l of listeners) {
        try {
          l(e);
        } catch (err) {
          app.log.error({ err }, 'dark target listener failed');
        }
      }
    };
    // On NATS the ingest processes keep the tracks; every process hears their picture.
    const { nats, names, processId } = app.stream;
    const elsewhere = nats
      ? new RadarElsewhere({
          bus: nats,
          prefix: names.events.replace(/\.events$/, ''),
          processId,
          now,
          onDark: emit,
        })
      : undefined;

    const localSources = (): RadarSourceStatus[] =>
      [...supervisor.runtimes()]
        .filter((rt) => isRadarKind(rt.config.kind))
        .map((rt) => ({
          id: rt.config.id,
          site: sourceRef(rt.config).site,
          enabled: rt.config.enabled,
          connected: rt.driver.engine === 'connected',
        }));
    const allTargets = (): RadarTarget[] => {
      const here = tracks.list();
      const ids = new Set(here.map((t) => t.id));
      return [...here, ...(elsewhere?.targets() ?? []).filter((t) => !ids.has(t.id))];
    };
    const near = (lon: number, lat: number, metres: number): RadarTarget[] =>
      allTargets()
        .map((t) => ({ t, d: greatCircleM(lon, lat, t.longitude, t.latitude) }))
        .filter((x) => x.d <= metres)
        .sort((a, b) => a.d - b.d)
        .map((x) => x.t);

    const tick = async () => {
      const t = now();
      for (const target of tracks.list()) {
        if (!supervisor.get(target.sourceId)) tracks.dropSource(target.sourceId);
      }
      tracks.sweep(t);
      if (tracks.size > 0) {
        for (const e of tracks.evaluate(t, vesselsNear, await loadPorts())) {
          emit(e);
          elsewhere?.dark(e);
        }
      }
      const sources = localSources();
      if (elsewhere && (sources.length > 0 || tracks.size > 0)) {
        elsewhere.report(tracks.list(), sources);
      }
    };

    const statusNear = (lon: number, lat: number, metres: number): RadarStatus => {
      let found = false;
      const targets = near(lon, lat, metres);
      for (const s of [...localSources(), ...(elsewhere?.sources() ?? [])]) {
        if (!s.enabled) continue;
        const inside = s.site
          ? greatCircleM(lon, lat, s.site[0], s.site[1]) <= metres
          : targets.some((x) => x.sourceId === s.id);
        if (!inside) continue;
        found = true;
        if (s.connected) return 'ok';
      }
      return found ? 'down' : 'none';
    };

    app.decorate('radar', {
      tracks,
      onDarkTarget: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      targets: allTargets,
      near,
      statusNear,
      tick,
    } satisfies RadarDecoration);

    route(app, radarEndpoints.targets, { config: { access: 'map.view' } }, () => ({
      targets: allTargets(),
    }));
    route(app, radarEndpoints.near, { config: { access: 'map.view' } }, (req) => {
      const { lon, lat, radiusNm } = req.query;
      const metres = radiusNm * METRES_PER_NM;
      return { status: statusNear(lon, lat, metres), targets: near(lon, lat, metres) };
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      timer = setInterval(() => {
        tick().catch((err: unknown) => app.log.error({ err }, 'radar tick failed'));
      }, RADAR_TICK_MS);
      timer.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', () => {
      clearInterval(timer);
      stopPorts();
      elsewhere?.close();
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  {
    name: 'radar',
    fastify: '5.x',
    dependencies: ['stream', 'ingest', 'live', 'ports', 'sources'],
  },
);
