import { describe, expect, it } from 'vitest';
import { bookmarkLayers, bookmarkedRows, playbackLayers, type Placed } from './bookmarks.deck.ts';

function picture(mmsis: number[]): Placed {
  return {
    count: mmsis.length,
    positions: Float32Array.from(mmsis.flatMap((_, i) => [106 + i, -6 - i])),
    mmsi: Uint32Array.from(mmsis),
  };
}

describe('bookmark circles', () => {
  it('finds the bookmarked vessels by their row in the MMSI column', () => {
    const v = picture([525000001, 525000002, 563000003, 525000004]);
    expect(bookmarkedRows(v, new Set([563000003, 525000001, 999]))).toEqual([0, 2]);
    expect(bookmarkedRows(v, new Set())).toEqual([]);
  });

  it('draws one yellow ring layer only when a bookmarked vessel is shown', () => {
    const v = picture([525000001, 525000002]);
    expect(bookmarkLayers(v, new Set([1]))).toEqual([]);
    expect(bookmarkLayers(null, new Set([525000001]))).toEqual([]);
    const layers = bookmarkLayers(v, new Set([525000002]));
    expect(layers.map((l) => l.id)).toEqual(['bookmarked']);
    expect(layers[0]?.props.data).toEqual([1]);
  });

  it('draws the replay marker only while replaying', () => {
    expect(playbackLayers(null)).toEqual([]);
  });
});
