import { NO_COURSE, type PlaybackBlock } from '@pantau/contracts';
import { FLAG_DIRECTION } from '../../live/live.protocol.ts';
import { describe, expect, it } from 'vitest';
import { HOLD_S, blocksAround, linkNext, prepareBlock, replayPicture, shownAt } from './blocks.ts';

const DAY = 1_700_000_000_000;
const block = (
  from: number,
  rows: [number, number, number][],
  groups?: number[],
  courses?: number[],
) => {
  const b: PlaybackBlock = {
    from,
    count: rows.length,
    mmsi: Uint32Array.from(rows.map((r) => r[0])),
    lon: Float32Array.from(rows.map((r) => r[2])),
    lat: Float32Array.from(rows.map(() => -6)),
    dt: Uint16Array.from(rows.map((r) => r[1])),
    group: Uint8Array.from(groups ?? rows.map(() => 8)),
    source: Uint8Array.from(rows.map(() => 0)),
    sources: ['priok'],
    course: Uint16Array.from(courses ?? rows.map(() => NO_COURSE)),
  };
  return b;
};
const ALL = { groups: new Set([8, 9]), sources: null };

describe('replay blocks', () => {
  it('draws what is shown as the live map does: rotated by heading, coloured by group', () => {
    const p = prepareBlock(
      0,
      block(
        DAY,
        [
          [1, 0, 106],
          [2, 10, 107],
          [3, 20, 108],
        ],
        [8, 9, 8],
        [90, NO_COURSE, 270],
      ),
      DAY,
      undefined,
    );
    const picture = replayPicture([p], 15, ALL);
    expect(picture.count).toBe(2);
    expect([...picture.mmsi]).toEqual([1, 2]);
    expect([...picture.positions]).toEqual([106, -6, 107, -6]);
    // deck.gl turns counter-clockwise: heading 90° is -90; no heading, unrotated.
    expect([...picture.angles]).toEqual([-90, 0]);
    expect([...picture.flags]).toEqual([FLAG_DIRECTION, 0]);
    expect([...picture.solid]).toEqual([1, 1]);
    // The same count as the panel's.
    expect(shownAt([p], 15, ALL).count).toBe(picture.count);
  });

  it('shows each position from its time until the vessel is next heard', () => {
    const p = prepareBlock(
      0,
      block(DAY, [
        [1, 0, 106],
        [1, 30, 106.1],
        [2, 10, 107],
      ]),
      DAY,
      undefined,
    );
    expect([...p.start]).toEqual([0, 30, 10]);
    expect([...p.end]).toEqual([30, 30 + HOLD_S, 10 + HOLD_S]);
    expect(shownAt([p], 5, ALL).count).toBe(1);
    expect(shownAt([p], 15, ALL).count).toBe(2);
    // The first vessel moved at 30 s: same count, another place.
    const before = shownAt([p], 29, ALL);
    const after = shownAt([p], 31, ALL);
    expect(after.count).toBe(before.count);
    expect(after.signature).not.toBe(before.signature);
    // Silent longer than the hold: gone.
    expect(shownAt([p], 30 + HOLD_S + 1, ALL).count).toBe(0);
  });

  it('links a vessel across the hour when the next block arrives', () => {
    const first = prepareBlock(0, block(DAY, [[1, 3590, 106]]), DAY, undefined);
    const second = prepareBlock(1, block(DAY + 3_600_000, [[1, 20, 106.2]]), DAY, undefined);
    expect(first.end[0]).toBe(3590 + HOLD_S);
    linkNext(first, second);
    expect(first.end[0]).toBe(3620);
    expect(first.version).toBe(2);
    // At 3610 s only the first block's position shows; at 3625 only the second's.
    expect(shownAt(blocksAround([first, second], 3610, 3600), 3610, ALL).count).toBe(1);
    expect(shownAt(blocksAround([first, second], 3625, 3600), 3625, ALL).signature).toBeCloseTo(
      106.2 - 6,
      3,
    );
  });

  it('filters by type group and source', () => {
    const p = prepareBlock(
      0,
      block(
        DAY,
        [
          [1, 0, 106],
          [2, 0, 107],
        ],
        [8, 9],
      ),
      DAY,
      undefined,
    );
    expect(shownAt([p], 1, { groups: new Set([9]), sources: null }).count).toBe(1);
    expect(shownAt([p], 1, { groups: new Set([8, 9]), sources: new Set(['sat']) }).count).toBe(0);
  });
});
