import { describe, expect, it } from 'vitest';
import {
  MODE_HEADING_LINES,
  MODE_ICONS,
  MODE_PREDICTION,
  modeAt,
  predictionStarts,
} from './vessels.deck.ts';

describe('what each zoom draws', () => {
  it('draws dots below zoom 5, ship icons from it', () => {
    expect(modeAt(4.9)).toBe(0);
    expect(modeAt(5)).toBe(MODE_ICONS);
  });

  it('draws heading lines only above zoom 7 and predictions only above zoom 9 (SPEC §2, §9)', () => {
    expect(modeAt(7) & MODE_HEADING_LINES).toBe(0);
    expect(modeAt(7.01) & MODE_HEADING_LINES).not.toBe(0);
    expect(modeAt(9) & MODE_PREDICTION).toBe(0);
    expect(modeAt(9.01)).toBe(MODE_ICONS | MODE_HEADING_LINES | MODE_PREDICTION);
  });
});

describe('predictionStarts', () => {
  it('starts each two-vertex path two vertices after the last, and grows', () => {
    expect([...predictionStarts(3)]).toEqual([0, 2, 4]);
    const many = predictionStarts(5000);
    expect(many.length).toBe(5000);
    expect(many[4999]).toBe(9998);
    expect([...predictionStarts(2)]).toEqual([0, 2]);
  });
});
