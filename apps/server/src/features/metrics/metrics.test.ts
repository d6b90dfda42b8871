import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { pos } from '../../testing/vessel-events.ts';

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

  it('says what each hub sink costs per event and how late the event loop runs', async () => {
    const store = await sqliteTestStore();
    stores.push(store);
    const { app } = await buildTestApp(store);
    for (let i = 0; i < 64; i++) {
      app.hub.publish(pos(525000001 + (i % 4), Date.now() - 1000 + i, 106.8, -6 + i * 1e-4));
    }
    const res = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    const sinks = [
      ...res.body.matchAll(/^pantau_hub_sink_seconds_per_event\{sink="([^"]+)"\} (\S+)$/gm),
    ];
    // Every sink the app subscribed to the hub's vessel events, each with a time.
    expect(sinks.map((m) => m[1])).toEqual(app.hub.budget().map((b) => b.name));
    expect(sinks.map((m) => m[1])).toContain('live picture');
    for (const m of sinks) expect(Number(m[2])).toBeGreaterThanOrEqual(0);
    expect(res.body).toMatch(/^pantau_event_loop_delay_seconds\{quantile="0.99"\} \d/m);
    const memory = new Map(
      [...res.body.matchAll(/^pantau_process_memory_bytes\{kind="(\w+)"\} (\d+)$/gm)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    expect([...memory.keys()]).toEqual([
      'rss',
      'heap_used',
      'heap_total',
      'external',
      'array_buffers',
      'threads_heap_used',
      'threads_heap_total',
    ]);
    expect(memory.get('threads_heap_used')).toBeLessThanOrEqual(
      memory.get('threads_heap_total') ?? 0,
    );
    // The heap in use is part of the heap, which is part of what is resident.
    expect(memory.get('heap_used')).toBeLessThanOrEqual(memory.get('heap_total') ?? 0);
    expect(memory.get('heap_total')).toBeLessThan(memory.get('rss') ?? 0);
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
