import { AisStream } from '@pantau/ais';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulatorServer, type SimulatorServer } from './server.ts';

const START = Date.UTC(2026, 10, 21);

/** A clock that moves `step` ms per call: every short tick is seconds of traffic. */
const fastClock = (step = 1000): (() => number) => {
  let t = START;
  return () => (t += step);
};

function client(port: number): { socket: Socket; stream: AisStream; sources: Set<string> } {
  const sources = new Set<string>();
  const stream = new AisStream({ onMessage: (_m, meta) => sources.add(meta.tag?.source ?? '') });
  const socket = connect(port, '127.0.0.1');
  socket.on('data', (chunk) => stream.write(chunk));
  return { socket, stream, sources };
}

const until = async (cond: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('startSimulatorServer', () => {
  let server: SimulatorServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('streams decodable, tag-blocked NMEA to TCP clients and survives one leaving', async () => {
    server = await startSimulatorServer({ vessels: 200, tickMs: 20, now: fastClock() });
    expect(server.port).toBeGreaterThan(0);
    const a = client(server.port);
    const b = client(server.port);
    await until(() => a.stream.stats.messages > 200 && b.stream.stats.messages > 200);
    b.socket.destroy();
    await until(() => server?.stats.clients === 1);
    const before = a.stream.stats.messages;
    await until(() => a.stream.stats.messages > before + 200);
    a.socket.destroy();
    const errors = Object.values(a.stream.stats.errors).reduce((x, y) => x + y, 0);
    expect(errors).toBe(0);
    expect([...a.sources]).toEqual(['pantau-sim']);
    expect(server.stats.sent).toBeGreaterThan(400);
    expect(server.simulator.vessels.length).toBe(200);
  });

  it('drops lines for a client whose buffer is full instead of queueing them', async () => {
    server = await startSimulatorServer({
      vessels: 2000,
      tickMs: 10,
      now: fastClock(5000),
      maxBufferBytes: 0,
    });
    const socket = connect(server.port, '127.0.0.1');
    socket.pause(); // never reads: the kernel buffers fill, then the server's
    await until(() => (server?.stats.dropped ?? 0) > 0, 20_000);
    socket.destroy();
    expect(server.stats.dropped).toBeGreaterThan(0);
  });
});
