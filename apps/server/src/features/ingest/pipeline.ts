import { AisStream, type AisMessage, type MessageMeta } from '@pantau/ais';
import { normaliseAis, normaliseAton } from '@pantau/domain';
import type { LiveHub } from '../../live-hub/live-hub.ts';
import { Dedupe } from './dedupe.ts';
import type { SourceStats } from './source-stats.ts';

/**
 * The ingest pipeline after the bytes: for each connection of each source, an AisStream
 * (lines → tag block → fragments → decode), then normalise → dedupe → publish on the hub.
 */
export class IngestPipeline {
  readonly #hub: LiveHub;
  readonly #now: () => number;
  readonly dedupe: Dedupe;

  constructor(opts: { hub: LiveHub; now?: () => number; dedupeWindowMs?: number }) {
    this.#hub = opts.hub;
    this.#now = opts.now ?? Date.now;
    this.dedupe = new Dedupe(opts.dedupeWindowMs);
  }

  /** A writer for one connection of a source: feed it bytes or text as they arrive. */
  connection(
    source: string,
    stats: SourceStats,
  ): { write: (chunk: Uint8Array | string) => void; end: () => void } {
    const stream = new AisStream({
      now: this.#now,
      onMessage: (m, meta) => this.#message(m, meta, source, stats),
      onError: () => {
        stats.decodeErrors++;
      },
    });
    return { write: (chunk) => stream.write(chunk), end: () => stream.end() };
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
