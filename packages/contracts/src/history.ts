import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { bboxText, calendarDay, wholeNumber } from './fields.ts';

/**
 * Historical Overall Playback (SPEC §2.25, §4): the whole picture of one UTC+7 day replayed
 * from the position store, in 15-minute blocks the browser fetches and caches (small, so the
 * first frame comes quickly even of a national picture). A block is
 * binary (`encodePlaybackBlock`): columns of 14 bytes a position, thinned to one position
 * per vessel per `PLAYBACK_STEP_MS`.
 */
export const PLAYBACK_BLOCK_MS = 15 * 60_000;
export const PLAYBACK_BLOCKS = 96;
/** At most one position per vessel in this much time (ms): a day's picture stays small. */
export const PLAYBACK_STEP_MS = 30_000;

/** A box `west,south,east,north` in degrees (the locked view). */
const Bbox = bboxText();

export const PlaybackAccessView = z
  .object({ allowed: z.boolean().describe('whether this user may replay the whole picture') })
  .meta({ id: 'PlaybackAccess' });

export const PlaybackStartBody = z.object({
  day: calendarDay('day').describe('UTC+7 calendar day to replay; not in the future'),
});

export const PlaybackSessionView = z
  .object({
    day: z.string(),
    from: z.number().describe('unix ms of the day start (UTC+7 midnight)'),
    to: z.number().describe('unix ms of the day end'),
    blockMs: z.number(),
    blocks: z.number().int().describe('how many blocks the day has'),
    stepMs: z.number(),
    first: z
      .number()
      .nullable()
      .describe('unix ms of the first stored position of the day; null when there is none'),
  })
  .meta({ id: 'PlaybackSession' });
export type PlaybackSessionView = z.infer<typeof PlaybackSessionView>;

export const PlaybackBlockParams = z.object({
  index: wholeNumber('index', 0, PLAYBACK_BLOCKS - 1),
});
export const PlaybackBlockQuery = z.object({
  day: calendarDay('day'),
  bbox: Bbox.optional().describe('west,south,east,north; the whole picture when absent'),
});

export const playbackEndpoints = {
  access: defineEndpoint({
    method: 'GET',
    path: '/api/playback/access',
    summary: 'Whether the signed-in user may use Historical Overall Playback',
    tags: ['history'],
    response: PlaybackAccessView,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/playback',
    summary: 'Initiate a whole-picture replay of one day (audited)',
    tags: ['history'],
    body: PlaybackStartBody,
    response: PlaybackSessionView,
  }),
  block: defineEndpoint({
    method: 'GET',
    path: '/api/playback/blocks/:index',
    summary: 'A quarter hour of the whole picture, binary columns (see encodePlaybackBlock)',
    tags: ['history'],
    params: PlaybackBlockParams,
    query: PlaybackBlockQuery,
  }),
};

/** One block's positions in columns, sorted by vessel then time. */
export interface PlaybackBlock {
  /** unix ms of the block's start; `dt` counts seconds from it. */
  from: number;
  count: number;
  mmsi: Uint32Array;
  lon: Float32Array;
  lat: Float32Array;
  /** Seconds from `from` (0..899). */
  dt: Uint16Array;
  /** Index into `SHIP_TYPE_GROUPS` of the vessel's type group. */
  group: Uint8Array;
  /** Index into `sources`. */
  source: Uint8Array;
  sources: string[];
  /** Heading, else course over ground, in whole degrees (0..359); `NO_COURSE` when neither. */
  course: Uint16Array;
}

/** A block position's `course` when the vessel reported neither heading nor course. */
export const NO_COURSE = 0xffff;

export const PLAYBACK_GROUP_IDS: readonly ShipTypeGroup[] = SHIP_TYPE_GROUPS.map((g) => g.id);

const MAGIC = 0x50424b32; // 'PBK2'
/** The first format, without the course column (a browser may still hold such a block). */
const MAGIC_V1 = 0x50424b31; // 'PBK1'

/**
 * The binary block: a header (magic, count, from as f64, the sources' names as JSON with its
 * byte length), then the columns mmsi u32, lon f32, lat f32, dt u16, group u8, source u8,
 * course u16, each column starting 4-byte aligned, little-endian.
 */
export function encodePlaybackBlock(b: PlaybackBlock): Uint8Array {
  const names = new TextEncoder().encode(JSON.stringify(b.sources));
  const n = b.count;
  const head = align(4 + 4 + 8 + 4 + names.length);
  const size = head + 12 * n + align(2 * n) + align(n) + align(n) + align(2 * n);
  const buf = new ArrayBuffer(size);
  const view = new DataView(buf);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, n, true);
  view.setFloat64(8, b.from, true);
  view.setUint32(16, names.length, true);
  new Uint8Array(buf, 20, names.length).set(names);
  let at = head;
  new Uint32Array(buf, at, n).set(b.mmsi.subarray(0, n));
  at += 4 * n;
  new Float32Array(buf, at, n).set(b.lon.subarray(0, n));
  at += 4 * n;
  new Float32Array(buf, at, n).set(b.lat.subarray(0, n));
  at += 4 * n;
  new Uint16Array(buf, at, n).set(b.dt.subarray(0, n));
  at += align(2 * n);
  new Uint8Array(buf, at, n).set(b.group.subarray(0, n));
  at += align(n);
  new Uint8Array(buf, at, n).set(b.source.subarray(0, n));
  at += align(n);
  new Uint16Array(buf, at, n).set(b.course.subarray(0, n));
  return new Uint8Array(buf);
}

/** Reads a block written by `encodePlaybackBlock`; throws on anything else. */
export function decodePlaybackBlock(buf: ArrayBuffer): PlaybackBlock {
  const view = new DataView(buf);
  const magic = buf.byteLength < 20 ? 0 : view.getUint32(0, true);
  if (magic !== MAGIC && magic !== MAGIC_V1) throw new Error('not a playback block');
  const n = view.getUint32(4, true);
  const from = view.getFloat64(8, true);
  const nameBytes = view.getUint32(16, true);
  const sources = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buf, 20, nameBytes)),
  ) as string[];
  let at = align(20 + nameBytes);
  const mmsi = new Uint32Array(buf, at, n);
  at += 4 * n;
  const lon = new Float32Array(buf, at, n);
  at += 4 * n;
  const lat = new Float32Array(buf, at, n);
  at += 4 * n;
  const dt = new Uint16Array(buf, at, n);
  at += align(2 * n);
  const group = new Uint8Array(buf, at, n);
  at += align(n);
  const source = new Uint8Array(buf, at, n);
  at += align(n);
  const course = magic === MAGIC ? new Uint16Array(buf, at, n) : new Uint16Array(n).fill(NO_COURSE);
  return { from, count: n, mmsi, lon, lat, dt, group, source, sources, course };
}

function align(n: number): number {
  return (n + 3) & ~3;
}
