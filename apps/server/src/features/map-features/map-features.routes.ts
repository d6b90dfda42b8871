import { mapFeatureEndpoints, type MapFeature } from '@pantau/contracts';
import { PORTS, mayManagePortFeatures } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import type { AssetSearchProvider } from '../../search/asset-search.ts';
import { MapFeaturesRepo } from './map-features.repo.ts';
import { mapFeatureZones } from './map-features.zones.ts';

const KNOWN_PORTS = new Set(PORTS.map((p) => p.code));

/**
 * Alur & SBNP features (SPEC §2.23, §3 'Feature collection'): every signed-in user sees them
 * on the map; a port's collection is published whole by those who may manage that port's
 * features (SPEC §6 'Alur & SBNP button').
 */
export function mapFeaturesRoutes(
  app: FastifyInstance,
  repo: MapFeaturesRepo,
  published: () => Promise<void> = () => Promise.resolve(),
): void {
  const e = mapFeatureEndpoints;
  route(app, e.list, { config: { access: 'map.view' } }, async (req) => ({
    type: 'FeatureCollection' as const,
    features: await repo.list(req.query.port),
  }));

  route(app, e.publish, { config: { access: 'features.manage' } }, async (req) => {
    const { portCode } = req.params;
    if (!KNOWN_PORTS.has(portCode)) {
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
const portName = new Map(PORTS.map((p) => [p.code, p.name]));

/**
 * The Others search: the ports' published sbnp features (SBNP), and their lanes, heading
 * lines and zones (Alur) by name, placed at the middle of their extent.
 */
export function mapFeaturesSearch(repo: MapFeaturesRepo): AssetSearchProvider {
  return {
    name: 'map features',
    types: ['SBNP', 'Alur'],
    search: async (q, wanted, limit) => {
      const kinds = [
        ...(wanted.has('SBNP') ? SBNP_KINDS : []),
        ...(wanted.has('Alur') ? ALUR_KINDS : []),
      ];
      return (await repo.search(q, kinds, limit)).map((f) => {
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
    app.decorate('mapFeatures', { list: (portCode?: string) => repo.list(portCode) });
    app.assetSearch.register(mapFeaturesSearch(repo));
    // Published zones and lanes take effect in the geofence engine at once.
    const zones = app.geofences.register(mapFeatureZones(repo));
    mapFeaturesRoutes(app, repo, zones.reload);
    return Promise.resolve();
  },
  { name: 'map-features', fastify: '5.x', dependencies: ['geofences'] },
);
