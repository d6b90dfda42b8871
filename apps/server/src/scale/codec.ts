import type { AtonReport, VesselEvent } from '@pantau/domain';

/**
 * One stream message: the hub items one ingest process accepted in one batch interval, in
 * order. `i` is the ingest process's id for this run and `s` its sequence, which together
 * are the message's `Nats-Msg-Id` (JetStream drops a second copy within its duplicate
 * window, and consumers drop any older sequence of an ingest id they have seen).
 */
export type StreamItem =
  ['e', VesselEvent] | ['h', mmsi: number, source: string, t: number] | ['a', AtonReport];

export interface StreamBatch {
  v: 1;
  /** The ingest process's id for this run. */
  i: string;
  /** Its sequence, from 1. */
  s: number;
  /** When it was sent (unix ms). */
  t: number;
  e: StreamItem[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeBatch(b: StreamBatch): Uint8Array {
  return encoder.encode(JSON.stringify(b));
}

/** A batch, or null for a message that is not one (counted by the caller, never thrown). */
export function decodeBatch(data: Uint8Array): StreamBatch | null {
  try {
    const b = JSON.parse(decoder.decode(data)) as Partial<StreamBatch>;
    if (b.v !== 1 || typeof b.i !== 'string' || typeof b.s !== 'number' || !Array.isArray(b.e)) {
      return null;
    }
    return b as StreamBatch;
  } catch {
    return null;
  }
}

export const messageId = (b: Pick<StreamBatch, 'i' | 's'>) => `${b.i}-${b.s}`;

/**
 * Drops batches a consumer has already had: per ingest id the newest sequence seen. A
 * replay (a redelivery, a resent batch outside the duplicate window) is older or equal.
 */
export class ReplayFilter {
  readonly #newest = new Map<string, number>();
  duplicates = 0;

  fresh(b: Pick<StreamBatch, 'i' | 's'>): boolean {
    const seen = this.#newest.get(b.i) ?? 0;
    if (b.s <= seen) {
      this.duplicates++;
      return false;
    }
    this.#newest.set(b.i, b.s);
    return true;
  }
}
