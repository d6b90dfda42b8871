import { describe, expect, it } from 'vitest';
import {
  FRAME_POSITIONS,
  FRAME_REMOVALS,
  LiveClientMessage,
  NONE_U16,
  PositionFrameWriter,
  encodeRemovals,
  readFrameHeader,
  readPositions,
  readRemovals,
} from './live.ts';

describe('live frames', () => {
  it('round-trips a positions frame through its bytes', () => {
    const w = new PositionFrameWriter(3);
    const c = w.columns;
    [525005001, 563000123, 533111222].forEach((m, i) => {
      c.mmsi[i] = m;
      c.lat[i] = -6.1 - i;
      c.lon[i] = 106.9 + i;
      c.time[i] = 1_795_000_000 + i;
      c.cog[i] = i === 2 ? NONE_U16 : 456;
      c.heading[i] = 47;
      c.sog[i] = 123;
      c.group[i] = 8;
      c.status[i] = i;
    });
    const bytes = w.finish({
      snapshot: true,
      newestT: 1_795_000_000_123,
      serverT: 1_795_000_000_456,
    });
    // What the browser receives: a fresh ArrayBuffer.
    const buffer = bytes.slice().buffer;
    const h = readFrameHeader(buffer);
    expect(h).toEqual({
      kind: FRAME_POSITIONS,
      version: 1,
      snapshot: true,
      count: 3,
      newestT: 1_795_000_000_123,
      serverT: 1_795_000_000_456,
    });
    const r = readPositions(buffer, h.count);
    expect([...r.mmsi]).toEqual([525005001, 563000123, 533111222]);
    expect(r.lat[1]).toBeCloseTo(-7.1, 5);
    expect(r.lon[2]).toBeCloseTo(108.9, 5);
    expect([...r.time]).toEqual([1_795_000_000, 1_795_000_001, 1_795_000_002]);
    expect([...r.cog]).toEqual([456, 456, NONE_U16]);
    expect([...r.status]).toEqual([0, 1, 2]);
  });

  it('round-trips removals', () => {
    const bytes = encodeRemovals([1, 2, 3], { newestT: 5, serverT: 6 });
    const h = readFrameHeader(bytes.slice().buffer);
    expect(h.kind).toBe(FRAME_REMOVALS);
    expect([...readRemovals(bytes.slice().buffer, h.count)]).toEqual([1, 2, 3]);
  });

  it('validates what a client sends', () => {
    expect(
      LiveClientMessage.safeParse({ type: 'subscribe', bbox: [95, -11, 141, 6], zoom: 5 }).success,
    ).toBe(true);
    expect(
      LiveClientMessage.safeParse({ type: 'subscribe', bbox: [95, 6, 141, -11], zoom: 5 }).success,
    ).toBe(false);
    expect(
      LiveClientMessage.safeParse({
        type: 'subscribe',
        bbox: [95, -11, 141, 6],
        zoom: 5,
        filters: { groups: ['cargo', 'boats'] },
      }).success,
    ).toBe(false);
  });
});
