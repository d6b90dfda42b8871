import { PORTS } from '@pantau/domain';
import fp from 'fastify-plugin';
import type { AssetSearchProvider } from '../../search/asset-search.ts';

/** The Others search's ports (from `@pantau/domain`), by name or UN/LOCODE. */
export const portsSearch: AssetSearchProvider = {
  name: 'ports',
  types: ['Port'],
  search: (q) =>
    PORTS.filter((p) => p.name.toLowerCase().includes(q) || p.code.toLowerCase().includes(q)).map(
      (p) => ({
        id: p.code,
        name: p.name,
        type: 'Port' as const,
        lon: p.position[0],
        lat: p.position[1],
        detail: p.district,
      }),
    ),
};

/** Ports: found by the Others search (the port panel and monitoring will live here). */
export const portsFeature = fp(
  async (app) => {
    app.assetSearch.register(portsSearch);
    return Promise.resolve();
  },
  { name: 'ports', fastify: '5.x' },
);
