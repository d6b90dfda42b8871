/** shpjs ships no types: the part the download test uses (a zip in, GeoJSON layers out). */
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  type Layer = FeatureCollection & { fileName?: string };
  export default function shp(input: ArrayBuffer | Uint8Array): Promise<Layer | Layer[]>;
}
