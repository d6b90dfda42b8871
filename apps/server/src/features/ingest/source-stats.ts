/**
 * What a source's supervisor shows an operator: messages, decode errors, when the last
 * message came, the message rate, and the feed latency (tag-block time to receipt).
 */
export class SourceStats {
  messages = 0;
  decodeErrors = 0;
  duplicates = 0;
  lastMessageAt: number | null = null;
  /** Smoothed latency from the tag block's `c:` time to receipt, ms (null without tag times). */
  latencyMs: number | null = null;
  /** Message timestamps of the last minute, as counts per second. */
  readonly #perSecond = new Map<number, number>();

  message(now: number, tagTimeMs: number | null): void {
    this.messages++;
    this.lastMessageAt = now;
    const s = Math.floor(now / 1000);
    this.#perSecond.set(s, (this.#perSecond.get(s) ?? 0) + 1);
    if (this.#perSecond.size > 120) {
      for (const k of this.#perSecond.keys()) if (k < s - 60) this.#perSecond.delete(k);
    }
    if (tagTimeMs !== null) {
      const lag = Math.max(0, now - tagTimeMs);
      this.latencyMs = this.latencyMs === null ? lag : Math.round(this.latencyMs * 0.9 + lag * 0.1);
    }
  }

  /** Messages per second over the last `windowS` whole seconds. */
  rate(now: number, windowS = 10): number {
    const s = Math.floor(now / 1000);
    let n = 0;
    for (let k = s - windowS; k < s; k++) n += this.#perSecond.get(k) ?? 0;
    return n / windowS;
  }

  /** Data status: messages arrived within the last `withinMs`. */
  flowing(now: number, withinMs: number): boolean {
    return this.lastMessageAt !== null && now - this.lastMessageAt <= withinMs;
  }
}
