import type { SarAssistAnswer, SarAssistQuery } from '@pantau/contracts';
import { nearestInTime, rankAssist, type AssistCandidate } from '@pantau/domain';
import { circleBounds } from '@pantau/geo';
import fp from 'fastify-plugin';
import { basarnasSource, type SarSource } from './sar.client.ts';
import { demoAnswer } from './sar.demo.ts';
import { sarRoutes } from './sar.routes.ts';
import { SarService } from './sar.service.ts';

/** How far from the incident's instant a stored position may be for SAR assist. */
export const ASSIST_WINDOW_MINUTES = 15;
/** The most stored positions one assist reads around an incident. */
const ASSIST_MAX_POSITIONS = 200_000;

/**
 * Berita SAR and SAR assist. The news come from Basarnas (PANTAU_BASARNAS_URL); without it,
 * while the built-in simulator is the picture (the demo), from the simulator's demo cases,
 * labelled simulated; otherwise the screen says Basarnas is not configured.
 */
export const sarFeature = fp(
  async (app) => {
    const { config, now } = app.core;
    const basarnas = config.basarnas ? basarnasSource(config.basarnas) : null;
    const demo: SarSource = { read: (from, to) => Promise.resolve(demoAnswer(from, to, now())) };
    const service = new SarService(
      () =>
        basarnas
          ? { source: basarnas, simulated: false }
          : app.sources.list().simulated
            ? { source: demo, simulated: true }
            : null,
      {
        cacheMs: config.basarnas?.cacheMs ?? 60_000,
        now,
        log: (message, detail) => app.log.warn(detail, message),
      },
    );
    const { picture } = app.live;
    const history = app.history.repo;
    const candidate = (p: Omit<AssistCandidate, 'name' | 'shipType'>): AssistCandidate => {
      const v = picture.get(p.mmsi);
      return { ...p, name: v?.name ?? null, shipType: v?.shipType ?? null };
    };
    const assist = async (q: SarAssistQuery): Promise<SarAssistAnswer> => {
      const scene = { lon: q.lon, lat: q.lat };
      const radiusM = q.radiusNm * 1852;
      const live: AssistCandidate[] = [];
      for (const v of picture.inView(circleBounds([q.lon, q.lat], radiusM)))
        live.push({
          mmsi: v.mmsi,
          name: v.name,
          shipType: v.shipType,
          lon: v.lon,
          lat: v.lat,
          t: v.positionT,
          sog: v.sog,
          cog: v.cog,
        });
      let atIncident: SarAssistAnswer['atIncident'] = [];
      if (q.at !== undefined) {
        const w = ASSIST_WINDOW_MINUTES * 60_000;
        const stored = await history.positionsAround(
          q.lon,
          q.lat,
          radiusM,
          q.at - w,
          q.at + w,
          ASSIST_MAX_POSITIONS,
        );
        atIncident = rankAssist(scene, nearestInTime(stored, q.at).map(candidate), q.radiusNm);
      }
      return {
        ...scene,
        radiusNm: q.radiusNm,
        now: rankAssist(scene, live, q.radiusNm),
        at: q.at ?? null,
        atIncident,
        windowMinutes: ASSIST_WINDOW_MINUTES,
      };
    };
    sarRoutes(app, { service, assist, now });
    return Promise.resolve();
  },
  { name: 'sar', fastify: '5.x', dependencies: ['live', 'history', 'sources'] },
);
