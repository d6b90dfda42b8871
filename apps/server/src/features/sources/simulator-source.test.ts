import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { appWithSession } from '../../testing/app.ts';
import { createDriver, driverProblem } from '../ingest/drivers/index.ts';

async function until(p: () => boolean, ms = 15_000): Promise<void> {
  const start = Date.now();
  while (!p()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const env = (sources: unknown[]) => ({ PANTAU_SOURCES: JSON.stringify(sources) });

describe('a declared simulator source', () => {
  it('runs the built-in simulator with its own fleet size and speed', async () => {
    const t = await appWithSession(
      'superAdmin',
      'ops',
      env([{ name: 'sim', kind: 'simulator', vessels: 30, speed: 5 }]),
    );
    try {
      await until(() => t.app.live.picture.size > 0);
      const list = await t.app.inject({ url: '/api/sources', headers: { cookie: t.cookie } });
      const [sim] = list.json<{
        simulated: boolean;
        sources: {
          name: string;
          kind: string;
          vessels: number;
          speed: number;
          status: { engine: string };
        }[];
      }>().sources;
      expect(sim).toMatchObject({ name: 'sim', kind: 'simulator', vessels: 30, speed: 5 });
      expect(sim?.status.engine).toBe('connected');
      // At most the 30 vessels asked for sail.
      await new Promise((r) => setTimeout(r, 1500));
      expect(t.app.live.picture.size).toBeLessThanOrEqual(30);
    } finally {
      await t.close();
    }
  });

  it('is added through the API as any other source', async () => {
    const t = await appWithSession('superAdmin', 'ops2');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sources',
        headers: { cookie: t.cookie },
        payload: { name: 'training', kind: 'simulator', vessels: 10 },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'simulator', vessels: 10 });
      await until(() => t.app.live.picture.size > 0);
    } finally {
      await t.close();
    }
  });
});

describe('no source ever connects to port 0', () => {
  it('refuses a declared source without a usable port, naming the variable and the reason', () => {
    for (const port of [0, 70_000]) {
      expect(() =>
        loadConfig({ ...env([{ name: 'feed', kind: 'tcp-client', host: '10.0.0.1', port }]) }),
      ).toThrow(/PANTAU_SOURCES\[0\]\.port: port must be 1–65535/);
    }
    expect(() => loadConfig(env([{ name: 'u', kind: 'udp' }]))).toThrow(
      /PANTAU_SOURCES\[0\]\.port: port can not be empty/,
    );
  });

  it('refuses one through the API', async () => {
    const t = await appWithSession('superAdmin', 'ops3');
    try {
      for (const kind of ['tcp-client', 'tcp-listen', 'udp']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sources',
          headers: { cookie: t.cookie },
          payload: { name: `n_${kind}`, kind, host: '10.0.0.1', port: 0 },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'port' });
      }
    } finally {
      await t.close();
    }
  });

  it('will not make a network driver for a port out of range', () => {
    const ctx = {
      open: () => ({ write: () => undefined, end: () => undefined }),
      count: () => undefined,
      log: { info: () => undefined, warn: () => undefined },
    };
    for (const kind of ['tcp-client', 'tcp-listen', 'udp'] as const) {
      const c = { kind, host: '127.0.0.1', port: 0, path: null, speed: null };
      expect(driverProblem(c)).toMatch(/port must be 1–65535/);
      expect(() => createDriver(c, ctx)).toThrow(/port must be 1–65535/);
    }
    expect(driverProblem({ kind: 'simulator' })).toBeNull();
  });
});
