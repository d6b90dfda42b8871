/**
 * Splits text into lines (CR, LF or CRLF, across chunks) keeping at most `maxLength`
 * characters of an unfinished line: a longer line is dropped whole and reported, so input
 * without newlines (a device, a binary file) costs a bounded buffer, not the heap. The same
 * cap as the network feeds' (`FEED_MAX_LINE`).
 */
export class LineSplitter {
  readonly #max: number;
  readonly #onOverlong: () => void;
  #carry = '';
  /** Skipping the rest of an overlong line until its end. */
  #discarding = false;

  constructor(maxLength: number, onOverlong: () => void) {
    this.#max = maxLength;
    this.#onOverlong = onOverlong;
  }

  /** The complete, non-empty lines in `chunk` (without terminators), in order. */
  *push(chunk: string): Generator<string> {
    let p = 0;
    const n = chunk.length;
    while (p < n) {
      let eol = p;
      while (eol < n) {
        const c = chunk.charCodeAt(eol);
        if (c === 10 || c === 13) break;
        eol++;
      }
      if (eol === n) {
        this.#keep(chunk.slice(p));
        return;
      }
      const line = this.#carry + chunk.slice(p, eol);
      this.#carry = '';
      p = eol + 1;
      if (this.#discarding) {
        this.#discarding = false;
        continue;
      }
      if (line.length > this.#max) this.#onOverlong();
      else if (line.length > 0) yield line;
    }
  }

  /** The last line when the input ended without a terminator. */
  end(): string | null {
    const rest = this.#discarding ? '' : this.#carry;
    this.#carry = '';
    this.#discarding = false;
    return rest.length > 0 ? rest : null;
  }

  #keep(rest: string): void {
    if (this.#discarding) return;
    if (this.#carry.length + rest.length > this.#max) {
      this.#onOverlong();
      this.#carry = '';
      this.#discarding = true;
      return;
    }
    this.#carry += rest;
  }
}
