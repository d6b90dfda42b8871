import fastifyCookie from '@fastify/cookie';
import { allows, ROLES, type Role } from '@pantau/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { SessionsRepo } from '../features/auth/sessions.repo.ts';
import { UsersRepo } from '../features/users/users.repo.ts';
import { buildTestApp, sessionFor } from '../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../testing/databases.ts';
import { registerAccessControl } from './access.ts';

describe('permission on every route, for every role', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    store = await sqliteTestStore();
    ({ app, config } = await buildTestApp(store));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  it('declares an access rule on every API route', () => {
    const api = app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(4);
    expect(api.filter((r) => r.access === undefined)).toEqual([]);
  });

  it('lets exactly the allowed callers through', async () => {
    const callers: (Role | undefined)[] = [undefined, ...ROLES];
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    let checked = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x');
      for (const role of callers) {
        const cookie = role ? await sessionFor(store, config, role) : undefined;
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const who = `${role ?? 'anonymous'} ${route.method} ${route.url}`;
        if (allows(route.access ?? 'public', role) && route.access !== undefined) {
          expect([401, 403], who).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, who).toBe(role ? 403 : 401);
        }
        checked++;
      }
    }
    expect(checked).toBe(routes.length * callers.length);
  });
});

describe('deny by default', () => {
  let store: TestStore;
  let bare: FastifyInstance;

  beforeAll(async () => {
    store = await sqliteTestStore();
    bare = Fastify();
    await bare.register(fastifyCookie);
    const policy = { idleMs: 60_000, maxMs: 120_000 };
    registerAccessControl(bare, {
      users: new UsersRepo(store.db),
      sessions: new SessionsRepo(store.db, policy),
    });
    bare.get('/api/forgotten', () => ({ secret: 42 }));
    bare.get('/api/staff', { config: { access: 'users.manage' } }, () => ({ ok: true }));
    bare.get('/index.html', () => 'page');
  });
  afterAll(async () => {
    await bare.close();
    await store.dispose();
  });

  it('refuses an API route that declares no access, to everyone', async () => {
    const res = await bare.inject('/api/forgotten');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('42');
  });

  it('asks for a session on a capability route, and serves non-API files publicly', async () => {
    expect((await bare.inject('/api/staff')).statusCode).toBe(401);
    expect((await bare.inject('/index.html')).body).toBe('page');
  });
});
