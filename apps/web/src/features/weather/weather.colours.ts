import type { WaveCategory } from '@pantau/domain';

type Rgb = [number, number, number];

/**
 * The wave categories' colours, as BMKG's wave maps draw them (SPEC §9 bands): blue for calm,
 * then green, yellow, orange, red, purple and black as the sea rises.
 */
export const WAVE_COLOURS: Record<WaveCategory, Rgb> = {
  Tenang: [77, 148, 255],
  Rendah: [64, 192, 87],
  Sedang: [250, 204, 21],
  Tinggi: [253, 126, 20],
  'Sangat Tinggi': [224, 49, 49],
  Ekstrem: [132, 42, 168],
  'Sangat Ekstrem': [33, 37, 41],
};

/** An area without a forecast for the day chosen. */
export const NO_FORECAST: Rgb = [134, 142, 150];

export const cssOf = ([r, g, b]: Rgb): string => `rgb(${r}, ${g}, ${b})`;
