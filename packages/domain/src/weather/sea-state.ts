/**
 * The sea state as BMKG forecasts it (SPEC §9 'Wave categories'): seven wave categories with
 * their significant-height bands, and readers for BMKG's own words for them ('Sangat Tinggi',
 * '1.25 - 2.5 m'). Heights in metres, wind in metres per second (knots only at the edges).
 */

export const WAVE_CATEGORIES = [
  { id: 'Tenang', minM: 0.1, maxM: 0.5 },
  { id: 'Rendah', minM: 0.5, maxM: 1.25 },
  { id: 'Sedang', minM: 1.25, maxM: 2.5 },
  { id: 'Tinggi', minM: 2.5, maxM: 4 },
  { id: 'Sangat Tinggi', minM: 4, maxM: 6 },
  { id: 'Ekstrem', minM: 6, maxM: 9 },
  { id: 'Sangat Ekstrem', minM: 9, maxM: 14 },
] as const;

export type WaveCategory = (typeof WAVE_CATEGORIES)[number]['id'];

/** One knot in metres per second. */
export const KNOT_MS = 1852 / 3600;

export const knotsToMs = (kn: number): number => kn * KNOT_MS;
export const msToKnots = (ms: number): number => ms / KNOT_MS;

/**
 * The category of a significant wave height: the band it falls in, a height on a boundary
 * in the higher band (1.25 m is Sedang); under 0.1 m is still Tenang, over 14 m Sangat Ekstrem.
 */
export function waveCategoryOf(heightM: number): WaveCategory | null {
  if (!Number.isFinite(heightM) || heightM < 0) return null;
  let found: WaveCategory = 'Tenang';
  for (const c of WAVE_CATEGORIES) if (heightM >= c.minM) found = c.id;
  return found;
}

/** The band of a category, in metres. */
export function waveBandOf(category: WaveCategory): { minM: number; maxM: number } {
  const c = WAVE_CATEGORIES.find((w) => w.id === category) ?? WAVE_CATEGORIES[0];
  return { minM: c.minM, maxM: c.maxM };
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** BMKG's wave_cat text as a category ('SANGAT TINGGI', 'sangat_tinggi'); null when it is none. */
export function waveCategoryNamed(text: string | null | undefined): WaveCategory | null {
  if (typeof text !== 'string') return null;
  const key = squash(text);
  if (key === '') return null;
  return WAVE_CATEGORIES.find((w) => squash(w.id) === key)?.id ?? null;
}

/**
 * BMKG's wave_desc ('1.25 - 2.5 m', '0,5 - 1,25 m', '2.5 m') as a height range in metres;
 * null when it holds no height or an impossible one (negative, over 30 m, or min above max).
 */
export function waveRangeOf(
  desc: string | null | undefined,
): { minM: number; maxM: number } | null {
  if (typeof desc !== 'string') return null;
  const numbers = [...desc.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
  if (numbers.length === 0 || numbers.length > 2) return null;
  const [minM, maxM = minM] = numbers as [number, number?];
  if (minM > maxM || maxM > 30) return null;
  return { minM, maxM };
}
