/**
 * A uniform grid over the globe (cells of `cellDeg` degrees, half a degree by default)
 * holding MMSIs, for viewport queries without touching every vessel. A search for
 * neighbours a few kilometres away wants smaller cells: a half-degree cell of the Malacca
 * Strait holds hundreds of ships.
 *
 * Each MMSI carries a value, what the searches hand back: the MMSI itself unless `set` is
 * given one (the live picture's fine cells hold the vessel's state, so the alert engine's
 * pair search reads a neighbour without a lookup per candidate).
 */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

export class GridIndex<V = number> {
  readonly #cells = new Map<number, Map<number, V>>();
  readonly #cellOf = new Map<number, number>();
  readonly #deg: number;
  readonly #cols: number;
  readonly #rows: number;

  constructor(cellDeg = 0.5) {
    this.#deg = cellDeg;
    this.#cols = Math.round(360 / cellDeg);
    this.#rows = Math.round(180 / cellDeg);
  }

  #col(lon: number): number {
    return Math.min(this.#cols - 1, Math.max(0, Math.floor((lon + 180) / this.#deg)));
  }

  #row(lat: number): number {
    return Math.min(this.#rows - 1, Math.max(0, Math.floor((lat + 90) / this.#deg)));
  }

  cellKey(lon: number, lat: number): number {
    return this.#row(lat) * this.#cols + this.#col(lon);
  }

  /** Puts (or moves) an MMSI at a position, with the value searches hand back for it. */
  set(mmsi: number, lon: number, lat: number, value: V = mmsi as V): void {
    const key = this.cellKey(lon, lat);
    const old = this.#cellOf.get(mmsi);
    if (old === key) {
      this.#cells.get(key)?.set(mmsi, value);
      return;
    }
    if (old !== undefined) this.#remove(old, mmsi);
    let cell = this.#cells.get(key);
    if (!cell) this.#cells.set(key, (cell = new Map<number, V>()));
    cell.set(mmsi, value);
    this.#cellOf.set(mmsi, key);
  }

  #remove(key: number, mmsi: number): void {
    const cell = this.#cells.get(key);
    cell?.delete(mmsi);
    if (cell?.size === 0) this.#cells.delete(key);
  }

  delete(mmsi: number): void {
    const old = this.#cellOf.get(mmsi);
    if (old === undefined) return;
    this.#remove(old, mmsi);
    this.#cellOf.delete(mmsi);
  }

  /** As `candidates`, calling `fn` for each: no generator on the hot paths. */
  forEachCandidate(bbox: Bbox, fn: (value: V) => void): void {
    const [west, south, east, north] = bbox;
    if (west > east) {
      this.forEachCandidate([Math.min(west, 180), south, 180, north], fn);
      this.forEachCandidate([-180, south, Math.max(east, -180), north], fn);
      return;
    }
    const r0 = this.#row(south);
    const r1 = this.#row(north);
    const c0 = this.#col(west);
    const c1 = this.#col(east);
    if ((r1 - r0 + 1) * (c1 - c0 + 1) > this.#cells.size) {
      for (const [key, cell] of this.#cells) {
        const r = Math.floor(key / this.#cols);
        const c = key % this.#cols;
        if (r >= r0 && r <= r1 && c >= c0 && c <= c1) for (const v of cell.values()) fn(v);
      }
      return;
    }
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = this.#cells.get(r * this.#cols + c);
        if (cell) for (const v of cell.values()) fn(v);
      }
    }
  }

  /**
   * Every MMSI in cells touching the box (callers filter exactly). West > east crosses 180°;
   * each half is clamped to the globe, so no box (181,91,-181,-91 was one) splits again.
   */
  *candidates(bbox: Bbox): Generator<V> {
    const [west, south, east, north] = bbox;
    if (west > east) {
      yield* this.candidates([Math.min(west, 180), south, 180, north]);
      yield* this.candidates([-180, south, Math.max(east, -180), north]);
      return;
    }
    const r0 = this.#row(south);
    const r1 = this.#row(north);
    const c0 = this.#col(west);
    const c1 = this.#col(east);
    // A box wider than the cells we hold: walk the cells instead of the box.
    if ((r1 - r0 + 1) * (c1 - c0 + 1) > this.#cells.size) {
      for (const [key, cell] of this.#cells) {
        const r = Math.floor(key / this.#cols);
        const c = key % this.#cols;
        if (r >= r0 && r <= r1 && c >= c0 && c <= c1) yield* cell.values();
      }
      return;
    }
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = this.#cells.get(r * this.#cols + c);
        if (cell) yield* cell.values();
      }
    }
  }
}

export function inBbox(lon: number, lat: number, bbox: Bbox): boolean {
  const [west, south, east, north] = bbox;
  if (lat < south || lat > north) return false;
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}
