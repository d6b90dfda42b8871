import type { DensityView } from '@pantau/contracts';
import { writeArrayBuffer } from 'geotiff';

export const DENSITY_CSV_HEADER = [
  'lon',
  'lat',
  'cell_west',
  'cell_south',
  'cell_deg',
  'hours',
  'hours_per_km2',
] as const;

/** The grid as CSV: one line per cell with time in it (centre, corner, size, hours, density). */
export function densityCsv(view: DensityView): string {
  const half = view.cellDeg / 2;
  const lines = [DENSITY_CSV_HEADER.join(',')];
  for (let i = 0; i < view.lon.length; i++) {
    const lon = view.lon[i] ?? 0;
    const lat = view.lat[i] ?? 0;
    lines.push(
      [
        lon,
        lat,
        round(lon - half),
        round(lat - half),
        view.cellDeg,
        (view.hours[i] ?? 0).toFixed(6),
        (view.density[i] ?? 0).toExponential(6),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** At most this many pixels in a GeoTIFF (a national grid is far below it). */
export const GEOTIFF_MAX_PIXELS = 40_000_000;

/**
 * The grid as a GeoTIFF (geotiff.js): one float32 band of hours per km², EPSG:4326, the box
 * around the cells with time, 0 where there is none; north up (row 0 the northernmost).
 */
export async function densityGeoTiff(view: DensityView): Promise<Buffer> {
  const size = view.cellDeg;
  const n = view.lon.length;
  let ix0 = 0;
  let ix1 = 0;
  let iy0 = 0;
  let iy1 = 0;
  const ix = new Int32Array(n);
  const iy = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    ix[i] = Math.floor((view.lon[i] ?? 0) / size);
    iy[i] = Math.floor((view.lat[i] ?? 0) / size);
    if (i === 0 || (ix[i] ?? 0) < ix0) ix0 = ix[i] ?? 0;
    if (i === 0 || (ix[i] ?? 0) > ix1) ix1 = ix[i] ?? 0;
    if (i === 0 || (iy[i] ?? 0) < iy0) iy0 = iy[i] ?? 0;
    if (i === 0 || (iy[i] ?? 0) > iy1) iy1 = iy[i] ?? 0;
  }
  const width = n === 0 ? 1 : ix1 - ix0 + 1;
  const height = n === 0 ? 1 : iy1 - iy0 + 1;
  if (width * height > GEOTIFF_MAX_PIXELS) throw new Error('density grid too large for a GeoTIFF');
  const values = new Float32Array(width * height);
  for (let i = 0; i < n; i++) {
    const col = (ix[i] ?? 0) - ix0;
    const row = iy1 - (iy[i] ?? 0);
    values[row * width + col] = view.density[i] ?? 0;
  }
  const buffer = writeArrayBuffer(values, {
    width,
    height,
    ModelPixelScale: [size, size, 0],
    // The north-west corner of the top-left pixel.
    ModelTiepoint: [0, 0, 0, round(ix0 * size), round((iy1 + 1) * size), 0],
    GeographicTypeGeoKey: 4326,
    GTModelTypeGeoKey: 2,
    GTRasterTypeGeoKey: 1,
  });
  return Promise.resolve(Buffer.from(buffer));
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
