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
import { authRoutes } from './features/auth/auth.routes.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { SessionsRepo } from './features/auth/sessions.repo.ts';
import { registerDocs } from './features/docs/docs.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { UsersRepo } from './features/users/users.repo.ts';
import { registerWeb } from './features/web/web.ts';
import { registerAccessControl, registerApiTokenRateLimit } from './plugins/access.ts';
import { registerAudit } from './plugins/audit.ts';
import { ApiUsersRepo } from './features/api-users/api-users.repo.ts';
import { assetsRoutes } from './features/assets/assets.routes.ts';
import { AtonRepo } from './features/aton/aton.repo.ts';
import { atonRoutes } from './features/aton/aton.routes.ts';
import { MapFeaturesRepo } from './features/map-features/map-features.repo.ts';
import { mapFeaturesRoutes } from './features/map-features/map-features.routes.ts';
import { apiUsersRoutes } from './features/api-users/api-users.routes.ts';
import { AuditRepo } from './features/audit/audit.repo.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { BookmarksRepo } from './features/bookmarks/bookmarks.repo.ts';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes.ts';
import { NotesRepo } from './features/notes/notes.repo.ts';
import { notesRoutes } from './features/notes/notes.routes.ts';
import { demoRoutes } from './features/demo/demo.routes.ts';
import { hashPassword } from './features/auth/password.ts';
import { SsoService } from './features/sso/sso.service.ts';
import { ssoRoutes } from './features/sso/sso.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { HistoryRepo } from './features/history/history.repo.ts';
import { LiveService } from './features/live/live.service.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { vesselsRoutes } from './features/live/vessels.routes.ts';
import { SourcesRepo } from './features/sources/sources.repo.ts';
import { sourcesRoutes } from './features/sources/sources.routes.ts';
import { UsersService } from './features/users/users.service.ts';
import { SettingsRepo } from './features/settings/settings.repo.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
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
  // Before the rate-limit plugin: its onRoute hook reads what this one sets.
  registerApiTokenRateLimit(fastify, config.apiRateMax);
  await fastify.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });

  const users = new UsersRepo(store.db, now);
  const sessions = new SessionsRepo(store.db, config.session, now);
  const apiUsers = new ApiUsersRepo(store.db, now);
  const audit = new AuditRepo(store.db);
  const usersService = new UsersService(users, sessions);
  fastify.decorate('routeTable', registerAccessControl(fastify, { users, sessions, apiUsers }));
  registerAudit(fastify, audit, now);

  await registerDocs(fastify, deps.version);
  healthRoutes(fastify, { ...deps, startedAt: now(), now });
  usersRoutes(fastify, usersService);
  apiUsersRoutes(fastify, apiUsers);
  auditRoutes(fastify, audit, now);
  settingsRoutes(fastify, new SettingsRepo(store.db, now));
  demoRoutes(fastify, {
    passwordHash: config.demoPassword
      ? hashPassword(config.demoPassword)
      : Promise.resolve(undefined),
    rate: config.loginRate,
  });
  const sso = config.sso && new SsoService(config.sso, store.db, users, now);
  const cookie = {
    secure: config.session.cookieSecure,
    maxAgeS: Math.floor(config.session.maxMs / 1000),
  };
  ssoRoutes(fastify, { sso, sessions, cookie });
  authRoutes(fastify, {
    endSessionUrl: sso && ((idToken) => sso.endSessionUrl(idToken)),
    users: usersService,
    auth: new AuthService(users, sessions),
    cookie,
    loginRate: config.loginRate,
  });
  const sourcesRepo = new SourcesRepo(store.db, now);
  const live = new LiveService({
    settings: { dataDir: config.dataDir, ...config.live },
    sources: sourcesRepo,
    historyRepo: new HistoryRepo(store, { thread: true }),
    atonRepo: new AtonRepo(store.db),
    log: fastify.log,
    now,
    ...(deps.simulator ? { simulator: deps.simulator } : {}),
  });
  fastify.decorate('live', live);
  fastify.addHook('onReady', () => live.start());
  fastify.addHook('onClose', () => live.stop());
  sourcesRoutes(fastify, { repo: sourcesRepo, live, now });
  vesselsRoutes(fastify, { live, now });
  const mapFeatures = new MapFeaturesRepo(store.db, now);
  mapFeaturesRoutes(fastify, mapFeatures);
  assetsRoutes(fastify, { sources: sourcesRepo, aids: live.aids, features: mapFeatures });
  atonRoutes(fastify, live.aids);
  bookmarksRoutes(fastify, new BookmarksRepo(store.db, now));
  notesRoutes(fastify, new NotesRepo(store.db, now));
  await liveRoutes(fastify, {
    live,
    tickMs: config.live.tickMs,
    batchMs: config.live.batchMs,
    now,
  });

  await registerWeb(fastify, config.webDist);
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
