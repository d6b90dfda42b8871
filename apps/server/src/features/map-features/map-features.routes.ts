import { mapFeatureEndpoints, type MapFeature } from '@pantau/contracts';
import { mayManagePortFeatures } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import type { AssetSearchProvider } from '../../search/asset-search.ts';
import type { PortRegistry } from '../ports/ports.feature.ts';
import { MapFeaturesRepo } from './map-features.repo.ts';
import { mapFeatureZones } from './map-features.zones.ts';

/** The registry's ports that have a UN/LOCODE: code → name. */
export interface RegistryPortNames {
  /** Every one (cached). */
  all: () => Promise<ReadonlyMap<string, string>>;
  /** The port of a code, read again from the registry when the cache lacks it. */
  name: (code: string) => Promise<string | undefined>;
}

/**
 * The port registry's ports with a UN/LOCODE (issue #14: every port, not only the district
 * seats), read once, again after the registry changed in this process, and again when asked
 * for a code the cache lacks (a port imported in another process).
 */
function registryPortNames(registry: PortRegistry): RegistryPortNames & {
  stop: () => void;
} {
  let cached: Promise<ReadonlyMap<string, string>> | null = null;
  const load = () => {
    const loading = registry.list().then((assets) => {
      const names = new Map<string, string>();
      for (const a of assets) {
        if (a.category === 'ports' && a.code !== null && !names.has(a.code)) {
          names.set(a.code, a.name);
        }
      }
      return names;
    });
    cached = loading;
    void loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  };
  const all = () => cached ?? load();
  return {
    all,
    name: async (code) => (await all()).get(code) ?? (await load()).get(code),
    stop: registry.onChange(() => {
      cached = null;
    }),
  };
}

/**
 * Alur & SBNP features (SPEC §2.23, §3 'Feature collection'): every signed-in user sees them
 * on the map; a port's collection is published whole by those who may manage that port's
 * features (SPEC §6 'Alur & SBNP button').
 */
export function mapFeaturesRoutes(
  app: FastifyInstance,
  repo: MapFeaturesRepo,
  ports: RegistryPortNames,
  published: () => Promise<void> = () => Promise.resolve(),
): void {
  const e = mapFeatureEndpoints;
  route(app, e.list, { config: { access: 'map.view' } }, async (req) => ({
    type: 'FeatureCollection' as const,
    features: await repo.list(req.query.port),
  }));

  route(app, e.publish, { config: { access: 'features.manage' } }, async (req) => {
    const { portCode } = req.params;
    if ((await ports.name(portCode)) === undefined) {
      throw new ApiError('NOT_FOUND', {
        message: `port ${portCode} not found`,
        field: 'portCode',
      });
    }
    const user = requireUser(req);
    if (!mayManagePortFeatures({ role: user.role, portCode: user.options.portCode }, portCode)) {
      throw new ApiError('FORBIDDEN');
    }
    const count = await repo.replacePort(portCode, req.body, user.username);
    await published();
    return { message: 'features updated', count };
  });
}

/** Published feature kinds the search finds as SBNP, and as Alur. */
const SBNP_KINDS: readonly string[] = ['sbnp'];
const ALUR_KINDS: readonly string[] = ['alur', 'garis haluan', 'zona'];

/**
 * The Others search: the ports' published sbnp features (SBNP), and their lanes, heading
 * lines and zones (Alur) by name, placed at the middle of their extent.
 */
export function mapFeaturesSearch(
  repo: MapFeaturesRepo,
  ports: RegistryPortNames,
): AssetSearchProvider {
  return {
    name: 'map features',
    types: ['SBNP', 'Alur'],
    search: async (q, wanted, limit) => {
      const kinds = [
        ...(wanted.has('SBNP') ? SBNP_KINDS : []),
        ...(wanted.has('Alur') ? ALUR_KINDS : []),
      ];
      const [found, portName] = await Promise.all([repo.search(q, kinds, limit), ports.all()]);
      return found.map((f) => {
        const sbnp = SBNP_KINDS.includes(f.kind);
        return {
          id: `${f.portCode}/${f.id}`,
          name: f.name,
          type: sbnp ? ('SBNP' as const) : ('Alur' as const),
          lon: f.lon,
          lat: f.lat,
          detail: `${sbnp ? (f.poiType ?? 'SBNP') : f.kind} · ${portName.get(f.portCode) ?? f.portCode}`,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The published Alur & SBNP features, for other features (a port's DLKP polygon). */
    mapFeatures: { list: (portCode?: string) => Promise<MapFeature[]> };
  }
}

export const mapFeaturesFeature = fp(
  async (app) => {
    const repo = new MapFeaturesRepo(app.core.store.db, app.core.now);
    const ports = registryPortNames(app.registry);
    app.addHook('onClose', () => {
      ports.stop();
      return Promise.resolve();
    });
    app.decorate('mapFeatures', { list: (portCode?: string) => repo.list(portCode) });
    app.assetSearch.register(mapFeaturesSearch(repo, ports));
    // Published zones and lanes take effect in the geofence engine at once.
    const zones = app.geofences.register(mapFeatureZones(repo));
    mapFeaturesRoutes(app, repo, ports, zones.reload);
    return Promise.resolve();
  },
  { name: 'map-features', fastify: '5.x', dependencies: ['geofences', 'ports'] },
);
