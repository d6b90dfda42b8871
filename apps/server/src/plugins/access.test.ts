import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { allows, ROLES, type Role } from '@pantau/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { SessionsRepo } from '../features/users/sessions.repo.ts';
import { UsersRepo } from '../features/users/users.repo.ts';
import { buildTestApp, sessionFor, writeHeaders } from '../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../testing/databases.ts';
import { ApiUsersRepo } from '../features/api-users/api-users.repo.ts';
import { IdentityResolvers, registerAccessControl, registerApiTokenRateLimit } from './access.ts';

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
      const url = route.url.replace(/:[A-Za-z_]+/g, '999999').replace('*', 'x');
      for (const role of callers) {
        const cookie = role ? await sessionFor(store, config, role) : undefined;
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: route.method === 'GET' ? (cookie ? { cookie } : {}) : writeHeaders(cookie),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const who = `${role ?? 'anonymous'} ${route.method} ${route.url}`;
        // A refusal by the permission check, as opposed to a business rule's 403.
        const code = res.headers['content-type']?.includes('json')
          ? (res.json<{ code?: string }>().code ?? '')
          : '';
        const refused = ['UNAUTHENTICATED', 'FORBIDDEN'].includes(code);
        if (allows(route.access ?? 'public', role) && route.access !== undefined) {
          expect(refused, `${who} answered ${res.statusCode} ${code}`).toBe(false);
        } else {
          expect(res.statusCode, who).toBe(role ? 403 : 401);
          expect(code, who).toBe(role ? 'FORBIDDEN' : 'UNAUTHENTICATED');
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
  let apiUsers: ApiUsersRepo;

  beforeAll(async () => {
    store = await sqliteTestStore();
    bare = Fastify();
    await bare.register(fastifyCookie);
    const policy = { idleMs: 60_000, maxMs: 120_000 };
    apiUsers = new ApiUsersRepo(store.db);
    registerApiTokenRateLimit(bare, 3);
    await bare.register(fastifyRateLimit, { global: false });
    const users = new UsersRepo(store.db);
    const sessions = new SessionsRepo(store.db, policy);
    const identity = new IdentityResolvers();
    identity.session = async (token) => {
      const session = await sessions.resolve(token);
      return session ? users.findById(session.userId) : undefined;
    };
    identity.apiToken = (token) => apiUsers.resolveToken(token);
    registerAccessControl(bare, identity);
    bare.get('/api/forgotten', () => ({ secret: 42 }));
    bare.get('/api/vessels', { config: { access: 'map.view', apiToken: true } }, (req) => ({
      caller: req.apiUser?.username,
    }));
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

  it('lets API tokens call only API routes, only with access on, within their budget', async () => {
    const { token } = await apiUsers.create('partner', true);
    const auth = { authorization: `Bearer ${token}` };
    const ok = await bare.inject({ url: '/api/vessels', headers: auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ caller: 'partner' });
    expect((await bare.inject({ url: '/api/staff', headers: auth })).statusCode).toBe(403);
    expect(
      (await bare.inject({ url: '/api/vessels', headers: { authorization: 'Bearer pantau_nope' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await bare.inject({ url: '/api/vessels', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);

    const other = await apiUsers.create('other', true);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await bare.inject({ url: '/api/vessels', headers: auth })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    // Another token has its own budget.
    expect(
      (
        await bare.inject({
          url: '/api/vessels',
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(200);

    await apiUsers.update(other.user.id, { access: false });
    const off = await bare.inject({
      url: '/api/vessels',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json<{ code: string }>().code).toBe('API_ACCESS_DISABLED');
  });

  it('asks for a session on a capability route, and serves non-API files publicly', async () => {
    expect((await bare.inject('/api/staff')).statusCode).toBe(401);
    expect((await bare.inject('/index.html')).body).toBe('page');
  });
});
