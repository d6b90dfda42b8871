import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SETTINGS, MapSettingsPatch, readMapSettings } from './settings.ts';

describe('map settings', () => {
  it('default to heading prediction on, plot status and live only off (SPEC §3)', () => {
    expect(DEFAULT_MAP_SETTINGS).toEqual({
      headingPrediction: true,
      plotStatus: false,
      showOnlyLive: false,
    });
  });

  it('read what parses from storage over the defaults', () => {
    expect(readMapSettings(null)).toEqual(DEFAULT_MAP_SETTINGS);
    expect(readMapSettings('x')).toEqual(DEFAULT_MAP_SETTINGS);
    expect(readMapSettings({ plotStatus: true, showOnlyLive: 'yes', other: 1 })).toEqual({
      headingPrediction: true,
      plotStatus: true,
      showOnlyLive: false,
    });
  });

  it('take a partial change and refuse unknown keys and non-booleans', () => {
    expect(MapSettingsPatch.parse({ showOnlyLive: true })).toEqual({ showOnlyLive: true });
    expect(MapSettingsPatch.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(MapSettingsPatch.safeParse({ plotStatus: 1 }).success).toBe(false);
  });
});
