import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { isApiPath, normalisedPath } from '../../http/api-path.ts';

/**
 * Serves the built web app (apps/web/dist). Any path that is not a file and not under /api
 * gets index.html, so the browser's router can show the route (or its 404 page).
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<void> {
  const built = existsSync(join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fresh.
        if (path.includes('/assets/'))
          res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.raw.setHeader('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = normalisedPath(request.url);
    if (isApiPath(path) || request.method !== 'GET') {
      throw new ApiError('NOT_FOUND', { message: `No route ${request.method} ${path}` });
    }
    if (!built) throw new ApiError('WEB_NOT_BUILT');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Last in the feature list: its not-found handler answers whatever no route did. */
export const webFeature = fp((app) => registerWeb(app, app.core.config.webDist), {
  name: 'web',
  fastify: '5.x',
});
