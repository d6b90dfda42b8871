import { describe, expect, it } from 'vitest';
import {
  CROWD_COVER_DOTS,
  CROWD_COVER_ICONS,
  headingLinePx,
  markerSize,
  ICON_SPRITE_AREA_PX,
  iconCover,
  MODE_HEADING_LINES,
  MODE_ICONS,
  MODE_PREDICTION,
  modeAt,
  nextCrowded,
  predictionStarts,
} from './vessels.deck.ts';

describe('what each zoom draws', () => {
  it('draws dots below harbour zoom (9), ship icons from it', () => {
    expect(modeAt(6) & MODE_ICONS).toBe(0);
    expect(modeAt(8.9) & MODE_ICONS).toBe(0);
    expect(modeAt(9) & MODE_ICONS).not.toBe(0);
  });

  it('sizes markers by zoom: small points nationally, ships that grow from harbour zoom', () => {
    expect(markerSize(4.5, false)).toBe(3);
    expect(markerSize(6, false)).toBe(4);
    expect(markerSize(8.7, false)).toBe(6);
    const ships = [9, 10, 11, 12, 15].map((z) => markerSize(z, true));
    expect(ships).toEqual([...ships].sort((a, b) => a - b));
    expect(ships[0]).toBeLessThan(ships[3] ?? 0);
    expect(ships[4]).toBe(18);
    // A heading line reaches beyond the smallest dot as beyond a full-size ship.
    expect(headingLinePx(markerSize(8, false))).toBeGreaterThan(markerSize(8, false));
    expect(headingLinePx(18)).toBe(48);
  });

  it('draws heading lines only above zoom 7 and predictions only above zoom 9 (SPEC §2, §9)', () => {
    expect(modeAt(7) & MODE_HEADING_LINES).toBe(0);
    expect(modeAt(7.01) & MODE_HEADING_LINES).not.toBe(0);
    expect(modeAt(9) & MODE_PREDICTION).toBe(0);
    expect(modeAt(9.01)).toBe(MODE_ICONS | MODE_HEADING_LINES | MODE_PREDICTION);
    expect(modeAt(7.5)).toBe(MODE_HEADING_LINES);
  });
});

describe('a crowded map', () => {
  it('draws dots only, at any zoom', () => {
    expect(modeAt(12, true)).toBe(0);
    expect(modeAt(12, false)).toBe(MODE_ICONS | MODE_HEADING_LINES | MODE_PREDICTION);
  });

  it('counts how many times over the icons would cover the map', () => {
    // A 21 px sprite: 441 px² an icon.
    expect(ICON_SPRITE_AREA_PX).toBe(441);
    expect(iconCover(1000, 441, 1000)).toBe(1);
    // The bench's 200,000 on a 1440×900 map: 68 times over; 10,000: 3.4.
    expect(iconCover(200_000, 1440, 900)).toBeCloseTo(68.06, 1);
    expect(iconCover(10_000, 1440, 900)).toBeLessThan(CROWD_COVER_ICONS);
    // A map not laid out yet (0×0) counts as one pixel, not a division by zero.
    expect(iconCover(10, 0, 0)).toBe(4410);
  });

  it('turns to dots above one cover and back to icons only below a lower one', () => {
    expect(nextCrowded(false, CROWD_COVER_DOTS)).toBe(false);
    expect(nextCrowded(false, CROWD_COVER_DOTS + 0.1)).toBe(true);
    // Between the two it stays as it was: a count near the line does not flicker.
    const between = (CROWD_COVER_DOTS + CROWD_COVER_ICONS) / 2;
    expect(nextCrowded(true, between)).toBe(true);
    expect(nextCrowded(false, between)).toBe(false);
    expect(nextCrowded(true, CROWD_COVER_ICONS - 0.1)).toBe(false);
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
