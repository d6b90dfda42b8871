import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { app } from '../app.ts';
import { MemoryBus } from '../bus/bus.ts';
import { loadConfig, type Config } from '../config.ts';
import { hashPassword } from '../features/users/password.ts';
import { fastifyTrustProxy } from '../http/trust-proxy.ts';
import { SessionsRepo } from '../features/users/sessions.repo.ts';
import { UsersRepo } from '../features/users/users.repo.ts';
import type { Role } from '@pantau/domain';
import type { Store } from '../store/db.ts';
import { sqliteTestStore, type TestStore } from './databases.ts';

/** Builds the real app on a store for `inject` tests. */
export async function buildTestApp(
  store: Store,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PANTAU_DATA_DIR: mkdtempSync(join(tmpdir(), 'pantau-data-')),
    PANTAU_SIMULATOR: 'off',
    PANTAU_WEB_DIST: '/nonexistent-web-dist',
    // An inject test publishes a position and looks at once: rules take every message as it
    // comes. The pace itself is tested in the hub's and the alert feature's tests.
    PANTAU_RULE_PACE_MS: '0',
    ...env,
  });
  const fastify = Fastify({
    logger: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  await fastify.register(app, { config, store, bus: new MemoryBus(), version: '0.0.0-test' });
  await fastify.ready();
  return { app: fastify, config };
}

/**
 * Creates a user of a role (belonging to `portCode`'s port when given) and returns a session
 * cookie for it (no login round trip).
 */
export async function sessionFor(
  store: Store,
  config: Config,
  role: Role,
  username: string = `user_${role}`,
  portCode: string | null = null,
): Promise<string> {
  const users = new UsersRepo(store.db);
  const existing = await users.findByUsername(username);
  const user =
    existing ??
    (await users.create({
      username,
      fullname: `Test ${role}`,
      passwordHash: await hashPassword(`${username}-password`),
      role,
      active: true,
      options: { center: null, zoom: null, portCode, sharedAccount: false },
    }));
  const token = await new SessionsRepo(store.db, config.session).create(user.id);
  return `pantau_session=${token}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The headers a browser's write sends (JSON, as every write must be), with a cookie when
 * given: for inject tests' writes without a body.
 */
export function writeHeaders(cookie?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
}

/** `call(method, url, cookie?, payload?)` for inject tests (writes say JSON, body or not). */
export function caller(app: FastifyInstance) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: method === 'GET' ? (cookie ? { cookie } : {}) : writeHeaders(cookie),
      ...(payload === undefined ? {} : { payload }),
    });
}

export interface AppOnDatabase {
  store: TestStore;
  app: FastifyInstance;
  config: Config;
  call: ReturnType<typeof caller>;
}

/**
 * For a describe block over one of `TEST_DATABASES`: opens its store and the real app on it
 * before the block's tests and closes both after. The fields are there once `beforeAll` ran.
 */
export function appOnDatabase(database: { open: () => Promise<TestStore> }): AppOnDatabase {
  const ctx = {} as AppOnDatabase;
  beforeAll(async () => {
    ctx.store = await database.open();
    ({ app: ctx.app, config: ctx.config } = await buildTestApp(ctx.store));
    ctx.call = caller(ctx.app);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.store.dispose();
  });
  return ctx;
}

/** A test app on a fresh SQLite store with a signed-in user of `role`; `close()` ends both. */
export async function appWithSession(
  role: Role,
  username?: string,
  env: Record<string, string> = {},
): Promise<{
  app: FastifyInstance;
  store: TestStore;
  config: Config;
  cookie: string;
  close: () => Promise<void>;
}> {
  const store = await sqliteTestStore();
  const { app: built, config } = await buildTestApp(store, env);
  const cookie = await sessionFor(store, config, role, username);
  return {
    app: built,
    store,
    config,
    cookie,
    close: async () => {
      await built.close();
      await store.dispose();
    },
  };
}
