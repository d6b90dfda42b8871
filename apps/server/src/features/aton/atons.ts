import type { AidToNavigation } from '@pantau/contracts';
import { aidTypeName, type AtonReport } from '@pantau/domain';
import type { AtonRepo } from './aton.repo.ts';

/**
 * The aids to navigation (SBNP) heard over AIS: the newest report of each in memory, for
 * the map and the search, and written behind to the store (`flush`) so a restart keeps them.
 * Aids report every few minutes at most, so there are only ever some thousands of them.
 */
export class AidsToNavigation {
  readonly #repo: AtonRepo;
  readonly #aids = new Map<number, AtonReport>();
  /** Reports not yet written, by MMSI (the newest wins). */
  #pending = new Map<number, AtonReport>();

  constructor(repo: AtonRepo) {
    this.#repo = repo;
  }

  get size(): number {
    return this.#aids.size;
  }

  /** Takes the stored aids (at start). */
  async load(): Promise<void> {
    for (const r of await this.#repo.list()) {
      const known = this.#aids.get(r.mmsi);
      if (!known || known.t < r.t) this.#aids.set(r.mmsi, r);
    }
  }

  /** A report heard; an older one than the aid's newest (a late satellite copy) is ignored. */
  apply(r: AtonReport): void {
    const known = this.#aids.get(r.mmsi);
    if (known && known.t > r.t) return;
    this.#aids.set(r.mmsi, r);
    this.#pending.set(r.mmsi, r);
  }

  /** Writes the reports heard since the last flush; on failure they are kept for the next. */
  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      await this.#repo.save([...batch.values()]);
    } catch (err) {
      for (const [mmsi, r] of batch) if (!this.#pending.has(mmsi)) this.#pending.set(mmsi, r);
      throw err;
    }
  }

  /** Forgets the aids not heard since `before`, here and in the store. */
  async purge(before: number): Promise<number> {
    for (const [mmsi, r] of this.#aids) {
      if (r.t < before) {
        this.#aids.delete(mmsi);
        this.#pending.delete(mmsi);
      }
    }
    return this.#repo.purge(before);
  }

  list(): AidToNavigation[] {
    return [...this.#aids.values()].map(toAid);
  }

  /** The aids whose name or MMSI holds `q` (case-insensitive), by name. */
  search(q: string): AidToNavigation[] {
    const needle = q.toLowerCase();
    return [...this.#aids.values()]
      .filter((r) => r.name?.toLowerCase().includes(needle) || String(r.mmsi).includes(needle))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.mmsi - b.mmsi)
      .map(toAid);
  }
}

function toAid(r: AtonReport): AidToNavigation {
  return {
    mmsi: r.mmsi,
    name: r.name,
    aidType: r.aidType,
    aidTypeName: aidTypeName(r.aidType),
    lon: r.lon,
    lat: r.lat,
    virtual: r.virtual,
    offPosition: r.offPosition,
    source: r.source,
    lastSeen: r.t,
  };
}
