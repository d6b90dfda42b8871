/**
 * Dense numbers for the vessels the push's clients hold, so that what each client holds is a
 * bitmap (`VesselBits`): at 110,000 vessels 14 KB a client, where a `Set` of MMSIs took
 * 2.5 MB (a quarter of a gigabyte at 100 clients watching Indonesia, ten times that at
 * 1,000). A vessel keeps its number while it is in the picture; once the picture has removed
 * it, its number is given to another vessel only when no client's bitmap still has it set
 * (`release`), so a bit never stands for two vessels.
 */
export class VesselSlots {
  readonly #slotOf = new Map<number, number>();
  readonly #mmsiOf: number[] = [];
  readonly #free: number[] = [];
  /** Numbers of vessels the picture removed, kept until no client holds them. */
  readonly #retired = new Set<number>();

  /** The vessel's number, given now if it has none (and taken back from retirement). */
  slot(mmsi: number): number {
    let slot = this.#slotOf.get(mmsi);
    if (slot === undefined) {
      slot = this.#free.pop() ?? this.#mmsiOf.length;
      this.#slotOf.set(mmsi, slot);
      this.#mmsiOf[slot] = mmsi;
    } else {
      this.#retired.delete(slot);
    }
    return slot;
  }

  /** The vessel's number if it has one. */
  peek(mmsi: number): number | undefined {
    return this.#slotOf.get(mmsi);
  }

  mmsiOf(slot: number): number {
    return this.#mmsiOf[slot] ?? -1;
  }

  /** Numbers given so far: every bitmap is at most this long. */
  get capacity(): number {
    return this.#mmsiOf.length;
  }

  /** Vessels numbered now (in the picture, or retired and still held by a client). */
  get size(): number {
    return this.#slotOf.size;
  }

  /** The picture removed this vessel: its number goes back once no client holds it. */
  retire(mmsi: number): void {
    const slot = this.#slotOf.get(mmsi);
    if (slot !== undefined) this.#retired.add(slot);
  }

  /** Frees the retired numbers for which `held` says no client has a bit set. */
  release(held: (slot: number) => boolean): void {
    for (const slot of this.#retired) {
      if (held(slot)) continue;
      this.#retired.delete(slot);
      this.#slotOf.delete(this.#mmsiOf[slot] ?? -1);
      this.#mmsiOf[slot] = -1;
      this.#free.push(slot);
    }
  }
}

/** A set of vessels as one bit per `VesselSlots` number; read and written by MMSI. */
export class VesselBits {
  readonly #slots: VesselSlots;
  #words = new Uint32Array(0);
  #size = 0;
  /** The word `take` goes on from. */
  #cursor = 0;

  constructor(slots: VesselSlots) {
    this.#slots = slots;
  }

  get size(): number {
    return this.#size;
  }

  has(mmsi: number): boolean {
    const slot = this.#slots.peek(mmsi);
    return slot !== undefined && this.hasSlot(slot);
  }

  hasSlot(slot: number): boolean {
    return ((this.#words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  add(mmsi: number): void {
    const slot = this.#slots.slot(mmsi);
    const word = slot >>> 5;
    if (word >= this.#words.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.#words.length * 2, 64));
      grown.set(this.#words);
      this.#words = grown;
    }
    const bit = 1 << (slot & 31);
    const had = this.#words[word] ?? 0;
    if ((had & bit) === 0) {
      this.#words[word] = had | bit;
      this.#size++;
    }
  }

  /** Takes the vessel out; true if it was in. */
  delete(mmsi: number): boolean {
    const slot = this.#slots.peek(mmsi);
    if (slot === undefined) return false;
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    const had = this.#words[word] ?? 0;
    if ((had & bit) === 0) return false;
    this.#words[word] = had & ~bit;
    this.#size--;
    return true;
  }

  clear(): void {
    this.#words.fill(0);
    this.#size = 0;
  }

  /** The MMSIs in the set, in number order. */
  *[Symbol.iterator](): IterableIterator<number> {
    const words = this.#words;
    for (let w = 0; w < words.length; w++) {
      let bits = words[w] ?? 0;
      while (bits !== 0) {
        const low = bits & -bits;
        yield this.#slots.mmsiOf(w * 32 + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
  }

  /**
   * Takes up to `n` vessels out of the set and answers their MMSIs. Each take goes on from the
   * word where the last one stopped, round the bitmap, so a client that stays behind still gets
   * every vessel in turn (low numbers changing again are not always first).
   */
  take(n: number): number[] {
    const out: number[] = [];
    const words = this.#words;
    for (let i = 0; i < words.length && out.length < n; i++) {
      const w = (this.#cursor + i) % words.length;
      let bits = words[w] ?? 0;
      while (bits !== 0 && out.length < n) {
        const low = bits & -bits;
        out.push(this.#slots.mmsiOf(w * 32 + 31 - Math.clz32(low)));
        bits ^= low;
      }
      this.#size -= popcount((words[w] ?? 0) ^ bits);
      words[w] = bits;
      this.#cursor = w;
    }
    return out;
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
