import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { encodeSentences } from '@pantau/ais';

/**
 * An NMEA feed a `tcp-client` source connects to, written at `rate` sentences per second by
 * the clock (as `bench/live.bench.ts` does): each turn writes every sentence due since the
 * last, so a late turn (the machine is shared) is made up, not lost. While no source is
 * connected (its process was killed) the sentences due are not written, and not counted.
 *
 * Sentence k moves vessel `mmsi0 + k mod fleet` to step `floor(k / fleet)`: every sentence is
 * a new position (no duplicate for ingest to drop), and `lastPosition` says where a vessel
 * was sent last.
 */
export class RateFeed {
  readonly rate: number;
  readonly fleet: number;
  readonly mmsi0: number;
  readonly #server: Server;
  #socket: Socket | undefined;
  #timer: NodeJS.Timeout | undefined;
  #k = 0;
  #carry = 0;
  #last = 0;
  #until = 0;
  #done: (() => void) | undefined;
  /** Sentences written, connections taken, time spent with a connection open (ms). */
  sent = 0;
  connections = 0;
  connectedMs = 0;
  port = 0;

  constructor(opts: { rate: number; fleet: number; mmsi0: number }) {
    this.rate = opts.rate;
    this.fleet = opts.fleet;
    this.mmsi0 = opts.mmsi0;
    this.#server = createServer((s) => {
      this.#socket?.destroy();
      this.#socket = s;
      this.connections++;
      s.on('error', () => undefined);
      s.on('close', () => {
        if (this.#socket === s) this.#socket = undefined;
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((r) => this.#server.listen(0, '127.0.0.1', r));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  get connected(): boolean {
    return this.#socket !== undefined && !this.#socket.destroyed;
  }

  /** Sentences a second while connected, so far. */
  get achievedRate(): number {
    return this.connectedMs > 0 ? (this.sent * 1000) / this.connectedMs : 0;
  }

  /** Feeds for `ms` of wall time in all (then stops by itself); `finished` resolves then. */
  start(ms: number): void {
    this.#last = performance.now();
    this.#until = this.#last + ms;
    this.#timer = setInterval(() => this.#turn(), 5);
  }

  readonly finished = new Promise<void>((r) => (this.#done = r));

  #turn(): void {
    const now = performance.now();
    const elapsed = Math.min(now - this.#last, 100);
    this.#last = now;
    const socket = this.#socket;
    if (socket && !socket.destroyed) {
      this.connectedMs += elapsed;
      this.#carry += (elapsed * this.rate) / 1000;
      const due = Math.floor(this.#carry);
      this.#carry -= due;
      if (due > 0) {
        const lines: string[] = [];
        for (let n = 0; n < due; n++) lines.push(this.#sentence(this.#k++));
        socket.write(`${lines.join('\r\n')}\r\n`);
        this.sent += due;
      }
    } else this.#carry = 0;
    if (now >= this.#until) this.stop();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#done?.();
  }

  /** Where vessel `i` (0 ≤ i < fleet) was last sent, or null if it was not yet. */
  lastPosition(i: number): { lon: number; lat: number } | null {
    const k = this.#k - 1 - ((((this.#k - 1 - i) % this.fleet) + this.fleet) % this.fleet);
    if (k < 0) return null;
    return position(i, Math.floor(k / this.fleet));
  }

  #sentence(k: number): string {
    const i = k % this.fleet;
    const step = Math.floor(k / this.fleet);
    const { lon, lat } = position(i, step);
    const r = encodeSentences({
      type: 1,
      repeat: 0,
      mmsi: this.mmsi0 + i,
      status: 0,
      turn: 0,
      speed: 120,
      accuracy: true,
      lon: Math.round(lon * 600_000),
      lat: Math.round(lat * 600_000),
      course: 900,
      heading: 90,
      second: step % 60,
      maneuver: 0,
      raim: false,
      radio: 0,
    });
    if (!r.ok) throw new Error(`cannot encode sentence ${k}`);
    return r.value[0] as string;
  }

  async close(): Promise<void> {
    this.stop();
    this.#socket?.destroy();
    await new Promise<void>((r) => this.#server.close(() => r()));
  }
}

/** Vessel `i` at `step`: a grid over Indonesian waters, each step a little east and south. */
function position(i: number, step: number): { lon: number; lat: number } {
  return {
    lon: 95 + (i % 450) / 10 + step / 1e4,
    lat: -10 + Math.floor(i / 450) / 30 - step / 1e4,
  };
}
