import { flattenRing, type LonLat } from '@pantau/geo';

/**
 * A port's DLKP polygon (Daerah Lingkungan Kerja Pelabuhan, the port's working waters) among
 * its Alur & SBNP features: the port panel counts vessels in and out of it, port calls use it
 * as the call area. A feature as the sources give it (I-MOTION's and SIMNAV's shapes share
 * these fields).
 */
export interface DlkpCandidate {
  geometry: { type: string; coordinates: unknown };
  properties: { name: string; jenis?: string };
}

export interface DlkpPolygon {
  name: string;
  ring: Float64Array;
}

/**
 * The first polygon whose name (or SIMNAV's `jenis`) says DLKP. Null when there is none: the
 * panel says so, nothing is guessed.
 */
export function dlkpPolygon(features: readonly DlkpCandidate[]): DlkpPolygon | null {
  for (const f of features) {
    if (f.geometry.type !== 'Polygon') continue;
    const label = `${f.properties.name} ${f.properties.jenis ?? ''}`;
    if (!/dlkp/i.test(label)) continue;
    const outer = (f.geometry.coordinates as LonLat[][])[0];
    if (!outer || outer.length < 4) continue;
    return { name: f.properties.name, ring: flattenRing(outer) };
  }
  return null;
}
