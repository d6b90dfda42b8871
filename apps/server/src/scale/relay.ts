import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsBus } from '../bus/bus.ts';
import type { LiveHub } from '../live-hub/live-hub.ts';
import { decodeBatch, ReplayFilter, type StreamBatch } from './codec.ts';

/** Calls the hub for every item of a batch, in order. */
export function feedHub(hub: LiveHub, b: StreamBatch): number {
  let events = 0;
  for (const item of b.e) {
    if (item[0] === 'e') {
      hub.publish(item[1]);
      events++;
    } else if (item[0] === 'h') hub.heard(item[1], item[2], item[3]);
    else hub.aton(item[1]);
  }
  return events;
}

/**
 * An API process's picture from the stream: an ordered consumer (ephemeral, recreated by
 * the client after a gap or a reconnect) from `replayMs` ago, each batch fed to the local
 * hub so the picture, push and every sink work as in one process. The picture keeps the
 * newest state, so the replay is a snapshot; older positions it already has are ignored.
 */
export class StreamRelay {
  readonly #bus: NatsBus;
  readonly #hub: LiveHub;
  readonly #stream: string;
  readonly #replayMs: number;
  readonly #warn: (o: object, m: string) => void;
  readonly #filter = new ReplayFilter();
  #messages: ConsumerMessages | undefined;
  #stopped = false;
  events = 0;
  batches = 0;
  badMessages = 0;
  /** Stream messages not yet delivered to this process (the consumer's pending count). */
  lag = 0;
  /** The newest batch's age when it arrived (ms). */
  delayMs = 0;
  running = false;
  lastError: string | null = null;

  constructor(opts: {
    bus: NatsBus;
    hub: LiveHub;
    stream: string;
    replayMs: number;
    warn: (o: object, m: string) => void;
  }) {
    this.#bus = opts.bus;
    this.#hub = opts.hub;
    this.#stream = opts.stream;
    this.#replayMs = opts.replayMs;
    this.#warn = opts.warn;
  }

  get duplicates(): number {
    return this.#filter.duplicates;
  }

  /** Runs until stopped; a failure to start is retried every 2 s. */
  start(): void {
    void this.#run();
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        const nc = await this.#bus.ready;
        const js = jetstream(nc);
        const consumer = await js.consumers.get(this.#stream, {
          deliver_policy: DeliverPolicy.StartTime,
          opt_start_time: new Date(Date.now() - this.#replayMs).toISOString(),
        });
        this.#messages = await consumer.consume({ max_messages: 256 });
        this.running = true;
        this.lastError = null;
        for await (const m of this.#messages) {
          this.lag = m.info.pending;
          const b = decodeBatch(m.data);
          if (!b) {
            this.badMessages++;
            continue;
          }
          if (!this.#filter.fresh(b)) continue;
          this.delayMs = Math.max(0, Date.now() - b.t);
          this.events += feedHub(this.#hub, b);
          this.batches++;
        }
      } catch (err) {
        this.lastError = err instanceof Error ? err.message : String(err);
        if (!this.#stopped) this.#warn({ err: this.lastError }, 'stream relay stopped; retrying');
      }
      this.running = false;
      if (!this.#stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#messages?.close().catch(() => undefined);
  }
}
