import { LAND_LAYER, LAND_MAX_ZOOM, LAND_REGION, basemapEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { gunzipSync } from 'node:zlib';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { LandTiles } from './land-tiles.ts';
import { placeNames } from './places/places.ts';
import { cutCachePath, landSource } from './region.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offline base map's land tiles (its thread starts on the first request). */
    landTiles: LandTiles;
  }
}

/**
 * The offline base map's detailed land as vector tiles (issue 14): the Indonesian region cut
 * from `@geo-maps/earth-lands-10m` on first use, cached under the data directory, tiled on
 * a worker thread; and its place names (`places/`). Nothing is fetched from the internet.
 */
export const basemapFeature = fp(
  async (app) => {
    const source = landSource(app.core.config.basemap.landFile);
    const tiles = new LandTiles({
      sourcePath: source.path,
      cachePath: cutCachePath(app.core.config.dataDir, source.name),
      box: LAND_REGION,
      maxZoom: LAND_MAX_ZOOM,
      layer: LAND_LAYER,
    });
    app.decorate('landTiles', tiles);
    app.addHook('onClose', async () => tiles.close());

    route(app, basemapEndpoints.places, { config: { access: 'map.view' } }, async (_req, reply) => {
      // The same names for everyone, changed only by an upgrade: a day is safe.
      void reply.header('cache-control', 'private, max-age=86400');
      return placeNames();
    });

    route(
      app,
      basemapEndpoints.landTile,
      { config: { access: 'map.view' } },
      async (req, reply) => {
        const { z, x, y } = req.params;
        const n = 2 ** z;
        if (x >= n)
          throw new ApiError('VALIDATION', {
            field: 'x',
            message: `x must be below ${n} at zoom ${z}`,
          });
        if (y >= n)
          throw new ApiError('VALIDATION', {
            field: 'y',
            message: `y must be below ${n} at zoom ${z}`,
          });
        let tile;
        try {
          tile = await tiles.tile(z, x, y);
        } catch (err) {
          req.log.error({ err }, 'base map land tile failed');
          throw new ApiError('BASEMAP_UNAVAILABLE');
        }
        // The same land for everyone, changed only by an upgrade of the package: a day is safe.
        void reply.header('cache-control', 'private, max-age=86400');
        if (!tile) return reply.code(204).send();
        void reply.type('application/vnd.mapbox-vector-tile').header('vary', 'accept-encoding');
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          return reply.header('content-encoding', 'gzip').send(tile);
        }
        return reply.send(gunzipSync(tile));
      },
    );
    return Promise.resolve();
  },
  { name: 'basemap', fastify: '5.x' },
);
