import { knotsToMs } from './sea-state.ts';

/**
 * BMKG's sea-state risk per vessel class: BMKG publishes, with its maritime forecasts, the
 * wind and wave heights at which sailing is dangerous for each class of vessel (fishing boats
 * over 15 kn or 1.25 m; barges over 16 kn or 1.5 m; ferries over 21 kn or 2.5 m; cargo ships
 * and cruise ships over 27 kn or 4 m). Pantau compares a forecast with them for every live
 * ship: the top of the forecast's wind and wave ranges over either threshold is a risk.
 * Strictly over, as BMKG words it ('lebih dari', 'di atas'): the wave bands end on the
 * thresholds (Rendah is 0.5–1.25 m), so a low sea is not a risk for a fishing boat, a
 * moderate one (Sedang, up to 2.5 m) is; a high sea (Tinggi, up to 4 m) is a risk for ferries,
 * not yet for cargo ships.
 */
export const WEATHER_CLASSES = [
  { id: 'fishing', windKn: 15, waveM: 1.25 },
  { id: 'barge', windKn: 16, waveM: 1.5 },
  { id: 'ferry', windKn: 21, waveM: 2.5 },
  { id: 'cargo', windKn: 27, waveM: 4 },
] as const;

export type WeatherClass = (typeof WEATHER_CLASSES)[number]['id'];

/**
 * The BMKG class of an AIS ship type (ITU-R M.1371 table 53): fishing (30) and the small craft
 * that sail like it (sailing and pleasure craft, 36–37) are fishing boats; towing and tugs
 * (31–32, 52), which in Indonesian waters tow barges (tongkang), are barges; passenger ships
 * and high-speed craft (60–69, 40–49) are ferries; cargo and tankers (70–89) are cargo ships.
 * Any other type, or none, has no class and is not judged.
 */
export function weatherClassOf(shipType: number | null | undefined): WeatherClass | null {
  if (shipType == null) return null;
  if (shipType === 30 || shipType === 36 || shipType === 37) return 'fishing';
  if (shipType === 31 || shipType === 32 || shipType === 52) return 'barge';
  if ((shipType >= 60 && shipType <= 69) || (shipType >= 40 && shipType <= 49)) return 'ferry';
  if (shipType >= 70 && shipType <= 89) return 'cargo';
  return null;
}

/** A forecast's sea state as the risk rule reads it: the top of its wind and wave ranges. */
export interface SeaState {
  windMaxMs: number | null;
  waveMaxM: number | null;
}

export interface SeaRisk {
  /** risk: over a threshold; ok: at or under both; unknown: nothing to compare with. */
  level: 'risk' | 'ok' | 'unknown';
  /** The wind is over the class's threshold. */
  wind: boolean;
  /** The waves are over the class's threshold. */
  wave: boolean;
}

/** Thresholds of a class, the wind in metres per second. */
export function thresholdsOf(cls: WeatherClass): { windMs: number; waveM: number } {
  const c = WEATHER_CLASSES.find((w) => w.id === cls) ?? WEATHER_CLASSES[0];
  return { windMs: knotsToMs(c.windKn), waveM: c.waveM };
}

/**
 * The risk a sea state holds for a class. One half known is enough to say risk; to say ok
 * both must be known and under (a forecast without waves is never a calm sea).
 */
export function seaRisk(state: SeaState, cls: WeatherClass): SeaRisk {
  const t = thresholdsOf(cls);
  // A hundredth of a knot of slack: a forecast of exactly 15 kn arrives as 7.7166… m/s.
  const wind = state.windMaxMs !== null && state.windMaxMs > t.windMs + 0.005;
  const wave = state.waveMaxM !== null && state.waveMaxM > t.waveM;
  if (wind || wave) return { level: 'risk', wind, wave };
  if (state.windMaxMs === null || state.waveMaxM === null) return { level: 'unknown', wind, wave };
  return { level: 'ok', wind, wave };
}

/** A forecast period as the risk along a forecast reads it. */
export interface RiskPeriod extends SeaState {
  validFrom: number | null;
  validTo: number | null;
  waveCategory: string | null;
}

/**
 * A class's risk at every period of a forecast, and in the one in force at `now` (null when
 * none is: the forecast has ended or not begun).
 */
export function riskAlong<P extends RiskPeriod>(
  periods: readonly P[],
  cls: WeatherClass,
  now: number,
): { now: (P & SeaRisk) | null; steps: (P & SeaRisk)[] } {
  const steps = periods.map((p) => ({ ...p, ...seaRisk(p, cls) }));
  const current = steps.find(
    (s) => s.validFrom !== null && s.validTo !== null && s.validFrom <= now && now < s.validTo,
  );
  return { now: current ?? null, steps };
}
