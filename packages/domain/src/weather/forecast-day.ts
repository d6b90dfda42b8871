import { wibDay, wibDayStart } from '../format/wib.ts';

/** The weather-per-area date choice (SPEC §2.1, §3 'Weather layer state'), spelt as the spec. */
export const FORECAST_DAYS = ['today', 'tommorow', 'h2', 'h3'] as const;
export type ForecastDay = (typeof FORECAST_DAYS)[number];

/** A forecast period: when it holds, in unix ms (null when BMKG did not say). */
export interface ForecastWindow {
  validFrom: number | null;
  validTo: number | null;
}

const holds = (s: ForecastWindow, t: number) =>
  s.validFrom !== null && s.validTo !== null && s.validFrom <= t && t < s.validTo;

/**
 * The period a date choice shows. Today: the period in force now, else today's next one.
 * A later day (tommorow, h2, h3: one, two, three UTC+7 days on): the period in force at noon
 * UTC+7 that day, else the first one that starts that day. Null when the forecast has none.
 */
export function periodForDay<S extends ForecastWindow>(
  steps: readonly S[],
  day: ForecastDay,
  now: number,
): S | null {
  const offset = FORECAST_DAYS.indexOf(day);
  const start = wibDayStart(wibDay(now)) + offset * 86_400_000;
  const end = start + 86_400_000;
  const at = offset === 0 ? now : start + 12 * 3_600_000;
  const inForce = steps.find((s) => holds(s, at));
  if (inForce) return inForce;
  const from = offset === 0 ? now : start;
  return (
    steps.find((s) => s.validFrom !== null && s.validFrom >= from && s.validFrom < end) ?? null
  );
}
