/**
 * Fixed places the map can jump to.
 *
 * Port positions are from the NGA World Port Index (Pub. 150, public domain), rounded to
 * the index's minute of arc. Zoom levels are the spec's (SPEC §2 quick zooms, §9): every
 * `View` holds a spec zoom, and `mapView` turns it into MapLibre's (`zoom.ts`).
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { specZoomToMap } from './zoom.ts';

export interface View {
  /** [longitude, latitude] in degrees. */
  center: [number, number];
  /** The spec's zoom (OpenLayers' 256-px grid), not MapLibre's. */
  zoom: number;
  /** Degrees clockwise from north; 0 when left out. */
  bearing?: number;
}

export interface Place extends View {
  id: string;
  label: string;
}

/** Degrees and minutes of arc as decimal degrees; negative for south and west. */
function dm(degrees: number, minutes: number, hemisphere: 'N' | 'S' | 'E' | 'W'): number {
  const value = degrees + minutes / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -value : value;
}

export const QUICK_ZOOM: readonly Place[] = [
  // Benoa, Bali: 8°45'S 115°13'E.
  { id: 'benoa', label: 'Benoa', center: [dm(115, 13, 'E'), dm(8, 45, 'S')], zoom: 15 },
  // Tanjung Priok, Jakarta: 6°06'S 106°53'E.
  { id: 'priok', label: 'Tj. Priok', center: [dm(106, 53, 'E'), dm(6, 6, 'S')], zoom: 12 },
  // Cirebon, Java: 6°43'S 108°34'E.
  { id: 'cirebon', label: 'Cirebon', center: [dm(108, 34, 'E'), dm(6, 43, 'S')], zoom: 10 },
  // Tarakan, Kalimantan: 3°17'N 117°35'E.
  { id: 'tarakan', label: 'Tarakan', center: [dm(117, 35, 'E'), dm(3, 17, 'N')], zoom: 10 },
  // Batam (Sekupang), Riau Islands: 1°07'N 103°57'E.
  { id: 'batam', label: 'Batam', center: [dm(103, 57, 'E'), dm(1, 7, 'N')], zoom: 12 },
  // Belawan, North Sumatra: 3°47'N 98°43'E.
  { id: 'belawan', label: 'Belawan', center: [dm(98, 43, 'E'), dm(3, 47, 'N')], zoom: 12 },
];

/** SPEC §2: the Focus Zoom list; SPEC §9: focus zoom 14. */
export const FOCUS_ZOOM_LEVEL = 14;
export const FOCUS_ZOOM: readonly Place[] = ['benoa', 'priok', 'tarakan', 'batam', 'belawan']
  .map((id) => QUICK_ZOOM.find((p) => p.id === id))
  .filter((p): p is Place => p !== undefined)
  .map((p) => ({ ...p, zoom: FOCUS_ZOOM_LEVEL }));

/** SPEC §9: the map opens at zoom 6 centred about lon 117.1, lat -0.9 (the national view). */
export const DEFAULT_VIEW: View = { center: [117.1, -0.9], zoom: 6 };

/** SPEC §9: zoom animations take 1000 ms. */
export const FLY_DURATION_MS = 1000;

/** Where a user's map opens: their stored centre and zoom, else the default. */
export function homeView(
  options: { center: [number, number] | null; zoom: number | null } | null,
): View {
  return {
    center: options?.center ?? DEFAULT_VIEW.center,
    zoom: options?.zoom ?? DEFAULT_VIEW.zoom,
  };
}

/** A view as MapLibre takes it: the spec zoom turned into the map's. */
export function mapView(view: View): { center: [number, number]; zoom: number; bearing: number } {
  return { center: view.center, zoom: specZoomToMap(view.zoom), bearing: view.bearing ?? 0 };
}

/**
 * The whole country, Sabang to Merauke and Miangas to Rote ('Seluruh Indonesia'): Weh's
 * northern tip 5°54'N 95°13'E, the land border at Merauke 141°01'E, Miangas 5°34'N
 * 126°35'E and Ndana off Rote 11°00'S 122°52'E, with a few minutes' margin.
 * [[west, south], [east, north]].
 */
export const INDONESIA_BOUNDS: [[number, number], [number, number]] = [
  [95.0, -11.15],
  [141.15, 6.1],
];

/** What the screen's bands and bars take of the map's edges, in CSS pixels. */
export interface MapEdges {
  /** The left rail (`--pantau-rail`). */
  rail: number;
  /** The top band (`--pantau-top-band`) and the bottom band (`--pantau-bottom-band`). */
  top: number;
  bottom: number;
}

/** The toolbar's column on the right: its buttons and the room beside them. */
const TOOLBAR_PX = 64;
const MARGIN_PX = 12;

/** Room to leave around a fitted area, so no bar covers it. */
export function fitPadding(edges: MapEdges): {
  top: number;
  bottom: number;
  left: number;
  right: number;
} {
  return {
    top: edges.top,
    bottom: edges.bottom,
    left: edges.rail + MARGIN_PX,
    right: TOOLBAR_PX + MARGIN_PX,
  };
}

/** The bands' sizes as the page's style sets them now (`global.css`). */
export function mapEdges(map: MapLibreMap): MapEdges {
  const style = getComputedStyle(map.getContainer());
  const px = (name: string, fallback: number) => {
    const value = Number.parseFloat(style.getPropertyValue(name));
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    rail: px('--pantau-rail', 56),
    top: px('--pantau-top-band', 96),
    bottom: px('--pantau-bottom-band', 92),
  };
}

/** Flies the map to the whole of Indonesia, clear of the bars. */
export function flyToIndonesia(map: MapLibreMap): void {
  map.fitBounds(INDONESIA_BOUNDS, {
    padding: fitPadding(mapEdges(map)),
    duration: FLY_DURATION_MS,
  });
}

/** Flies the map to a view (spec zoom) in the spec's animation time. */
export function flyToView(map: MapLibreMap, view: View): void {
  map.flyTo({ ...mapView(view), duration: FLY_DURATION_MS });
}
