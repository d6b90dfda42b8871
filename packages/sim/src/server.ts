/**
 * The simulator on a real TCP socket: every tick, the lines due go to every connected client,
 * CRLF-terminated, as a shore station or an AIS-over-IP receiver would send them. A client
 * that cannot keep up loses lines (counted) instead of growing an unbounded buffer.
 */
import { createServer, type Socket } from 'node:net';
import { catchUp, Simulator } from './simulator.ts';

export interface SimulatorServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly vessels?: number;
  readonly seed?: number;
  /** Tick period, ms (default 1,000). */
  readonly tickMs?: number;
  /** Clock (default `Date.now`). */
  readonly now?: () => number;
  /** Bytes a client may have queued before its lines are dropped (default 4 MiB). */
  readonly maxBufferBytes?: number;
}

export interface SimulatorServerStats {
  clients: number;
  /** Lines sent, summed over clients. */
  sent: number;
  /** Lines dropped for slow clients, summed over clients. */
  dropped: number;
}

export interface SimulatorServer {
  readonly port: number;
  readonly host: string;
  readonly simulator: Simulator;
  readonly stats: SimulatorServerStats;
  close(): Promise<void>;
}

export async function startSimulatorServer(
  options: SimulatorServerOptions = {},
): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const tickMs = options.tickMs ?? 1000;
  const maxBuffer = options.maxBufferBytes ?? 4 * 1024 * 1024;
  const simulator = new Simulator({
    vessels: options.vessels ?? 2000,
    seed: options.seed ?? 1,
    start: now(),
  });
  const clients = new Set<Socket>();
  const stats: SimulatorServerStats = { clients: 0, sent: 0, dropped: 0 };

  const server = createServer((socket) => {
    clients.add(socket);
    stats.clients = clients.size;
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clients.delete(socket);
      stats.clients = clients.size;
    });
    // Nothing is read from clients; drain whatever they send.
    socket.resume();
  });

  const timer = setInterval(() => {
    const lines = simulator.tick(catchUp(simulator, now(), tickMs));
    if (lines.length === 0 || clients.size === 0) return;
    const chunk = `${lines.join('\r\n')}\r\n`;
    for (const socket of clients) {
      if (socket.destroyed || !socket.writable) continue;
      if (socket.writableLength > maxBuffer) {
        stats.dropped += lines.length;
        continue;
      }
      socket.write(chunk);
      stats.sent += lines.length;
    }
  }, tickMs);
  timer.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    port,
    host,
    simulator,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const socket of clients) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
