import { connect, type Socket } from 'node:net';
import { backoffMs, type Driver, type DriverContext, type EngineStatus } from './driver.ts';
import { readInTurns } from './read-turns.ts';

/** Connects to an NMEA feed (an AIS base station, a provider) and reconnects when it drops. */
export class TcpClientDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  #socket: Socket | undefined;
  #timer: NodeJS.Timeout | undefined;
  #attempt = 0;
  #running = false;

  constructor(host: string, port: number, ctx: DriverContext) {
    this.#host = host;
    this.#port = port;
    this.#ctx = ctx;
  }

  start(): void {
    this.#running = true;
    this.#connect();
  }

  #connect(): void {
    if (!this.#running) return;
    this.engine = 'connecting';
    const conn = this.#ctx.open();
    const socket = connect({ host: this.#host, port: this.#port });
    this.#socket = socket;
    socket.setKeepAlive(true, 30_000);
    socket.on('connect', () => {
      this.engine = 'connected';
      this.detail = null;
      this.#ctx.log.info({ host: this.#host, port: this.#port }, 'source connected');
    });
    readInTurns(socket, (chunk) => {
      this.#attempt = 0;
      conn.write(chunk);
    });
    socket.on('error', (err) => {
      this.detail = err.message;
    });
    socket.on('close', () => {
      conn.end();
      if (this.#socket !== socket || !this.#running) return;
      this.engine = 'error';
      const wait = backoffMs(this.#attempt++);
      this.#ctx.log.warn(
        { host: this.#host, port: this.#port, retryInMs: wait, reason: this.detail },
        'source disconnected',
      );
      this.#timer = setTimeout(() => this.#connect(), wait);
    });
  }

  stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    this.engine = 'stopped';
    const socket = this.#socket;
    this.#socket = undefined;
    if (!socket || socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.destroy();
    });
  }
}
