import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { docsEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas (@pantau/contracts), at
 * /api/openapi.json, and an interactive page at /api/docs; both for a signed-in caller.
 */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pantau API',
        description:
          "Indonesia's sea traffic, live. Sign in with POST /api/auth/login; the session cookie " +
          'authorises the other calls.',
        version,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pantau_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // For signed-in users and API users with their token (a partner generating a client).
  route(
    app,
    docsEndpoints.openapi,
    { config: { access: 'authenticated', apiToken: true }, hide: true },
    (_req, reply) => reply.send(app.swagger()),
  );
}

/** First in the feature list: the document collects the routes registered after it. */
export const docsFeature = fp((app) => registerDocs(app, app.core.version), {
  name: 'docs',
  fastify: '5.x',
});
