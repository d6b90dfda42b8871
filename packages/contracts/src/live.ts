import { SHIP_TYPE_GROUPS } from '@pantau/domain';
import { z } from 'zod';
import { LiveAlertBurstMessage, LiveAlertMessage, LiveWatchAlerts } from './alerts.ts';
import {
  LiveChatFailed,
  LiveChatGroupsMessage,
  LiveChatMessage,
  LiveChatReceipt,
  LiveChatReceiptMessage,
  LiveChatSend,
  LiveWatchChat,
} from './chat.ts';
import { defineEndpoint } from './endpoint.ts';
import { SourceList } from './sources.ts';
import { Eta } from './vessels.ts';

/**
 * The live socket (`/api/live`). The client subscribes with its viewport and filters; the
 * server answers with the vessels in view, then each tick only what changed. Positions
 * travel as binary columnar frames (below); static data and control messages as JSON.
 */
const GROUP_IDS = SHIP_TYPE_GROUPS.map((g) => g.id) as [string, ...string[]];

export const Bbox = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
  ])
  .refine((b) => b[1] <= b[3], 'south must not be north of north')
  .describe('[west, south, east, north] in degrees; west > east crosses the antimeridian');

export const LiveSubscribe = z.object({
  type: z.literal('subscribe'),
  bbox: Bbox,
  zoom: z.number().min(0).max(24),
  filters: z
    .object({
      groups: z
        .array(z.enum(GROUP_IDS))
        .optional()
        .describe('Ship-type groups shown (Filter Kapal)'),
      sources: z
        .array(z.string().max(64))
        .max(500)
        .optional()
        .describe('Sources shown (FILTER AIS)'),
      liveOnly: z
        .boolean()
        .optional()
        .describe('Only vessels reporting now whose plot status is good (Show Live Only)'),
    })
    .optional(),
});
export type LiveSubscribe = z.infer<typeof LiveSubscribe>;

/**
 * DATA SOURCE panel open: the server sends `{type:'sources'}` with every source's status at
 * once, then each tick while anything changed (only to users who may see sources).
 */
export const LiveWatchSources = z.object({
  type: z.literal('watch-sources'),
  on: z.boolean(),
});
export type LiveWatchSources = z.infer<typeof LiveWatchSources>;

