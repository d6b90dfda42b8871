import { createServer, type Server, type Socket } from 'node:net';
import type { Connection, Driver, DriverContext, EngineStatus } from './driver.ts';
import { readInTurns } from './read-turns.ts';
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
 * `refused`), and an idle timeout (`closedIdle`). A station that has sent valid NMEA is let
 * in at the cap in place of a connection that has sent nothing valid (counted `refused`).
 */

/** How many connections Node itself accepts beyond the cap, so the gate can choose. */
const OVER_CAP = 16;

interface Peer {
  address: string;
  conn: Connection;
  /** Released from the gate already (displaced): its close must not release again. */
  released: boolean;
}
export class TcpListenDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  readonly #gate: AddressGate;
  #server: Server | undefined;
  readonly #sockets = new Map<Socket, Peer>();

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
      if (!this.#gate.admit(address, () => this.#displace())) {
        this.#ctx.count('refused');
        socket.destroy();
        return;
      }
      const peer: Peer = { address, conn: this.#ctx.open(), released: false };
      this.#sockets.set(socket, peer);
      socket.setTimeout(idleMs, () => {
        this.#ctx.count('closedIdle');
        socket.destroy();
      });
      readInTurns(socket, (chunk) => {
        peer.conn.write(chunk);
        if (!this.#gate.known(address) && (peer.conn.decoded?.() ?? 0) > 0)
          this.#gate.prove(address);
      });
      socket.on('close', () => {
        this.#sockets.delete(socket);
        if (!peer.released) this.#gate.release(address);
        peer.conn.end();
      });
    });
    // Node closes what comes beyond the cap and a margin before it reaches us ('drop'); the
    // margin lets a proven station in at the cap.
    server.maxConnections = maxConnections + OVER_CAP;
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

  /** Closes the oldest connection of an address not proven, to make room: whether one was. */
  #displace(): boolean {
    for (const [socket, peer] of this.#sockets) {
      if (peer.released || this.#gate.known(peer.address)) continue;
      peer.released = true;
      this.#gate.release(peer.address);
      this.#ctx.count('refused');
      socket.destroy();
      return true;
    }
    return false;
  }

  stop(): Promise<void> {
    this.engine = 'stopped';
    for (const s of this.#sockets.keys()) s.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (!server?.listening) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
