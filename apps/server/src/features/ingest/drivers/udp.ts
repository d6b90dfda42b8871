import { createSocket, type Socket } from 'node:dgram';
import type { Connection, Driver, DriverContext, EngineStatus } from './driver.ts';
import {
  AddressGate,
  DEFAULT_LISTENER_LIMITS,
  plainAddress,
  type ListenerLimits,
} from './listener-limits.ts';

interface Peer {
  conn: Connection;
  address: string;
  lastAt: number;
}

/**
 * Receives NMEA datagrams; each sending address and port (a sender) keeps its own reassembly
 * state. Senders are guarded as TCP connections are: the allow-list, a cap in all and per
 * address (a datagram from a new sender beyond it is dropped, counted as `refused`), and an
 * idle timeout after which a silent sender's state is dropped (`closedIdle`).
 */
export class UdpDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #host: string;
  readonly #port: number;
  readonly #ctx: DriverContext;
  readonly #gate: AddressGate;
  #socket: Socket | undefined;
  #sweep: NodeJS.Timeout | undefined;
  readonly #peers = new Map<string, Peer>();

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
    try {
      return this.#socket?.address().port;
    } catch {
      return undefined;
    }
  }

  get connections(): number {
    return this.#peers.size;
  }

  start(): void {
    const socket = createSocket({
      type: this.#host.includes(':') ? 'udp6' : 'udp4',
      reuseAddr: true,
    });
    this.#socket = socket;
    socket.on('message', (msg, rinfo) => {
      const key = `${rinfo.address}:${rinfo.port}`;
      let peer = this.#peers.get(key);
      if (!peer) {
        const address = plainAddress(rinfo.address);
        if (!this.#gate.admit(address, () => this.#displace())) {
          this.#ctx.count('refused');
          return;
        }
        peer = { conn: this.#ctx.open(), address, lastAt: 0 };
        this.#peers.set(key, peer);
      }
      peer.lastAt = performance.now();
      peer.conn.write(msg);
      // A datagram is whole: end its line even when the sender left off the newline.
      peer.conn.write('\n');
      if (!this.#gate.known(peer.address) && (peer.conn.decoded?.() ?? 0) > 0)
        this.#gate.prove(peer.address);
    });
    socket.on('error', (err) => {
      this.engine = 'error';
      this.detail = err.message;
    });
    socket.bind(this.#port, this.#host, () => {
      this.engine = 'listening';
      this.detail = null;
    });
    const { idleMs } = this.#gate.limits;
    this.#sweep = setInterval(() => this.#dropIdle(idleMs), Math.max(100, idleMs / 4));
    this.#sweep.unref();
  }

  /** Forgets the longest-silent sender not proven, to make room for a station: whether one was. */
  #displace(): boolean {
    let victim: [string, Peer] | undefined;
    for (const entry of this.#peers) {
      if (this.#gate.known(entry[1].address)) continue;
      if (!victim || entry[1].lastAt < victim[1].lastAt) victim = entry;
    }
    if (!victim) return false;
    this.#peers.delete(victim[0]);
    this.#gate.release(victim[1].address);
    victim[1].conn.end();
    this.#ctx.count('refused');
    return true;
  }

  #dropIdle(idleMs: number): void {
    const before = performance.now() - idleMs;
    for (const [key, peer] of this.#peers) {
      if (peer.lastAt > before) continue;
      this.#peers.delete(key);
      this.#gate.release(peer.address);
      peer.conn.end();
      this.#ctx.count('closedIdle');
    }
  }

  stop(): Promise<void> {
    this.engine = 'stopped';
    clearInterval(this.#sweep);
    for (const p of this.#peers.values()) {
      p.conn.end();
      this.#gate.release(p.address);
    }
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
