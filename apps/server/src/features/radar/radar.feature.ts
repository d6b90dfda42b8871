import { isRadarKind, radarEndpoints, type RadarStatus } from '@pantau/contracts';
import type { FusionPort, FusionVessel } from '@pantau/domain';
import { destinationPoint, greatCircleM } from '@pantau/geo';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { ivefRadarConnection, nmeaRadarConnection, sourceRef } from './radar-connections.ts';
import { RadarTracks, type DarkTargetEvent } from './radar-tracks.ts';

/** How often the tracks are swept and fused (SPEC §4: the radar list is polled every 5 s). */
export const RADAR_TICK_MS = 5000;
const METRES_PER_NM = 1852;

export interface RadarDecoration {
  /** The radar tracks in memory. */
  tracks: RadarTracks;
  /** Dark targets as they are raised; returns the way to stop listening. */
  onDarkTarget: (listener: (e: DarkTargetEvent) => void) => () => void;
  /** Targets within `metres` of a point, nearest first. */
  near: RadarTracks['near'];
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
    const tick = async () => {
      const t = now();
      for (const target of tracks.list()) {
        if (!supervisor.get(target.sourceId)) tracks.dropSource(target.sourceId);
      }
      tracks.sweep(t);
      if (tracks.size === 0) return;
      for (const e of tracks.evaluate(t, vesselsNear, await loadPorts())) {
        for (const l of listeners) {
          try {
            l(e);
          } catch (err) {
            app.log.error({ err }, 'dark target listener failed');
          }
        }
      }
    };

    const statusNear = (lon: number, lat: number, metres: number): RadarStatus => {
      let near = false;
      for (const rt of supervisor.runtimes()) {
        if (!isRadarKind(rt.config.kind) || !rt.config.enabled) continue;
        const site = sourceRef(rt.config).site;
        const inside = site
          ? greatCircleM(lon, lat, site[0], site[1]) <= metres
          : tracks.near(lon, lat, metres).some((x) => x.sourceId === rt.config.id);
        if (!inside) continue;
        near = true;
        if (rt.driver.engine === 'connected') return 'ok';
      }
      return near ? 'down' : 'none';
    };

    app.decorate('radar', {
      tracks,
      onDarkTarget: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      near: (lon, lat, metres) => tracks.near(lon, lat, metres),
      statusNear,
      tick,
    } satisfies RadarDecoration);

    route(app, radarEndpoints.targets, { config: { access: 'map.view' } }, () => ({
      targets: tracks.list(),
    }));
    route(app, radarEndpoints.near, { config: { access: 'map.view' } }, (req) => {
      const { lon, lat, radiusNm } = req.query;
      const metres = radiusNm * METRES_PER_NM;
      return { status: statusNear(lon, lat, metres), targets: tracks.near(lon, lat, metres) };
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
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'radar', fastify: '5.x', dependencies: ['ingest', 'live', 'ports', 'sources'] },
);
