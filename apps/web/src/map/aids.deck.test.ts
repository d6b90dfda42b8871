import { describe, expect, it } from 'vitest';
import { AID_OFF_POSITION_RGB, AID_RGB, aidColour, aidLayers } from './aids.deck.ts';

describe('aids to navigation on the map', () => {
  it('draws an aid yellow, and red when it reports itself off its charted position', () => {
    expect(aidColour({ offPosition: false })).toEqual(AID_RGB);
    expect(aidColour({ offPosition: null })).toEqual(AID_RGB);
    expect(aidColour({ offPosition: true })).toEqual(AID_OFF_POSITION_RGB);
  });

  it('draws nothing while no aid has been heard', () => {
    expect(aidLayers([], 4000003, () => undefined)).toEqual([]);
  });
});
