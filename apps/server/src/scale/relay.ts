import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsBus } from '../bus/bus.ts';
import type { LiveHub } from '../live-hub/live-hub.ts';
import { decodeBatch, ReplayFilter, type StreamBatch } from './codec.ts';

/**
 * How long one pull waits on the server. The client expects a heartbeat every half of it
 * and re-pulls after two missed, so a pull lost in a reconnect stalls the picture for about
 * this long (the library's 30 s default froze it for half a minute after a NATS blip).
 */
export const PULL_EXPIRES_MS = 5_000;
/** How long the picture may hear nothing before the relay asks whether the stream moved. */
const STALL_CHECK_MS = 15_000;

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
  /** The stream sequence after the newest message this process had (0: none yet). */
  #nextSeq = 0;
  #lastMessageAt = 0;
  #restarting = false;
  #watchdog: NodeJS.Timeout | undefined;
  #offReconnect: (() => void) | undefined;
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

  /**
   * Runs until stopped; a failure to start is retried every 2 s. After a reconnect, or when
   * nothing has arrived for a while though the stream has newer messages, the consumer is
   * made again from the next sequence: the client's own recovery can miss a pull lost in
   * the reconnect and leave the picture still for good.
   */
  start(): void {
    this.#offReconnect = this.#bus.onReconnect(() => this.#restart('reconnected'));
    this.#watchdog = setInterval(() => void this.#checkStalled(), STALL_CHECK_MS);
    this.#watchdog.unref();
    void this.#run();
  }

  #restart(why: string): void {
    if (this.#stopped || !this.#messages || this.#restarting) return;
    this.#restarting = true;
    this.#warn({ why, nextSeq: this.#nextSeq }, 'stream relay: consumer made again');
    void this.#messages.close().catch(() => undefined);
  }

  async #checkStalled(): Promise<void> {
    if (!this.running || !this.#bus.connected) return;
    if (Date.now() - this.#lastMessageAt < STALL_CHECK_MS) return;
    try {
      const js = jetstream(await this.#bus.ready);
      const info = await (await js.streams.get(this.#stream)).info(false);
      if (this.#nextSeq > 0 && info.state.last_seq >= this.#nextSeq) this.#restart('stalled');
    } catch {
      // NATS is busy or away: the next check asks again.
    }
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        const nc = await this.#bus.ready;
        const js = jetstream(nc);
        const consumer = await js.consumers.get(
          this.#stream,
          this.#nextSeq > 0
            ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.#nextSeq }
            : {
                deliver_policy: DeliverPolicy.StartTime,
                opt_start_time: new Date(Date.now() - this.#replayMs).toISOString(),
              },
        );
        this.#messages = await consumer.consume({ max_messages: 256, expires: PULL_EXPIRES_MS });
        this.running = true;
        this.lastError = null;
        this.#lastMessageAt = Date.now();
        for await (const m of this.#messages) {
          this.#lastMessageAt = Date.now();
          this.#nextSeq = m.seq + 1;
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
      if (this.#restarting) this.#restarting = false;
      else if (!this.#stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#watchdog);
    this.#offReconnect?.();
    await this.#messages?.close().catch(() => undefined);
  }
}
