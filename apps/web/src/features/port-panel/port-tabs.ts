import { portTabsOf, useFeatures, type PortTab } from '../feature.ts';

/** The tabs of a port's sensors (CCTV, VHF, RADAR, WEATHER): those with a status, in order. */
export function useSensorTabs(): PortTab[] {
  return portTabsOf(useFeatures()).filter((tab) => tab.useStatus);
}
