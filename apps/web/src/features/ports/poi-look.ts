import type { RegistryAsset } from '@pantau/contracts';
import { POI_GROUPS, poiGroupOf } from '@pantau/domain';
import type { LegendShape } from '../../map/legend.ts';

/**
 * How each POI display group looks on the map (SPEC §3 display categories): a shape and a
 * colour, and how much an entry matters when the national view has room for only some.
 */
export type PoiShape = LegendShape;

export const POI_LOOK: Record<string, { shape: PoiShape; rgb: [number, number, number] }> = {
  // A ring round a dot in a darker blue than passenger vessels' (#1c7ed6) dots.
  ports: { shape: 'bullseye', rgb: [24, 100, 171] },
  marinas: { shape: 'triangle', rgb: [12, 166, 120] },
  vts: { shape: 'square', rgb: [174, 62, 201] },
  srop: { shape: 'diamond', rgb: [16, 152, 173] },
  fpso: { shape: 'square', rgb: [247, 103, 7] },
  terminal: { shape: 'hexagon', rgb: [66, 99, 235] },
  disnav: { shape: 'star', rgb: [224, 49, 49] },
  tuks: { shape: 'pentagon', rgb: [156, 100, 40] },
  sbnp: { shape: 'triangle', rgb: [240, 140, 0] },
  unidentified: { shape: 'ring', rgb: [73, 80, 87] },
};

/** The seven SBNP kinds (SPEC §3), each its own shape in the lights' ambers. */
export const SBNP_LOOK: Record<string, { shape: PoiShape; rgb: [number, number, number] }> = {
  'sbnp-mercu suar': { shape: 'star', rgb: [240, 140, 0] },
  'sbnp-pelampung suar': { shape: 'circle', rgb: [250, 176, 5] },
  'sbnp-rambu suar': { shape: 'diamond', rgb: [245, 159, 0] },
  'sbnp-rambu penuntun': { shape: 'triangle', rgb: [232, 89, 12] },
  'sbnp-anak pelampung': { shape: 'ring', rgb: [250, 176, 5] },
  'sbnp-radar beacon': { shape: 'hexagon', rgb: [217, 72, 15] },
  'sbnp-rambu siang': { shape: 'square', rgb: [230, 119, 0] },
};

export function lookOf(a: Pick<RegistryAsset, 'category'>) {
  return (
    SBNP_LOOK[a.category] ??
    POI_LOOK[poiGroupOf(a.category).id] ?? { shape: 'ring' as const, rgb: [73, 80, 87] }
  );
}

export const POI_GROUP_IDS = POI_GROUPS.map((g) => g.id);

const SIZE_RANK: Record<string, number> = { Large: 4, Medium: 3, Small: 2, 'Very Small': 1 };

/** Who keeps its place when two would overlap: offices and VTS, then bigger ports. */
export function poiPriority(a: RegistryAsset): number {
  const group = poiGroupOf(a.category).id;
  if (group === 'disnav') return 10;
  if (group === 'vts') return 9;
  if (a.quickZoom !== null) return 8;
  if (group === 'ports') return 2 + (SIZE_RANK[a.harborSize ?? ''] ?? 0);
  return 1;
}

/** From this spec zoom (harbour scale) every POI is drawn; below it they are decluttered. */
export const DECLUTTER_BELOW_ZOOM = 10;
/** The room one POI takes at national zoom, in screen pixels. */
export const DECLUTTER_CELL_PX = 18;

/**
 * The POIs the map has room for at a spec zoom: below harbour scale, one per `cellPx` of
 * screen (`spread`); at harbour scale, all of them.
 */
export function declutter<T extends RegistryAsset>(
  assets: readonly T[],
  specZoom: number,
  cellPx = DECLUTTER_CELL_PX,
): T[] {
  return specZoom >= DECLUTTER_BELOW_ZOOM ? [...assets] : spread(assets, specZoom, cellPx);
}

/**
 * Greedily by priority, the POIs at least about `cellPx` apart on screen at a spec zoom
 * (Web Mercator, 256-px tiles of the spec's grid).
 */
export function spread<T extends RegistryAsset>(
  assets: readonly T[],
  specZoom: number,
  cellPx: number,
): T[] {
  const worldPx = 256 * 2 ** specZoom;
  const taken = new Set<string>();
  const kept: T[] = [];
  const ordered = [...assets].sort(
    (a, b) => poiPriority(b) - poiPriority(a) || (a.id < b.id ? -1 : 1),
  );
  for (const a of ordered) {
    const x = ((a.lon + 180) / 360) * worldPx;
    const sin = Math.sin((a.lat * Math.PI) / 180);
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
    const cx = Math.floor(x / cellPx);
    const cy = Math.floor(y / cellPx);
    // A neighbour cell's POI may be closer than a cell: look at the 3 x 3 around.
    let free = true;
    for (let dx = -1; dx <= 1 && free; dx++) {
      for (let dy = -1; dy <= 1 && free; dy++) {
        if (taken.has(`${cx + dx}:${cy + dy}`)) free = false;
      }
    }
    if (!free) continue;
    taken.add(`${cx}:${cy}`);
    kept.push(a);
  }
  return kept;
}
