import type { FeatureCollection, Geometry } from 'geojson';
import type { DraftFeature } from './feature-input.ts';

/**
 * Download of the chosen features (SPEC §2.23: GeoJSON, KML, SHP). GeoJSON is the working
 * set as the server takes it; KML (`@placemarkio/tokml`) and the zipped shapefile
 * (`@mapbox/shp-write`: one .shp/.shx/.dbf/.prj per geometry type) carry flat attributes:
 * name, type, poiType, poiColor, dsi and the point names joined by ';'. The two writers are
 * loaded when first used, not with the app.
 */

export const DOWNLOAD_FORMATS = ['geojson', 'kml', 'shp'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export function asGeoJson(features: readonly DraftFeature[]): FeatureCollection<Geometry> {
  return { type: 'FeatureCollection', features: features.map((f) => ({ ...f })) };
}

/** The features with attributes a KML placemark or a dBase row can hold. */
function flat(features: readonly DraftFeature[]): FeatureCollection<Geometry> {
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        name: f.properties.name,
        type: f.properties.type,
        poiType: f.properties.poiType ?? '',
        poiColor: f.properties.poiColor ?? '',
        dsi: f.properties.dsi ?? '',
        pointNames: (f.properties.pointNames ?? []).join(';'),
      },
    })),
  };
}

export async function asKml(features: readonly DraftFeature[]): Promise<string> {
  const { toKML } = await import('@placemarkio/tokml');
  return toKML(flat(features));
}

/** The shapefiles in one zip. */
export async function asShapefileZip(
  features: readonly DraftFeature[],
  baseName: string,
): Promise<ArrayBuffer> {
  const { zip } = await import('@mapbox/shp-write');
  return zip<'arraybuffer'>(flat(features), {
    folder: baseName,
    filename: baseName,
    compression: 'DEFLATE',
    outputType: 'arraybuffer',
    // shp-write names a layer by its lower-cased geometry type (`polyline`, whatever its
    // typings say), so both spellings are given.
    types: {
      point: `${baseName}_point`,
      line: `${baseName}_line`,
      polygon: `${baseName}_polygon`,
      ...{ polyline: `${baseName}_line` },
    },
  });
}

/** The file of one format: its name and content. */
export async function exportFile(
  format: DownloadFormat,
  features: readonly DraftFeature[],
  baseName: string,
): Promise<{ filename: string; blob: Blob }> {
  const safe = baseName.replace(/[^A-Za-z0-9_-]+/g, '_') || 'features';
  switch (format) {
    case 'geojson':
      return {
        filename: `${safe}.geojson`,
        blob: new Blob([JSON.stringify(asGeoJson(features))], { type: 'application/geo+json' }),
      };
    case 'kml':
      return {
        filename: `${safe}.kml`,
        blob: new Blob([await asKml(features)], { type: 'application/vnd.google-earth.kml+xml' }),
      };
    case 'shp':
      return {
        filename: `${safe}.zip`,
        blob: new Blob([await asShapefileZip(features, safe)], { type: 'application/zip' }),
      };
  }
}

/** Saves a file through the browser. */
export function saveFile({ filename, blob }: { filename: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
