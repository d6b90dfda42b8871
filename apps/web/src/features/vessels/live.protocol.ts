import type { LiveStatic, LiveSubscribe } from '@pantau/contracts';

/**
 * Messages between the main thread and the live worker (`live.worker.ts`). The worker owns
 * the socket and the vessel set; the main thread gets ready-to-draw columns, never
 * per-vessel objects.
 */

export type Filters = NonNullable<LiveSubscribe['filters']>;

export type ToWorker =
  | { type: 'subscribe'; bbox: LiveSubscribe['bbox']; zoom: number; filters: Filters }
  | { type: 'lookup'; id: number; mmsi: number }
  | { type: 'close' };

/** The columns of the vessels shown, each `count` long (positions 2 per vessel, colours 4). */
export interface VesselColumns {
  count: number;
  positions: Float32Array;
  /** deck.gl angles: degrees counter-clockwise (minus heading, else course, else 0). */
  angles: Float32Array;
  colours: Uint8Array;
  /**
   * Where each vessel will be in 3 minutes on its heading (else course) at its speed
   * (SPEC §9: speed × 0.514444 × 180 m), [lon, lat] per vessel: the heading lines.
   */
  ends: Float32Array;
  /** 1 for a fresh vessel (solid marker), 0 for stale or lost (hollow). */
  solid: Uint8Array;
  mmsi: Uint32Array;
}

/** A vessel's current state as the panel shows it. */
export interface VesselLookup {
  mmsi: number;
  lat: number;
  lon: number;
  /** Unix ms of the position. */
  t: number;
  cog: number | null;
  heading: number | null;
  sog: number | null;
  group: number;
  classB: boolean;
  satellite: boolean;
  static: LiveStatic | null;
}

export type FromWorker =
  | {
      type: 'frame';
      columns: VesselColumns;
      /** Newest receive time at the server of the last frame applied (unix ms). */
      newestT: number;
      /** When the worker last got a frame from the server (unix ms), 0 for none yet. */
      frameAt: number;
    }
  | { type: 'hello'; simulated: boolean; tickMs: number }
  | { type: 'status'; connected: boolean }
  | { type: 'error'; message: string }
  | { type: 'lookup'; id: number; vessel: VesselLookup | null };
