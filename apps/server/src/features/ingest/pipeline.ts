import {
  AisStream,
  FragmentBudget,
  type AisError,
  type AisMessage,
  type MessageMeta,
} from '@pantau/ais';
import type { SourceChecksum } from '@pantau/contracts';
import { normaliseAis, normaliseAton } from '@pantau/domain';
import type { LiveHub } from '../../live-hub/live-hub.ts';
import { Dedupe } from './dedupe.ts';
import type { Connection } from './drivers/driver.ts';
import { FEED_MAX_LINE, FEED_MAX_PENDING } from './limits.ts';
import type { SourceStats } from './source-stats.ts';

/** The fragment budget when none is given: 64 MiB (PANTAU_FEED_FRAGMENT_BUDGET_MB). */
const DEFAULT_FRAGMENT_BUDGET = 64 * 1024 * 1024;

/**
 * The ingest pipeline after the bytes: for each connection of each source, an AisStream
 * (lines → tag block → fragments → decode), then normalise → dedupe → publish on the hub.
 * Every connection's stream keeps lines of at most `FEED_MAX_LINE` characters and at most
 * `FEED_MAX_PENDING` unfinished multi-part messages, and all of them share one fragment byte
 * budget: a connection over it drops its own oldest, so no number of connections can make
 * unfinished messages outgrow it.
 */
export class IngestPipeline {
  readonly #hub: LiveHub;
  readonly #now: () => number;
  readonly dedupe: Dedupe;
  /** Unfinished multi-part messages of every connection of every source. */
  readonly budget: FragmentBudget;

  constructor(opts: {
    hub: LiveHub;
    now?: () => number;
    dedupeWindowMs?: number;
    fragmentBudgetBytes?: number;
  }) {
    this.#hub = opts.hub;
    this.#now = opts.now ?? Date.now;
    this.dedupe = new Dedupe(opts.dedupeWindowMs);
    this.budget = new FragmentBudget(opts.fragmentBudgetBytes ?? DEFAULT_FRAGMENT_BUDGET);
  }

  /** A writer for one connection of a source: feed it bytes or text as they arrive. */
  connection(
    source: string,
    stats: SourceStats,
    opts: { checksum?: SourceChecksum } = {},
  ): Connection {
    const stream = new AisStream({
      now: this.#now,
      maxLineLength: FEED_MAX_LINE,
      maxPending: FEED_MAX_PENDING,
      budget: this.budget,
      requireChecksum: opts.checksum !== 'optional',
      onMessage: (m, meta) => this.#message(m, meta, source, stats),
      onError: (e: AisError) => {
        stats.decodeErrors++;
        if (e.kind === 'overlong') stats.overlong++;
        else if (e.kind === 'checksum') stats.checksum++;
      },
    });
    // Evictions are counted by the stream, not reported as errors: carried over per chunk.
    let evicted = 0;
    const countEvicted = () => {
      const now = stream.stats.errors.evicted;
      if (now !== evicted) {
        stats.evicted += now - evicted;
        evicted = now;
      }
    };
    return {
      write: (chunk) => {
        stream.write(chunk);
        countEvicted();
      },
      end: () => {
        stream.end();
        countEvicted();
      },
      decoded: () => stream.stats.messages + stream.stats.radar,
    };
  }

  #message(m: AisMessage, meta: MessageMeta, source: string, stats: SourceStats): void {
    const now = this.#now();
    const tagTime = meta.tag?.time;
    stats.message(now, tagTime === undefined ? null : tagTime < 1e11 ? tagTime * 1000 : tagTime);
    if (m.type === 21) {
      const aid = normaliseAton(m, now, source);
      // Aids to navigation (message 21): not vessels, kept apart.
      if (aid) this.#hub.aton(aid);
      return;
    }
    const events = normaliseAis(m, now, source);
    for (const e of events) {
      if (e.kind === 'position') {
        const second = typeof m['second'] === 'number' ? m['second'] : null;
        if (this.dedupe.isDuplicate(e, second)) {
          stats.duplicates++;
          this.#hub.heard(e.mmsi, source, now);
          continue;
        }
      }
      this.#hub.publish(e);
    }
  }
}
