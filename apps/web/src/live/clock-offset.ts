/**
 * The browser's clock against the server's, from the frames themselves: each frame says when
 * the server sent it, so `arrival − sent` is the clock difference plus that frame's transit.
 * The smallest of the recent ones is the difference plus the quickest transit — the best
 * estimate there is without a round trip — and it follows a clock that drifts.
 */
export class ClockOffset {
  readonly #samples: number[] = [];
  readonly #window: number;

  constructor(window = 30) {
    this.#window = window;
  }

  /** Adds `arrival − serverSent` (ms) of one frame; answers the current offset. */
  add(sample: number): number {
    this.#samples.push(sample);
    if (this.#samples.length > this.#window) this.#samples.shift();
    return this.offset;
  }

  /** Add to a server time to get the browser's time of it (0 before any frame). */
  get offset(): number {
    return this.#samples.length === 0 ? 0 : Math.min(...this.#samples);
  }
}
