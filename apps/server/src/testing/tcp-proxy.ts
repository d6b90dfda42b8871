import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for fault tests: a Pantau process talks to NATS (or PostgreSQL)
 * through it, and the test cuts the line (every connection dropped, the port closed, so a
 * new connection is refused) and restores it on the same port. The real server is untouched.
 */
export class TcpProxy {
  readonly port: number;
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;

  constructor(port: number, target: { host: string; port: number }) {
    this.port = port;
    this.#target = target;
  }

  get up(): boolean {
    return this.#server !== undefined;
  }

  /** Listens (again) on the port and passes connections through. */
  async open(): Promise<void> {
    if (this.#server) return;
    const server = createServer((client) => {
      const upstream = connect(this.#target.port, this.#target.host);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.#sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
  }

  /** Drops every connection and closes the port. */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const s of this.#sockets) s.destroy();
    this.#sockets.clear();
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }
}
