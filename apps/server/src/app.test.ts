import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { buildTestApp, sessionFor } from './testing/app.ts';
import { sqliteTestStore, type TestStore } from './testing/databases.ts';

describe('the app', () => {
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

  it('answers health: the status to anyone, database, bus and version to a signed-in user', async () => {
    const anonymous = await app.inject('/api/health');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'ok' });
    const cookie = await sessionFor(store, config, 'visitor');
    const res = await app.inject({ url: '/api/health', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: '0.0.0-test',
      database: { kind: 'sqlite', ok: true },
      bus: { kind: 'memory', ok: true },
    });
  });

  it('reports a degraded store', async () => {
    const broken = await sqliteTestStore();
    const { app: other } = await buildTestApp(broken);
    await broken.close();
    const res = await other.inject('/api/health');
    expect(res.json()).toEqual({ status: 'degraded' });
    await other.close();
  });

  it('publishes an OpenAPI 3 document generated from the contracts, to a signed-in caller', async () => {
    expect((await app.inject('/api/openapi.json')).statusCode).toBe(401);
    const cookie = await sessionFor(store, config, 'visitor', 'reader');
    const res = await app.inject({ url: '/api/openapi.json', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
      ]),
    );
    // Every API route is in the document (but the document itself, the docs page, and the
    // WebSocket, which OpenAPI cannot describe: @fastify/swagger leaves it out).
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const missing = app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((r) => r.method !== 'HEAD' && r.url !== '/api/openapi.json' && r.url !== '/api/live')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !listed.has(r));
    expect(missing).toEqual([]);
    const login = JSON.stringify(doc.paths['/api/auth/login']?.post?.requestBody);
    const ref = /#\/components\/schemas\/(\w+)/.exec(login)?.[1] ?? '';
    expect(Object.keys(doc.components.schemas[ref]?.properties ?? {})).toEqual([
      'username',
      'password',
    ]);
  });

  it('serves the interactive API docs page to a signed-in caller only', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/api/docs/static/index.html'])
      expect((await app.inject(url)).statusCode, url).toBe(401);
    const cookie = await sessionFor(store, config, 'visitor', 'docs-reader');
    const res = await app.inject({ url: '/api/docs/', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });

  it('sets security headers', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404 and says the web app is not built', async () => {
    const api = await app.inject('/api/does-not-exist');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/does-not-exist' });
    const page = await app.inject('/some/route');
    expect(page.statusCode).toBe(503);
    expect(page.json()).toMatchObject({ code: 'WEB_NOT_BUILT' });
  });
});
