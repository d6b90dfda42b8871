import { connect, type NatsConnection } from '@nats-io/transport-node';

/**
 * The event bus between ingest and its consumers. In-process by default; NATS when several
 * processes share the work (`PANTAU_BUS=nats://host:port`).
 */
export interface Bus {
  readonly kind: 'memory' | 'nats';
  publish(subject: string, data: Uint8Array): void;
  subscribe(subject: string, handler: (data: Uint8Array) => void): () => void;
  health(): { ok: boolean; detail?: string };
  close(): Promise<void>;
}

export class MemoryBus implements Bus {
  readonly kind = 'memory';
  readonly #handlers = new Map<string, Set<(data: Uint8Array) => void>>();

  publish(subject: string, data: Uint8Array): void {
    const handlers = this.#handlers.get(subject);
    if (handlers) for (const h of handlers) h(data);
  }

  subscribe(subject: string, handler: (data: Uint8Array) => void): () => void {
    let set = this.#handlers.get(subject);
    if (!set) this.#handlers.set(subject, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  health() {
    return { ok: true };
  }

  close(): Promise<void> {
    this.#handlers.clear();
    return Promise.resolve();
  }
}

/**
 * NATS. `connect` waits for the server (and throws when it does not answer); `open` returns at
 * once and keeps trying in the background, so a process can start (and say in its health
 * that it waits for NATS) before NATS does. After the first connection the client reconnects
 * on its own; subscriptions made before it are made when it connects.
 */
export class NatsBus implements Bus {
  readonly kind = 'nats';
  readonly url: string;
  #nc: NatsConnection | undefined;
  #state: 'connecting' | 'connected' | 'reconnecting' | 'closed' = 'connecting';
  #lastError = '';
  #closing = false;
  readonly #ready: Promise<NatsConnection>;
  readonly #waiting: { subject: string; handler: (data: Uint8Array) => void; off: boolean }[] = [];
  readonly #onReconnect = new Set<() => void>();

  private constructor(url: string, connecting: () => Promise<NatsConnection>) {
    this.url = url;
    this.#ready = connecting().then((nc) => {
      this.#adopt(nc);
      return nc;
    });
    // A bus that never connects is reported by health(); nobody else awaits this one.
    this.#ready.catch(() => undefined);
  }

  static async connect(url: string): Promise<NatsBus> {
    const bus = new NatsBus(url, () => connect(options(url)));
    await bus.#ready;
    return bus;
  }

  /** Returns at once; connects in the background, retrying every second until closed. */
  static open(url: string): NatsBus {
    const bus: NatsBus = new NatsBus(url, async () => {
      for (;;) {
        try {
          return await connect(options(url));
        } catch (err) {
          if (bus.#closing) throw new Error('closed', { cause: err });
          bus.#lastError = err instanceof Error ? err.message : String(err);
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    });
    return bus;
  }

  /** The connection, once there is one. */
  get ready(): Promise<NatsConnection> {
    return this.#ready;
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  #adopt(nc: NatsConnection): void {
    this.#nc = nc;
    this.#state = 'connected';
    for (const w of this.#waiting.splice(0)) {
      if (!w.off) this.subscribe(w.subject, w.handler);
    }
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect') this.#state = 'reconnecting';
        else if (s.type === 'reconnect') {
          this.#state = 'connected';
          for (const fn of this.#onReconnect) fn();
        } else if (s.type === 'error') this.#lastError = String(s.error);
      }
    })().catch(() => undefined);
    void nc.closed().then(() => {
      this.#state = 'closed';
    });
  }

  /** Calls `fn` each time the connection comes back after a loss; returns the way off. */
  onReconnect(fn: () => void): () => void {
    this.#onReconnect.add(fn);
    return () => this.#onReconnect.delete(fn);
  }

  publish(subject: string, data: Uint8Array): void {
    // Core NATS is at most once: before the first connection there is nobody to tell.
    if (this.#nc && !this.#nc.isClosed()) this.#nc.publish(subject, data);
  }

  subscribe(subject: string, handler: (data: Uint8Array) => void): () => void {
    if (!this.#nc) {
      const w = { subject, handler, off: false };
      this.#waiting.push(w);
      return () => {
        w.off = true;
      };
    }
    const sub = this.#nc.subscribe(subject, {
      callback: (err, msg) => {
        if (!err) handler(msg.data);
      },
    });
    return () => sub.unsubscribe();
  }

  health() {
    const nc = this.#nc;
    if (this.#state === 'closed' || nc?.isClosed()) return { ok: false, detail: 'closed' };
    if (!nc) {
      return {
        ok: false,
        detail: `connecting to ${this.url}${this.#lastError ? ` (${this.#lastError})` : ''}`,
      };
    }
    if (this.#state === 'reconnecting') {
      return { ok: false, detail: `reconnecting to ${this.url}` };
    }
    return { ok: true, detail: nc.getServer() };
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (this.#nc && !this.#nc.isClosed()) await this.#nc.drain().catch(() => this.#nc?.close());
    this.#state = 'closed';
  }
}

function options(url: string) {
  return {
    servers: url,
    name: 'pantau',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  };
}

export async function openBus(url: string): Promise<Bus> {
  return url === 'memory' ? new MemoryBus() : NatsBus.connect(url);
}
