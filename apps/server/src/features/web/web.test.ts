import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';

describe('serving the built web app', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pantau-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'big.js'), 'console.log("kapal");\n'.repeat(10_000));
    store = await sqliteTestStore();
    ({ app } = await buildTestApp(store, { PANTAU_WEB_DIST: dist }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, hashed assets as immutable', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers every app route with index.html so the router can show it', async () => {
    for (const path of ['/', '/login', '/detail-kapal', '/no/such/page']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const res = await app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(10_000);
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await app.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
