import { simnavEndpoints, type SimnavFeature, type SimnavFeatures } from '@pantau/contracts';
import { mayManagePortFeatures } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import type { PortRegistry } from '../ports/ports.feature.ts';
import { SimnavClient, SimnavError } from './simnav.client.ts';

/**
 * Whether a code is a port's in the port registry (issue #14: every port with a UN/LOCODE,
 * not only the district seats). The codes are read once, again after the registry changed in
 * this process, and again when asked for one they lack (a port imported in another process).
 */
function registryPortCodes(registry: PortRegistry): {
  has: (code: string) => Promise<boolean>;
  stop: () => void;
} {
  let cached: Promise<ReadonlySet<string>> | null = null;
  const load = () => {
    const loading = registry
      .list()
      .then(
        (assets) =>
          new Set(
            assets.flatMap((a) => (a.category === 'ports' && a.code !== null ? [a.code] : [])),
          ),
      );
    cached = loading;
    void loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  };
  return {
    has: async (code) => (await (cached ?? load())).has(code) || (await load()).has(code),
    stop: registry.onChange(() => {
      cached = null;
    }),
  };
}

/**
 * SIMNAV's Alur & SBNP of a port for the feature manager's data-source chooser (SPEC §2.23),
 * for those who may manage the port's features (SPEC §6 'Alur & SBNP button'). Without
 * PANTAU_SIMNAV_URL it answers `configured: false`; when SIMNAV fails, the reason.
 */
export function simnavRoutes(
  app: FastifyInstance,
  client: SimnavClient | null,
  isPort: (code: string) => Promise<boolean>,
): void {
  route(app, simnavEndpoints.features, { config: { access: 'features.manage' } }, async (req) => {
    const { portCode } = req.params;
    if (!(await isPort(portCode))) {
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
    const ports = registryPortCodes(app.registry);
    app.addHook('onClose', () => {
      ports.stop();
      return Promise.resolve();
    });
    simnavRoutes(app, client, ports.has);
    // The left menu's SIMNAV link (SPEC §2): an address, never a credential.
    const web = { url: app.core.config.simnavWebUrl ?? null };
    route(app, simnavEndpoints.web, { config: { access: 'map.view' } }, () => web);
    return Promise.resolve();
  },
  { name: 'simnav', fastify: '5.x', dependencies: ['ports'] },
);