export const LiveClientMessage = z.discriminatedUnion('type', [
  LiveSubscribe,
  LiveWatchSources,
  LiveWatchAlerts,
  LiveWatchChat,
  LiveChatSend,
  LiveChatReceipt,
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;

/** A vessel's static and voyage data, sent when it enters a view or changes. */
export const LiveStatic = z.object({
  mmsi: z.number(),
  name: z.string().nullable(),
  callSign: z.string().nullable(),
  imo: z.number().nullable(),
  shipType: z.number().nullable(),
  aisClass: z.enum(['A', 'B']).nullable(),
  toBow: z.number().nullable(),
  toStern: z.number().nullable(),
  toPort: z.number().nullable(),
  toStarboard: z.number().nullable(),
  destination: z.string().nullable(),
  draught: z.number().nullable(),
  eta: Eta.nullable(),
  flag: z.object({ iso: z.string(), country: z.string() }).nullable(),
  sources: z.array(z.string()),
});
export type LiveStatic = z.infer<typeof LiveStatic>;

/** First message on every socket. */
export const LiveHello = z.object({
  type: z.literal('hello'),
  simulated: z.boolean().describe('The picture comes from the built-in simulator'),
  tickMs: z.number().describe('Heartbeat period'),
  serverT: z.number().describe('Server time, unix ms'),
});
export type LiveHello = z.infer<typeof LiveHello>;

export const LiveStaticMessage = z.object({
  type: z.literal('static'),
  vessels: z.array(LiveStatic),
});
export type LiveStaticMessage = z.infer<typeof LiveStaticMessage>;

/** The `watch-sources` channel: every source's status (SourceList). */
export const LiveSourcesMessage = z.object({ type: z.literal('sources'), list: SourceList });
export type LiveSourcesMessage = z.infer<typeof LiveSourcesMessage>;

/** A client message the server could not take (VALIDATION) or may not serve (FORBIDDEN). */
export const LiveErrorMessage = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type LiveErrorMessage = z.infer<typeof LiveErrorMessage>;

/** Every JSON message the server sends on the live socket. */
export const LiveServerMessage = z.discriminatedUnion('type', [
  LiveHello,
  LiveStaticMessage,
  LiveSourcesMessage,
  LiveErrorMessage,
  LiveAlertMessage,
  LiveAlertBurstMessage,
  LiveChatMessage,
  LiveChatFailed,
  LiveChatReceiptMessage,
  LiveChatGroupsMessage,
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
/** The former name of `LiveServerMessage`. */
export type LiveServerJson = LiveServerMessage;

/** The socket's HTTP upgrade (session cookie, or an API token as `Authorization: Bearer`). */
export const liveEndpoints = {
  socket: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    summary: 'WebSocket: live vessels for a viewport (see the contracts)',
    tags: ['live'],
  }),
};

// ---------------------------------------------------------------------------------------
// Binary frames. Little-endian. A 24-byte header, then one column per field, each aligned
// for its typed array, so the browser wraps them without copying.
//
//   u8 kind (1 positions, 2 removals) | u8 version | u8 flags (bit 0: snapshot) | u8 0
//   u32 count | f64 newest receive time (unix ms) | f64 server time (unix ms)
//
// positions: u32 mmsi[n] | f32 lat[n] | f32 lon[n] | u32 time[n] (unix s of the position)
//            | u16 cog[n] (0.1°) | u16 heading[n] (°) | u16 sog[n] (0.1 kn)  (0xffff: none)
//            | u8 group[n] (index in SHIP_TYPE_GROUPS) | u8 status[n] (bit 0 class B,
//            bit 1 satellite only; plot status, 'good' when none is set: bit 2 MMSI double,
//            bit 3 no IMO, bit 4 call sign double)
// removals:  u32 mmsi[n]
// ---------------------------------------------------------------------------------------

export const FRAME_POSITIONS = 1;
export const FRAME_REMOVALS = 2;
export const FRAME_VERSION = 1;
export const FRAME_HEADER = 24;
export const NONE_U16 = 0xffff;
export const STATUS_CLASS_B = 1;
export const STATUS_SATELLITE = 2;
/** Plot status (SPEC §2.15 alert-plot popups): positions jump as if two ships share the MMSI. */
export const STATUS_PLOT_MMSI_DOUBLE = 4;
/** A class A vessel whose static report gives no IMO number. */
export const STATUS_PLOT_NO_IMO = 8;
/** Another vessel in the picture reports the same call sign. */
export const STATUS_PLOT_CALLSIGN_DOUBLE = 16;
export const STATUS_PLOT_ANY =
  STATUS_PLOT_MMSI_DOUBLE | STATUS_PLOT_NO_IMO | STATUS_PLOT_CALLSIGN_DOUBLE;

export interface PositionColumns {
  mmsi: Uint32Array;
  lat: Float32Array;
  lon: Float32Array;
  time: Uint32Array;
  cog: Uint16Array;
  heading: Uint16Array;
  sog: Uint16Array;
  group: Uint8Array;
  status: Uint8Array;
}

export interface FrameHeader {
  kind: number;
  version: number;
  snapshot: boolean;
  count: number;
  newestT: number;
  serverT: number;
}

function positionsLayout(n: number) {
  const mmsi = FRAME_HEADER;
  const lat = mmsi + 4 * n;
  const lon = lat + 4 * n;
  const time = lon + 4 * n;
  const cog = time + 4 * n;
  const heading = cog + 2 * n;
  const sog = heading + 2 * n;
  const group = sog + 2 * n;
  const status = group + n;
  return { mmsi, lat, lon, time, cog, heading, sog, group, status, size: status + n };
}

/** A positions frame being filled row by row (the server's side). */
export class PositionFrameWriter {
  readonly bytes: Uint8Array;
  readonly columns: PositionColumns;
  readonly #n: number;

  constructor(n: number) {
    const buffer = new ArrayBuffer(positionsLayout(n).size);
    this.bytes = new Uint8Array(buffer);
    this.#n = n;
    this.columns = readPositions(buffer, n);
  }

  finish(meta: { snapshot: boolean; newestT: number; serverT: number }): Uint8Array {
    writeHeader(this.bytes, FRAME_POSITIONS, this.#n, meta);
    return this.bytes;
  }
}

export function encodeRemovals(
  mmsis: readonly number[],
  meta: { newestT: number; serverT: number },
): Uint8Array {
  const bytes = new Uint8Array(FRAME_HEADER + 4 * mmsis.length);
  new Uint32Array(bytes.buffer, FRAME_HEADER, mmsis.length).set(mmsis);
  writeHeader(bytes, FRAME_REMOVALS, mmsis.length, { snapshot: false, ...meta });
  return bytes;
}

function writeHeader(
  bytes: Uint8Array,
  kind: number,
  n: number,
  meta: { snapshot: boolean; newestT: number; serverT: number },
): void {
  const v = new DataView(bytes.buffer, bytes.byteOffset, FRAME_HEADER);
  v.setUint8(0, kind);
  v.setUint8(1, FRAME_VERSION);
  v.setUint8(2, meta.snapshot ? 1 : 0);
  v.setUint32(4, n, true);
  v.setFloat64(8, meta.newestT, true);
  v.setFloat64(16, meta.serverT, true);
}

export function readFrameHeader(buffer: ArrayBuffer): FrameHeader {
  const v = new DataView(buffer, 0, FRAME_HEADER);
  return {
    kind: v.getUint8(0),
    version: v.getUint8(1),
    snapshot: (v.getUint8(2) & 1) === 1,
    count: v.getUint32(4, true),
    newestT: v.getFloat64(8, true),
    serverT: v.getFloat64(16, true),
  };
}

/** Views over a positions frame's columns (no copy; the buffer must start the frame). */
export function readPositions(buffer: ArrayBuffer, n: number): PositionColumns {
  const l = positionsLayout(n);
  return {
    mmsi: new Uint32Array(buffer, l.mmsi, n),
    lat: new Float32Array(buffer, l.lat, n),
    lon: new Float32Array(buffer, l.lon, n),
    time: new Uint32Array(buffer, l.time, n),
    cog: new Uint16Array(buffer, l.cog, n),
    heading: new Uint16Array(buffer, l.heading, n),
    sog: new Uint16Array(buffer, l.sog, n),
    group: new Uint8Array(buffer, l.group, n),
    status: new Uint8Array(buffer, l.status, n),
  };
}

export function readRemovals(buffer: ArrayBuffer, n: number): Uint32Array {
  return new Uint32Array(buffer, FRAME_HEADER, n);
}

/**
 * Why the server closed a live socket (WebSocket close codes, 4000–4999 are the
 * application's): the session ended (logout, deactivation, role change, password reset,
 * expiry; sign in again), the client read too slowly (its buffer stayed over budget), or the
 * session or server already has as many live sockets as allowed.
 */
export const LIVE_CLOSE = { sessionEnded: 4401, tooSlow: 4408, tooMany: 4429 } as const;
