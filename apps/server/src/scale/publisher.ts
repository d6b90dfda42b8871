import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsBus } from '../bus/bus.ts';
import type { HubSink } from '../live-hub/live-hub.ts';
import { encodeBatch, messageId, type StreamItem } from './codec.ts';

/** Items in one stream message at most (a position is ~200 bytes of JSON: under 1 MB). */
const MAX_ITEMS = 2000;

interface Pending {
  seq: number;
  data: Uint8Array;
  items: number;
}

/**
 * Ingest's side of the stream: a hub sink that gathers what the pipeline accepted for
 * `batchMs`, then publishes it as one JetStream message with the id `<ingest id>-<seq>`,
 * in order, waiting for the stream's acknowledgement. A batch the stream did not
 * acknowledge is sent again with the same id (the stream drops it if the first copy got
 * there). While NATS is away at most `bufferEvents` items wait; beyond it the oldest batches
 * are dropped, counted and logged.
 */
export class StreamPublisher {
  readonly #bus: NatsBus;
  readonly #subject: string;
  readonly #batchMs: number;
  readonly #bufferEvents: number;
  readonly #warn: (o: object, m: string) => void;
  readonly ingestId: string;
  #items: StreamItem[] = [];
  readonly #pending: Pending[] = [];
  #pendingItems = 0;
  #seq = 0;
  #timer: NodeJS.Timeout | undefined;
  #sending: Promise<void> | undefined;
  #js: JetStreamClient | undefined;
  /** Items the stream acknowledged, items dropped over the bound, messages acknowledged. */
  published = 0;
  dropped = 0;
  batches = 0;
  lastError: string | null = null;
  /** When the stream last acknowledged a batch (unix ms). */
  lastAckAt: number | null = null;

  constructor(opts: {
    bus: NatsBus;
    subject: string;
    ingestId: string;
    batchMs: number;
    bufferEvents: number;
    warn: (o: object, m: string) => void;
  }) {
    this.#bus = opts.bus;
    this.#subject = opts.subject;
    this.ingestId = opts.ingestId;
    this.#batchMs = opts.batchMs;
    this.#bufferEvents = opts.bufferEvents;
    this.#warn = opts.warn;
  }

  /** What the ingest pipeline publishes to instead of the local hub. */
  readonly sink: HubSink = {
    name: 'stream publisher',
    event: (e) => this.#items.push(['e', e]),
    heard: (mmsi, source, t) => this.#items.push(['h', mmsi, source, t]),
    aton: (r) => this.#items.push(['a', r]),
  };

  /** Items waiting: gathered, and in batches not yet acknowledged. */
  get buffered(): number {
    return this.#items.length + this.#pendingItems;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.#tick(), this.#batchMs);
    this.#timer.unref();
  }

  #tick(): void {
    this.#seal();
    this.#sending ??= this.#send().finally(() => {
      this.#sending = undefined;
    });
  }

  /** Gathered items become numbered batches; over the bound the oldest batches go. */
  #seal(): void {
    const items = this.#items;
    this.#items = [];
    for (let i = 0; i < items.length; i += MAX_ITEMS) {
      const e = items.slice(i, i + MAX_ITEMS);
      const seq = ++this.#seq;
      const data = encodeBatch({ v: 1, i: this.ingestId, s: seq, t: Date.now(), e });
      this.#pending.push({ seq, data, items: e.length });
      this.#pendingItems += e.length;
    }
    let droppedNow = 0;
    while (this.#pendingItems > this.#bufferEvents && this.#pending.length > 1) {
      const gone = this.#pending.shift();
      if (!gone) break;
      this.#pendingItems -= gone.items;
      droppedNow += gone.items;
    }
    if (droppedNow > 0) {
      this.dropped += droppedNow;
      this.#warn(
        { dropped: droppedNow, droppedTotal: this.dropped, bound: this.#bufferEvents },
        'stream unreachable: ingest buffer full, oldest events dropped',
      );
    }
  }

  async #send(): Promise<void> {
    while (this.#pending.length > 0) {
      const next = this.#pending[0];
      if (!next) return;
      if (!this.#bus.connected) return;
      try {
        this.#js ??= jetstream(await this.#bus.ready);
        await this.#js.publish(this.#subject, next.data, {
          msgID: messageId({ i: this.ingestId, s: next.seq }),
          timeout: 5000,
        });
      } catch (err) {
        this.lastError = err instanceof Error ? err.message : String(err);
        return; // the same batch, with the same id, goes again next tick
      }
      this.lastError = null;
      this.lastAckAt = Date.now();
      if (this.#pending[0] === next) {
        this.#pending.shift();
        this.#pendingItems -= next.items;
      }
      this.published += next.items;
      this.batches++;
    }
  }

  /** Sends what is gathered and waits (up to `waitMs`) for the stream to acknowledge it. */
  async stop(waitMs = 5000): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sending;
    this.#seal();
    const until = Date.now() + waitMs;
    while (this.#pending.length > 0 && Date.now() < until && this.#bus.connected) {
      await this.#send();
      if (this.#pending.length > 0) await new Promise((r) => setTimeout(r, 100));
    }
  }
}
