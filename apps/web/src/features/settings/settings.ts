import type { MapSettings, MapSettingsPatch } from '@pantau/contracts';

/** The part of the live store that is the user's map settings (SPEC §3 'Settings'). */
export interface SettingsState {
  headingPrediction: boolean;
  plotStatus: boolean;
  /** Show Live Only: the same state as the top-left 'Live Vessels Only' toggle. */
  liveOnly: boolean;
}

export function settingsOf(s: SettingsState): MapSettings {
  return {
    headingPrediction: s.headingPrediction,
    plotStatus: s.plotStatus,
    showOnlyLive: s.liveOnly,
  };
}

export function stateOf(settings: MapSettings): SettingsState {
  return {
    headingPrediction: settings.headingPrediction,
    plotStatus: settings.plotStatus,
    liveOnly: settings.showOnlyLive,
  };
}

/** What changed between two states, as the server's patch; null when nothing did. */
export function settingsPatch(prev: SettingsState, next: SettingsState): MapSettingsPatch | null {
  const before = settingsOf(prev);
  const after = settingsOf(next);
  const patch: MapSettingsPatch = {};
  let changed = false;
  for (const key of Object.keys(after) as (keyof MapSettings)[]) {
    if (after[key] !== before[key]) {
      patch[key] = after[key];
      changed = true;
    }
  }
  return changed ? patch : null;
}
