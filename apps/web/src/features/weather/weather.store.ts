import type { ForecastDay } from '@pantau/domain';
import { create } from 'zustand';

interface WeatherState {
  /** The Peta Cuaca panel is open. */
  open: boolean;
  /** The weather-per-area date choice (SPEC §2.1). */
  day: ForecastDay;
  /** The sea area whose forecast is shown, by BMKG code. */
  area: string | null;
}

/** The Peta Cuaca panel, its date choice and the area chosen on the map. */
export const useWeather = create<WeatherState>()(() => ({ open: false, day: 'today', area: null }));
