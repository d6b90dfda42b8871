import { describe, expect, it } from 'vitest';
import { FEATURE_RGB, featureColour } from './feature-colours.ts';

describe('feature colours', () => {
  it("draws a feature in its own colour, else in its kind's", () => {
    expect(featureColour({ properties: { type: 'alur' } })).toEqual(FEATURE_RGB.orange);
    expect(featureColour({ properties: { type: 'zona' } })).toEqual(FEATURE_RGB.purple);
    expect(featureColour({ properties: { type: 'zona', poiColor: 'green' } })).toEqual(
      FEATURE_RGB.green,
    );
  });
});
