import { AisStream, type AisMessage, type MessageMeta } from '@pantau/ais';
import { normaliseAis, normaliseAton, type AtonReport, type VesselEvent } from '@pantau/domain';
import type { LivePicture } from '../live/live-picture.ts';
import { Dedupe } from './dedupe.ts';
import type { SourceStats } from './source-stats.ts';

/** Where accepted events go besides the live picture (history writer, bus, alerts). */
export type EventSink = (e: VesselEvent) => void;

/**
 * The ingest pipeline after the bytes: for each connection of each source, an AisStream
 * (lines → tag block → fragments → decode), then normalise → dedupe → apply.
 */
export class IngestPipeline {
  readonly #picture: LivePicture;
  readonly #sinks: EventSink[];
  readonly #onAton: ((r: AtonReport) => void) | undefined;
  readonly #now: () => number;
  readonly dedupe: Dedupe;

  constructor(opts: {
    picture: LivePicture;
    sinks?: EventSink[];
    /** Aids to navigation (message 21): not vessels, kept apart. */
    onAton?: (r: AtonReport) => void;
    now?: () => number;
    dedupeWindowMs?: number;
  }) {
    this.#picture = opts.picture;
    this.#sinks = opts.sinks ?? [];
    this.#onAton = opts.onAton;
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
      if (aid) this.#onAton?.(aid);
      return;
    }
    const events = normaliseAis(m, now, source);
    for (const e of events) {
      if (e.kind === 'position') {
        const second = typeof m['second'] === 'number' ? m['second'] : null;
        if (this.dedupe.isDuplicate(e, second)) {
          stats.duplicates++;
          this.#picture.heardFrom(e.mmsi, source, now);
          continue;
        }
      }
      this.#picture.apply(e);
      for (const sink of this.#sinks) sink(e);
    }
  }
}
