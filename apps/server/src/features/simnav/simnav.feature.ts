import { simnavEndpoints, type SimnavFeature, type SimnavFeatures } from '@pantau/contracts';
import { PORTS, mayManagePortFeatures } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { SimnavClient, SimnavError } from './simnav.client.ts';

const KNOWN_PORTS = new Set(PORTS.map((p) => p.code));

/**
 * SIMNAV's Alur & SBNP of a port for the feature manager's data-source chooser (SPEC §2.23),
 * for those who may manage the port's features (SPEC §6 'Alur & SBNP button'). Without
 * PANTAU_SIMNAV_URL it answers `configured: false`; when SIMNAV fails, the reason.
 */
export function simnavRoutes(app: FastifyInstance, client: SimnavClient | null): void {
  route(app, simnavEndpoints.features, { config: { access: 'features.manage' } }, async (req) => {
    const { portCode } = req.params;
    if (!KNOWN_PORTS.has(portCode)) {
      throw new ApiError('NOT_FOUND', { message: `port ${portCode} not found`, field: 'portCode' });
    }
    const user = requireUser(req);
    if (!mayManagePortFeatures({ role: user.role, portCode: user.options.portCode }, portCode)) {
      throw new ApiError('FORBIDDEN');
    }
    const empty: SimnavFeatures = {
      configured: client !== null,
      type: 'FeatureCollection',
      features: [],
      skipped: 0,
      error: null,
    };
    if (!client) return empty;
    try {
      return { ...empty, ...(await client.portFeatures(portCode)) };
    } catch (err) {
      if (err instanceof SimnavError) return { ...empty, error: err.message };
      throw err;
    }
  });
}

/** A port's features from SIMNAV, or why there are none (an error is never an empty list). */
export type SimnavAnswer =
  | { state: 'ok'; features: SimnavFeature[] }
  | { state: 'not-configured' }
  | { state: 'error'; message: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** SIMNAV for other features (the port panel's DLKP source). */
    simnav: { portFeatures: (portCode: string) => Promise<SimnavAnswer> };
  }
}

export const simnavFeature = fp(
  async (app) => {
    const settings = app.core.config.simnav;
    const client = settings ? new SimnavClient(settings) : null;
    app.decorate('simnav', {
      portFeatures: async (portCode: string): Promise<SimnavAnswer> => {
        if (!client) return { state: 'not-configured' };
        try {
          return { state: 'ok', features: (await client.portFeatures(portCode)).features };
        } catch (err) {
          if (err instanceof SimnavError) return { state: 'error', message: err.message };
          throw err;
        }
      },
    });
    simnavRoutes(app, client);
    return Promise.resolve();
  },
  { name: 'simnav', fastify: '5.x' },
);
