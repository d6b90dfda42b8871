/** Seconds of per-second counts kept for the message rate. */
const SLOTS = 64;

/**
 * What a source's supervisor shows an operator: messages, decode errors, when the last
 * message came, the message rate, the feed latency (tag-block time to receipt), and what the
 * limits on hostile input did.
 */
export class SourceStats {
  messages = 0;
  decodeErrors = 0;
  duplicates = 0;
  /** Connections or datagrams refused (connection caps, the allow-list). */
  refused = 0;
  /** Connections (UDP: senders) closed after the idle timeout. */
  closedIdle = 0;
  /** Unfinished multi-part messages dropped to stay within the fragment budgets. */
  evicted = 0;
  /** Lines dropped for being longer than the cap (also counted in decodeErrors). */
  overlong = 0;
  /** Sentences refused for a missing or wrong checksum (also counted in decodeErrors). */
  checksum = 0;
  lastMessageAt: number | null = null;
  /** Smoothed latency from the tag block's `c:` time to receipt, ms (null without tag times). */
  latencyMs: number | null = null;
  /** Counts per second in a ring: slot = second % SLOTS, stamped with its second. */
  readonly #counts = new Int32Array(SLOTS);
  readonly #stamps = new Float64Array(SLOTS).fill(-1);

  message(now: number, tagTimeMs: number | null): void {
    this.messages++;
    this.lastMessageAt = now;
    const s = Math.floor(now / 1000);
    const slot = s % SLOTS;
    if (this.#stamps[slot] !== s) {
      this.#stamps[slot] = s;
      this.#counts[slot] = 0;
    }
    this.#counts[slot] = (this.#counts[slot] ?? 0) + 1;
    if (tagTimeMs !== null) {
      const lag = Math.max(0, now - tagTimeMs);
      this.latencyMs = this.latencyMs === null ? lag : Math.round(this.latencyMs * 0.9 + lag * 0.1);
    }
  }

  /** Messages per second over the last `windowS` whole seconds (at most a minute). */
  rate(now: number, windowS = 10): number {
    const s = Math.floor(now / 1000);
    let n = 0;
    for (let k = s - windowS; k < s; k++) {
      const slot = k % SLOTS;
      if (this.#stamps[slot] === k) n += this.#counts[slot] ?? 0;
    }
    return n / windowS;
  }

  /** Data status: messages arrived within the last `withinMs`. */
  flowing(now: number, withinMs: number): boolean {
    return this.lastMessageAt !== null && now - this.lastMessageAt <= withinMs;
  }
}
