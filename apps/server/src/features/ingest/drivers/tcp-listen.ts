import { createServer, type Server, type Socket } from 'node:net';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';
import {
  AddressGate,
  DEFAULT_LISTENER_LIMITS,
  plainAddress,
  type ListenerLimits,
} from './listener-limits.ts';

/**
 * Listens for stations that push NMEA to us; each connection is its own stream. The input
 * is unauthenticated, so the door is guarded: an allow-list of sending addresses, a cap on
 * connections in all and per address (beyond it a connection is closed at once, counted as
 * `refused`), and an idle timeout (`closedIdle`).
 */
export class TcpListenDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  readonly #gate: AddressGate;
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();

  constructor(
    host: string,
    port: number,
    ctx: DriverContext,
    limits: ListenerLimits = DEFAULT_LISTENER_LIMITS,
  ) {
    this.#host = host;
    this.#port = port;
    this.#ctx = ctx;
    this.#gate = new AddressGate(limits);
  }

  get port(): number | undefined {
    const a = this.#server?.address();
    return typeof a === 'object' && a ? a.port : undefined;
  }

  get connections(): number {
    return this.#gate.open;
  }

  start(): void {
    const { idleMs, maxConnections } = this.#gate.limits;
    const server = createServer((socket) => {
      const address = plainAddress(socket.remoteAddress);
      socket.on('error', () => undefined);
      if (!this.#gate.admit(address)) {
        this.#ctx.count('refused');
        socket.destroy();
        return;
      }
      this.#sockets.add(socket);
      const conn = this.#ctx.open();
      socket.setTimeout(idleMs, () => {
        this.#ctx.count('closedIdle');
        socket.destroy();
      });
      socket.on('data', (chunk: Buffer) => conn.write(chunk));
      socket.on('close', () => {
        this.#sockets.delete(socket);
        this.#gate.release(address);
        conn.end();
      });
    });
    // Beyond the cap Node closes a connection before it reaches us ('drop').
    server.maxConnections = maxConnections;
    server.on('drop', () => this.#ctx.count('refused'));
    this.#server = server;
    server.on('error', (err) => {
      this.engine = 'error';
      this.detail = err.message;
      this.#ctx.log.warn({ port: this.#port, err: err.message }, 'source cannot listen');
    });
    server.listen(this.#port, this.#host, () => {
      this.engine = 'listening';
      this.detail = null;
    });
  }

  stop(): Promise<void> {
    this.engine = 'stopped';
    for (const s of this.#sockets) s.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (!server?.listening) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
