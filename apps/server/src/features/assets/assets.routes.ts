import { ASSET_TYPES, assetEndpoints, type AssetSearchResult } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';

const LIMIT = 20;

/**
 * The top search bar's Others mode (SPEC §2): asks the providers features registered
 * (ports, stations, aids heard over AIS, published map features) for the wanted types, and
 * answers at most 20, ports first, in the order of ASSET_TYPES.
 */
export const assetsFeature = fp(
  async (app) => {
    route(app, assetEndpoints.search, { config: { access: 'map.view' } }, async (req) => {
      const q = req.query.q.toLowerCase();
      const wanted = new Set(req.query.types ?? ASSET_TYPES);
      const results: AssetSearchResult[] = [];
      for (const provider of app.assetSearch.for(wanted)) {
        for (const r of await provider.search(q, wanted, LIMIT)) {
          if (wanted.has(r.type)) results.push(r);
        }
      }
      results.sort((a, b) => ASSET_TYPES.indexOf(a.type) - ASSET_TYPES.indexOf(b.type));
      return { results: results.slice(0, LIMIT) };
    });
    return Promise.resolve();
  },
  { name: 'assets', fastify: '5.x' },
);
