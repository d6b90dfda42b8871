import { createServer, type Server, type Socket } from 'node:net';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';

/** Listens for stations that push NMEA to us; each connection is its own stream. */
export class TcpListenDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();

  constructor(host: string, port: number, ctx: DriverContext) {
    this.#host = host;
    this.#port = port;
    this.#ctx = ctx;
  }

  get port(): number | undefined {
    const a = this.#server?.address();
    return typeof a === 'object' && a ? a.port : undefined;
  }

  start(): void {
    const server = createServer((socket) => {
      this.#sockets.add(socket);
      const conn = this.#ctx.open();
      socket.on('data', (chunk: Buffer) => conn.write(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.#sockets.delete(socket);
        conn.end();
      });
    });
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
