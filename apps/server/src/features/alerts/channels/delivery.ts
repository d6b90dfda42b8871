/**
 * One outgoing channel's queue (Email, Telegram): messages are sent one at a time in order;
 * a failure is retried with exponential backoff (`baseMs`, doubling, at most `maxMs`) up to
 * `attempts` times, then given up and counted. The queue is bounded: past `capacity` the
 * oldest waiting message is dropped and counted. Nothing here ever blocks the alert engine:
 * `enqueue` returns at once, and the channel's state is what the Notification tab shows.
 */
export interface ChannelStatus {
  configured: boolean;
  pending: number;
  sent: number;
  failed: number;
  dropped: number;
  /** The last failure, while it has not been followed by a success. */
  lastError: string | null;
  lastErrorAt: number | null;
  lastSentAt: number | null;
  /** When the message being retried is tried again. */
  retryAt: number | null;
}

export interface DeliveryOptions<M> {
  send: (message: M) => Promise<void>;
  now: () => number;
  baseMs: number;
  maxMs: number;
  attempts: number;
  capacity: number;
  /** A failure's wait may be set by the service (Telegram's `retry_after`). */
  retryAfterMs?: (err: unknown) => number | undefined;
  onGiveUp?: (message: M, err: unknown) => void;
}

export class DeliveryQueue<M> {
  readonly #o: DeliveryOptions<M>;
  readonly #queue: M[] = [];
  #running = false;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;
  #wake: (() => void) | undefined;
  readonly #status: Omit<ChannelStatus, 'configured' | 'pending'> = {
    sent: 0,
    failed: 0,
    dropped: 0,
    lastError: null,
    lastErrorAt: null,
    lastSentAt: null,
    retryAt: null,
  };

  constructor(o: DeliveryOptions<M>) {
    this.#o = o;
  }

  status(configured = true): ChannelStatus {
    return { configured, pending: this.#queue.length, ...this.#status };
  }

  enqueue(message: M): void {
    if (this.#stopped) return;
    this.#queue.push(message);
    while (this.#queue.length > this.#o.capacity) {
      this.#queue.shift();
      this.#status.dropped++;
    }
    if (!this.#running) void this.#run();
  }

  /** Resolves when nothing is waiting (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await new Promise((r) => setTimeout(r, 10));
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#wake?.();
  }

  async #run(): Promise<void> {
    this.#running = true;
    try {
      while (!this.#stopped && this.#queue.length > 0) {
        const message = this.#queue[0] as M;
        let attempt = 0;
        for (;;) {
          try {
            await this.#o.send(message);
            this.#status.sent++;
            this.#status.lastSentAt = this.#o.now();
            this.#status.lastError = null;
            this.#status.retryAt = null;
            break;
          } catch (err) {
            attempt++;
            this.#status.lastError = err instanceof Error ? err.message : String(err);
            this.#status.lastErrorAt = this.#o.now();
            if (attempt >= this.#o.attempts || this.#stopped) {
              this.#status.failed++;
              this.#status.retryAt = null;
              this.#o.onGiveUp?.(message, err);
              break;
            }
            const backoff = Math.min(this.#o.maxMs, this.#o.baseMs * 2 ** (attempt - 1));
            const wait = Math.max(backoff, this.#o.retryAfterMs?.(err) ?? 0);
            this.#status.retryAt = this.#o.now() + wait;
            await new Promise<void>((resolve) => {
              this.#wake = resolve;
              this.#timer = setTimeout(resolve, wait);
              this.#timer.unref();
            });
            if (this.#stopped) break;
          }
        }
        // The message was sent, given up, or the queue stopped; a dropped head is gone already.
        if (this.#queue[0] === message) this.#queue.shift();
      }
    } finally {
      this.#running = false;
    }
  }
}
