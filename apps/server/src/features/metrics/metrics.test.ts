import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';

describe('/metrics', () => {
  const stores: TestStore[] = [];
  afterAll(async () => {
    for (const s of stores) await s.dispose();
  });

  it('answers loopback callers in the Prometheus format when no token is set', async () => {
    const store = await sqliteTestStore();
    stores.push(store);
    const { app } = await buildTestApp(store);
    const res = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE pantau_live_clients gauge\npantau_live_clients 0\n');
    expect(res.body).toContain('pantau_role{role="history"} 1');
    expect(res.body).toContain('# TYPE pantau_live_push_latency_seconds histogram\n');
    expect(res.body).toContain('pantau_live_push_latency_seconds_bucket{le="0.25"} 0\n');
    expect(res.body).toContain('pantau_live_push_latency_seconds_bucket{le="+Inf"} 0\n');
    expect(res.body).toContain('pantau_live_push_latency_seconds_count 0\n');
    const remote = await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    await app.close();
  });

  it('asks for the token when one is set, from anywhere', async () => {
    const store = await sqliteTestStore();
    stores.push(store);
    const token = 'metrics-token-0123456789';
    const { app } = await buildTestApp(store, { PANTAU_METRICS_TOKEN: token });
    const none = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(none.statusCode).toBe(403);
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-9999999999' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('pantau_history_positions_written_total');
    await app.close();
  });
});
