import { describe, expect, it } from 'vitest';
import { settingsOf, settingsPatch, stateOf } from './settings.ts';

const state = { headingPrediction: true, plotStatus: false, liveOnly: false };

describe('map settings and the live store', () => {
  it('maps Show Live Only to the live-only toggle and back', () => {
    const settings = settingsOf({ ...state, liveOnly: true });
    expect(settings).toEqual({ headingPrediction: true, plotStatus: false, showOnlyLive: true });
    expect(stateOf(settings)).toEqual({ ...state, liveOnly: true });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(settingsPatch(state, { ...state })).toBeNull();
    expect(settingsPatch(state, { ...state, liveOnly: true })).toEqual({ showOnlyLive: true });
    expect(settingsPatch(state, { ...state, headingPrediction: false, plotStatus: true })).toEqual({
      headingPrediction: false,
      plotStatus: true,
    });
  });
});
