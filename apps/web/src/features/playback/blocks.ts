import { NO_COURSE, type PlaybackBlock } from '@pantau/contracts';
import { FLAG_DIRECTION } from '../../live/live.protocol.ts';
import { FRESHNESS_ALPHA, GROUP_RGB } from '../../vessel/colours.ts';
import { emptyPicture, type VesselPicture } from '../../map/picture.ts';

/**
 * A playback block made ready for the GPU's time filter: each position shows from its own
 * time until the vessel's next position (`start` ≤ T < `end`, seconds from the day's start),
 * at most `HOLD_S` (a vessel silent longer disappears until heard again). The next position
 * of a vessel's last one in a block is the vessel's first in the next block, once that block
 * is here (`linkNext`).
 */
export const HOLD_S = 10 * 60;

export interface PreparedBlock {
  index: number;
  block: PlaybackBlock;
  /** Seconds from the day's start: when each position starts to show and stops. */
  start: Float32Array;
  end: Float32Array;
  /** Each vessel's first position in the block. */
  firstOf: Map<number, number>;
  /** Bumped whenever `end` changes (the layer's attribute must be rebuilt then). */
  version: number;
}

export function prepareBlock(
  index: number,
  block: PlaybackBlock,
  dayStart: number,
  next: PreparedBlock | undefined,
): PreparedBlock {
  const n = block.count;
  const offset = (block.from - dayStart) / 1000;
  const start = new Float32Array(n);
  const firstOf = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    start[i] = offset + (block.dt[i] ?? 0);
    const mmsi = block.mmsi[i] ?? 0;
    if (!firstOf.has(mmsi)) firstOf.set(mmsi, i);
  }
  const prepared: PreparedBlock = {
    index,
    block,
    start,
    end: new Float32Array(n),
    firstOf,
    version: 0,
  };
  linkNext(prepared, next);
  return prepared;
}

/** Works out when each position stops showing, with the next block when there is one. */
export function linkNext(p: PreparedBlock, next: PreparedBlock | undefined): void {
  const { mmsi } = p.block;
  const n = p.block.count;
  for (let i = 0; i < n; i++) {
    const s = p.start[i] ?? 0;
    let until: number;
    if (i + 1 < n && mmsi[i + 1] === mmsi[i]) until = p.start[i + 1] ?? s;
    else {
      const j = next?.firstOf.get(mmsi[i] ?? 0);
      until = j === undefined ? Infinity : (next?.start[j] ?? Infinity);
    }
    p.end[i] = Math.min(until, s + HOLD_S);
  }
  p.version++;
}

/** The filters of a replay: type groups (indexes) and source names shown; null: all. */
export interface ReplayFilters {
  groups: ReadonlySet<number>;
  sources: ReadonlySet<string> | null;
}

/** Calls `fn` with each position shown at `time` (block and row) under the filters. */
function forEachShown(
  blocks: readonly PreparedBlock[],
  time: number,
  filters: ReplayFilters,
  fn: (p: PreparedBlock, i: number) => void,
): void {
  for (const p of blocks) {
    const { block } = p;
    for (let i = 0; i < block.count; i++) {
      if ((p.start[i] ?? Infinity) > time || (p.end[i] ?? 0) <= time) continue;
      if (!filters.groups.has(block.group[i] ?? 0)) continue;
      if (filters.sources && !filters.sources.has(block.sources[block.source[i] ?? 0] ?? ''))
        continue;
      fn(p, i);
    }
  }
}

/**
 * What the map shows at `time` from these blocks: how many vessels, and a signature of where
 * they are (changes when they move). For the panel's count and the tests.
 */
export function shownAt(
  blocks: readonly PreparedBlock[],
  time: number,
  filters: ReplayFilters,
): { count: number; signature: number } {
  let count = 0;
  let signature = 0;
  forEachShown(blocks, time, filters, ({ block }, i) => {
    count++;
    signature += (block.lon[i] ?? 0) + (block.lat[i] ?? 0);
  });
  return { count, signature: Math.round(signature * 1e4) / 1e4 };
}

/**
 * The replay at `time` as the live map's columns, so the vessel drawer draws it as it draws
 * the live picture: ship icons rotated by heading (else course) where the zoom shows icons,
 * coloured by type group; a vessel that reported neither is drawn unrotated, without a
 * heading line, as live.
 */
export function replayPicture(
  blocks: readonly PreparedBlock[],
  time: number,
  filters: ReplayFilters,
): VesselPicture {
  const rows: [PreparedBlock, number][] = [];
  forEachShown(blocks, time, filters, (p, i) => rows.push([p, i]));
  const n = rows.length;
  const picture = emptyPicture(n);
  rows.forEach(([{ block }, i], k) => {
    picture.positions[2 * k] = block.lon[i] ?? 0;
    picture.positions[2 * k + 1] = block.lat[i] ?? 0;
    const course = block.course[i] ?? NO_COURSE;
    if (course !== NO_COURSE) {
      picture.angles[k] = -course;
      picture.flags[k] = FLAG_DIRECTION;
    }
    const rgb = GROUP_RGB[block.group[i] ?? 0] ?? [128, 128, 128];
    picture.colours.set([rgb[0], rgb[1], rgb[2], FRESHNESS_ALPHA[0]], 4 * k);
    picture.mmsi[k] = block.mmsi[i] ?? 0;
  });
  return picture;
}

/** The blocks that can show positions at `time`: its own and the one before. */
export function blocksAround(
  blocks: readonly (PreparedBlock | undefined)[],
  time: number,
  blockS: number,
): PreparedBlock[] {
  const k = Math.floor(time / blockS);
  return [blocks[k - 1], blocks[k]].filter((b): b is PreparedBlock => b !== undefined);
}
