/**
 * The spec's zoom levels (SPEC §9: default 6, disnav 8, focus 14, the quick zooms, heading
 * lines above 7, predictions above 9) are OpenLayers' on a 256-pixel tile grid; MapLibre
 * counts 512-pixel tiles, so the same scale is one zoom lower. Every spec zoom goes through
 * here; nothing else converts.
 */
export function specZoomToMap(specZoom: number): number {
  return specZoom - 1;
}

/** The spec's zoom for a map zoom (readouts, and a user's centre stored as a spec zoom). */
export function mapZoomToSpec(mapZoom: number): number {
  return mapZoom + 1;
}
