import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSensorFixture, type SensorFixture } from '../../testing/sensor-fixture.ts';
import { probe } from './probe.ts';

describe('sensor checks', () => {
  let fixture: SensorFixture;
  let silent: Server;
  let silentPort: number;
  const held = new Set<Socket>();
  beforeAll(async () => {
    fixture = await startSensorFixture({ username: 'op', password: 'pw' });
    // Accepts connections and never answers an HTTP request.
    silent = createServer((s) => held.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    await fixture.stop();
    for (const s of held) s.destroy();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  const http = (path: string, username: string | null, password: string | null) => ({
    url: `${fixture.url}${path}`,
    username,
    password,
  });

  it('is up when the URL answers with the credentials, without reading a stream', async () => {
    const r = await probe(http('/cctv.mjpeg', 'op', 'pw'), 2000);
    expect(r).toMatchObject({ up: true, error: null });
    expect(r.json).toBeUndefined();
  });

  it('is down on a refusal of the credentials or a missing path', async () => {
    expect(await probe(http('/cctv.mjpeg', null, null), 2000)).toMatchObject({
      up: false,
      error: 'HTTP 401',
    });
    expect(await probe(http('/nothing', 'op', 'pw'), 2000)).toMatchObject({
      up: false,
      error: 'HTTP 404',
    });
  });

  it('reads a JSON answer when asked, and only then', async () => {
    const r = await probe(http('/weather.json', 'op', 'pw'), 2000, true);
    expect(r.up).toBe(true);
    expect(Array.isArray(r.json)).toBe(true);
    expect((await probe(http('/weather.json', 'op', 'pw'), 2000)).json).toBeUndefined();
  });

  it('is down when nothing answers in time', async () => {
    const r = await probe(
      { url: `http://127.0.0.1:${silentPort}/`, username: null, password: null },
      300,
    );
    expect(r).toMatchObject({ up: false, error: 'no answer within 300 ms' });
  });

  it('checks RTSP and TCP sensors by a TCP connect', async () => {
    const rtsp = { url: `rtsp://127.0.0.1:${fixture.port}/live`, username: null, password: null };
    expect(await probe(rtsp, 2000)).toMatchObject({ up: true, error: null });
    const closed = await startSensorFixture();
    const port = closed.port;
    await closed.stop();
    expect(
      await probe({ url: `tcp://127.0.0.1:${port}`, username: null, password: null }, 2000),
    ).toMatchObject({ up: false, error: 'ECONNREFUSED' });
  });
});
