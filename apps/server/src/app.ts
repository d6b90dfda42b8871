import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ApiError } from './errors.ts';
import { FEATURES } from './features/index.ts';
import { LiveChannels } from './live-hub/channels.ts';
import { LiveHub } from './live-hub/live-hub.ts';
import {
  IdentityResolvers,
  registerAccessControl,
  registerApiTokenRateLimit,
} from './plugins/access.ts';
import { AuditTrail, registerAudit } from './plugins/audit.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { AssetSearchProviders } from './search/asset-search.ts';
import type { AppDeps } from './types.ts';

export type { AppDeps } from './types.ts';

/**
 * The whole Pantau server as one Fastify plugin: main.ts registers it on a Fastify instance
 * and listens; tests register it and call `inject`.
 */
async function pantau(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const { config, store } = deps;

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.setErrorHandler(errorHandler);

  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and MapLibre set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Online base maps (Satellite Map and others) are tiles from https hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The web app and API are same-origin; nothing else may embed or read them.
    crossOriginEmbedderPolicy: false,
    hsts: config.session.cookieSecure,
  });
  // Gzip/brotli for JSON and the web app's files (the land geometry is several megabytes).
  await fastify.register(fastifyCompress, { threshold: 1024 });
  await fastify.register(fastifyCookie);
  // First of the /api checks: a foreign page's write or live socket goes no further.
  registerRequestGuard(fastify, config.publicUrl);
  // Before the rate-limit plugin: its onRoute hook reads what this one sets.
  registerApiTokenRateLimit(fastify, config.apiRateMax);
  await fastify.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });

  fastify.decorate('core', {
    config,
    store,
    bus: deps.bus,
    version: deps.version,
    now,
    startedAt: now(),
  });
  fastify.decorate('hub', new LiveHub());
  fastify.decorate('liveChannels', new LiveChannels());
  fastify.decorate('assetSearch', new AssetSearchProviders());
  const identity = new IdentityResolvers();
  const auditTrail = new AuditTrail();
  fastify.decorate('identity', identity);
  fastify.decorate('auditTrail', auditTrail);
  // Before any route: every route is checked and audited.
  fastify.decorate('routeTable', registerAccessControl(fastify, identity));
  registerAudit(fastify, auditTrail, now);

  for (const feature of FEATURES) await fastify.register(feature);
}

/**
 * Wrapped with fastify-plugin so its hooks, decorations and error handler belong to the
 * instance it is registered on (fastify/demo does the same).
 */
export const app = fp(pantau, { name: 'pantau', fastify: '5.x' });

function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
) {
  if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = first?.message ?? 'The request is not valid';
    return reply
      .code(400)
      .send(new ApiError('VALIDATION', { message, ...(field ? { field } : {}) }).toBody());
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.code(status).send({
      code: status === 400 ? 'VALIDATION' : (error.code ?? 'BAD_REQUEST'),
      message: error.message,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(new ApiError('INTERNAL').toBody());
}
