import { createSocket, type Socket } from 'node:dgram';
import type { Connection, Driver, DriverContext, EngineStatus } from './driver.ts';

const MAX_PEERS = 1024;

/** Receives NMEA datagrams; each sending address keeps its own reassembly state. */
export class UdpDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  #socket: Socket | undefined;
  readonly #peers = new Map<string, Connection>();

  constructor(host: string, port: number, ctx: DriverContext) {
    this.#host = host;
    this.#port = port;
    this.#ctx = ctx;
  }

  get port(): number | undefined {
    try {
      return this.#socket?.address().port;
    } catch {
      return undefined;
    }
  }

  start(): void {
    const socket = createSocket({
      type: this.#host.includes(':') ? 'udp6' : 'udp4',
      reuseAddr: true,
    });
    this.#socket = socket;
    socket.on('message', (msg, rinfo) => {
      const key = `${rinfo.address}:${rinfo.port}`;
      let conn = this.#peers.get(key);
      if (!conn) {
        if (this.#peers.size >= MAX_PEERS) {
          const oldest = this.#peers.keys().next().value;
          if (oldest !== undefined) this.#peers.delete(oldest);
        }
        conn = this.#ctx.open();
        this.#peers.set(key, conn);
      }
      conn.write(msg);
      // A datagram is whole: end its line even when the sender left off the newline.
      conn.write('\n');
    });
    socket.on('error', (err) => {
      this.engine = 'error';
      this.detail = err.message;
    });
    socket.bind(this.#port, this.#host, () => {
      this.engine = 'listening';
      this.detail = null;
    });
  }

  stop(): Promise<void> {
    this.engine = 'stopped';
    for (const c of this.#peers.values()) c.end();
    this.#peers.clear();
    const socket = this.#socket;
    this.#socket = undefined;
    if (!socket) return Promise.resolve();
    return new Promise((resolve) => {
      try {
        socket.close(() => resolve());
      } catch {
        resolve();
      }
    });
  }
}
