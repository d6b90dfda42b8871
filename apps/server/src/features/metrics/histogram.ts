/**
 * A Prometheus histogram: counts per upper bound (cumulative when read), the sum and the
 * count. `observe` is on a hot path (the live push): a short linear scan, no allocation.
 */
export class Histogram {
  readonly bounds: readonly number[];
  readonly #counts: Float64Array;
  sum = 0;
  count = 0;

  /** `bounds`: the buckets' upper bounds, ascending (+Inf is implied). */
  constructor(bounds: readonly number[]) {
    this.bounds = bounds;
    this.#counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    let i = 0;
    while (i < this.bounds.length && value > (this.bounds[i] as number)) i++;
    this.#counts[i] = (this.#counts[i] ?? 0) + 1;
    this.sum += value;
    this.count++;
  }

  /** Cumulative counts per bound, the last one +Inf (= count). */
  cumulative(): number[] {
    const out: number[] = [];
    let total = 0;
    for (const c of this.#counts) out.push((total += c));
    return out;
  }

  /** The smallest bound holding at least `q` of the observations (+Inf past the last). */
  quantileBound(q: number): number {
    const want = q * this.count;
    const cum = this.cumulative();
    for (let i = 0; i < this.bounds.length; i++)
      if ((cum[i] as number) >= want) return this.bounds[i] as number;
    return Infinity;
  }
}
