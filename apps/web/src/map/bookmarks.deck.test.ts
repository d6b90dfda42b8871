import { describe, expect, it } from 'vitest';
import { bookmarkLayers, bookmarkedRows, playbackLayers } from './bookmarks.deck.ts';
import { emptyPicture, type VesselPicture } from './picture.ts';

function picture(mmsis: number[]): VesselPicture {
  const p = emptyPicture(mmsis.length);
  p.positions.set(mmsis.flatMap((_, i) => [106 + i, -6 - i]));
  p.mmsi.set(mmsis);
  return p;
}

describe('bookmark circles', () => {
  it('finds the bookmarked vessels by their row in the MMSI column', () => {
    const v = picture([525000001, 525000002, 563000003, 525000004]);
    expect(bookmarkedRows(v, new Set([563000003, 525000001, 999]))).toEqual([0, 2]);
    expect(bookmarkedRows(v, new Set())).toEqual([]);
  });

  it('draws the bookmarked vessels on top, ringed in yellow, only when one is shown', () => {
    const v = picture([525000001, 525000002]);
    expect(bookmarkLayers(v, new Set([1]))).toEqual([]);
    expect(bookmarkLayers(null, new Set([525000001]))).toEqual([]);
    const layers = bookmarkLayers(v, new Set([525000002]));
    expect(layers.map((l) => l.id)).toEqual(['bookmarked-vessels', 'bookmarked']);
    // The ship drawn again is the bookmarked one's, where it is.
    const ship = layers[0]?.props.data as {
      length: number;
      attributes: { getPosition: { value: Float32Array } };
    };
    expect(ship.length).toBe(1);
    expect([...ship.attributes.getPosition.value]).toEqual([107, -7]);
    expect(layers[1]?.props.data).toEqual([1]);
  });

  it('draws the replay marker only while replaying', () => {
    expect(playbackLayers(null)).toEqual([]);
  });
});
