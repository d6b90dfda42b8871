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

export class NatsBus implements Bus {
  readonly kind = 'nats';
  readonly #nc: NatsConnection;

  private constructor(nc: NatsConnection) {
    this.#nc = nc;
  }

  static async connect(url: string): Promise<NatsBus> {
    const nc = await connect({
      servers: url,
      name: 'pantau',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
    return new NatsBus(nc);
  }

  publish(subject: string, data: Uint8Array): void {
    this.#nc.publish(subject, data);
  }

  subscribe(subject: string, handler: (data: Uint8Array) => void): () => void {
    const sub = this.#nc.subscribe(subject, {
      callback: (err, msg) => {
        if (!err) handler(msg.data);
      },
    });
    return () => sub.unsubscribe();
  }

  health() {
    if (this.#nc.isClosed()) return { ok: false, detail: 'closed' };
    return { ok: true, detail: this.#nc.getServer() };
  }

  async close(): Promise<void> {
    if (!this.#nc.isClosed()) await this.#nc.drain();
  }
}

export async function openBus(url: string): Promise<Bus> {
  return url === 'memory' ? new MemoryBus() : NatsBus.connect(url);
}
