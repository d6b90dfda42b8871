import type {
  LiveClientMessage,
  LiveServerJson,
  LiveStatic,
  LiveSubscribe,
} from '@pantau/contracts';

/**
 * Messages between the main thread and the live worker (`live.worker.ts`). The worker owns
 * the socket and the vessel set; the main thread gets ready-to-draw columns, never
 * per-vessel objects.
 */

export type Filters = NonNullable<LiveSubscribe['filters']>;

export type ToWorker =
  /**
   * A message for the server; the latest of each type is sent again after a reconnect, but
   * not a `once` message (a chat line): it goes now or not at all, and its sender says so.
   */
  | { type: 'send'; message: LiveClientMessage; once?: boolean }
  | { type: 'lookup'; id: number; mmsi: number }
  /** Frames to the page at most once per `ms` (a page drawing in software asks for fewer). */
  | { type: 'pace'; ms: number }
  | { type: 'close' };

/** `flags` bit: the vessel has a direction (heading, else course): draw its heading line. */
export const FLAG_DIRECTION = 1;
/**
 * `flags` bit: its plot status is not good (a plot bit of the frame's status is set —
 * MMSI double, no IMO, call sign double — or it is lost): the Plot Status overlay marks it.
 */
export const FLAG_PLOT_NOT_GOOD = 2;

/**
 * The columns of the vessels shown, each `count` long: positions 2 per vessel, colours 4,
 * predictions 4 (two vertices) and their colours 8 (one RGBA per vertex).
 */
export interface VesselColumns {
  count: number;
  positions: Float32Array;
  /** deck.gl angles: degrees counter-clockwise (minus heading, else course, else 0). */
  angles: Float32Array;
  colours: Uint8Array;
  /**
   * Each vessel's heading-prediction segment, [lon, lat, lon, lat]: from where it is to where
   * it will be in 3 minutes on its heading (else course) at its speed (SPEC §9: speed ×
   * 0.514444 × 180 m). Zero length without a direction or a speed.
   */
  predictions: Float32Array;
  /** The vessel's colour at both vertices of its prediction (deck.gl paths colour vertices). */
  predictionColours: Uint8Array;
  /** 1 for a fresh vessel (solid marker), 0 for stale or lost (hollow). */
  solid: Uint8Array;
  /** `FLAG_DIRECTION` | `FLAG_PLOT_NOT_GOOD`. */
  flags: Uint8Array;
  /**
   * The positions (lon, lat) of only the vessels flagged `FLAG_PLOT_NOT_GOOD`, in row order:
   * the Plot Status overlay draws a ring for each of these and nothing for the rest.
   */
  plotRings: Float32Array;
  mmsi: Uint32Array;
}

/** The buffers of every column, to transfer them (each column has its own). */
export function columnBuffers(columns: VesselColumns): ArrayBuffer[] {
  return Object.values(columns)
    .filter((v): v is ArrayBufferView<ArrayBuffer> => ArrayBuffer.isView(v))
    .map((v) => v.buffer);
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
      /**
       * Newest receive time at the server of the last frame applied, on the browser's clock
       * (unix ms; see clock-offset.ts).
       */
      newestT: number;
      /** When the worker last got a frame from the server (unix ms), 0 for none yet. */
      frameAt: number;
      /** Add to a server time to get the browser's time of it (ms; clock-offset.ts). */
      clockOffset: number;
    }
  /** `signedOut`: the server ended the session; the worker does not reconnect. */
  | { type: 'status'; connected: boolean; signedOut?: boolean }
  | { type: 'lookup'; id: number; vessel: VesselLookup | null }
  /** A JSON message from the server, for whoever listens to its type. */
  | { type: 'json'; message: LiveServerJson };
