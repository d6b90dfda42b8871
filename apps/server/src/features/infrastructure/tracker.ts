import { creditSpan } from '@pantau/domain';
import type { InfrastructureRepo, StoredCredit } from './infrastructure.repo.ts';

/** What is known of one sensor or source now. */
export interface TrackedState {
  up: boolean;
  /** When it was last observed; null when only its stored state is known (after a restart). */
  at: number | null;
  /** When the current state began (its transition). */
  since: number | null;
  locationId: string | null;
  kind: string;
  error: string | null;
  latencyMs: number | null;
}

/**
 * Follows every sensor and feed source: each observation credits the span since the previous
 * one (to the previous state, at the previous location) to the day's uptime, and a change of
 * state is stored as a transition. Credits are gathered here and added to the store by
 * `flush()`.
 */
export class UptimeTracker {
  readonly #repo: InfrastructureRepo;
  readonly #states = new Map<string, TrackedState>();
  readonly #pending = new Map<string, StoredCredit>();

  constructor(repo: InfrastructureRepo) {
    this.#repo = repo;
  }

  /** The stored states (the newest transition of each), so a restart does not re-record them. */
  async load(): Promise<void> {
    for (const t of await this.#repo.lastTransitions()) {
      this.#states.set(t.key, {
        up: t.up,
        at: null,
        since: t.at,
        locationId: t.locationId,
        kind: t.kind,
        error: t.error,
        latencyMs: null,
      });
    }
  }

  state(key: string): TrackedState | undefined {
    return this.#states.get(key);
  }

  async observe(
    key: string,
    o: {
      locationId: string | null;
      kind: string;
      up: boolean;
      error: string | null;
      latencyMs?: number | null;
      at: number;
      maxGapMs: number;
    },
  ): Promise<void> {
    const prev = this.#states.get(key);
    if (prev && prev.at !== null && prev.locationId !== null) {
      for (const c of creditSpan(prev.at, o.at, prev.up, o.maxGapMs)) {
        this.#credit({ ...c, locationId: prev.locationId, kind: prev.kind });
      }
    }
    const changed = !prev || prev.up !== o.up;
    if (changed) {
      await this.#repo.addTransition({
        key,
        locationId: o.locationId,
        kind: o.kind,
        up: o.up,
        at: o.at,
        error: o.error,
      });
    }
    this.#states.set(key, {
      up: o.up,
      at: o.at,
      since: changed ? o.at : (prev?.since ?? o.at),
      locationId: o.locationId,
      kind: o.kind,
      error: o.error,
      latencyMs: o.latencyMs ?? null,
    });
  }

  /** A removed sensor or source: nothing more is credited to it. */
  forget(key: string): void {
    this.#states.delete(key);
  }

  /** The credits gathered but not stored yet. */
  pending(): StoredCredit[] {
    return [...this.#pending.values()];
  }

  async flush(): Promise<void> {
    const credits = this.pending();
    this.#pending.clear();
    try {
      await this.#repo.addCredits(credits);
    } catch (err) {
      // Kept for the next flush.
      for (const c of credits) this.#credit(c);
      throw err;
    }
  }

  #credit(c: StoredCredit): void {
    const k = `${c.day}|${c.locationId}|${c.kind}`;
    const have = this.#pending.get(k);
    if (have) {
      have.upMs += c.upMs;
      have.knownMs += c.knownMs;
    } else this.#pending.set(k, { ...c });
  }
}
