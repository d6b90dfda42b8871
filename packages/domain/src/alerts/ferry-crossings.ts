import { segmentDistanceToPointM } from '@pantau/geo';

/**
 * The country's scheduled ferry and fast-boat crossings: where ferries meet each other on
 * every crossing, each keeping to its own side of the line between the two harbours, under
 * the crossing's own operating scheme (the harbour masters of both ends and the operator's
 * control room watch it). Two ferries passing there within a few hundred metres is the
 * crossing working, not a close-quarters situation for a national or district watch: on the
 * simulator's national picture (2,000 vessels, a steady hour) ferries meeting ferries in the
 * middle of the Sunda Strait crossing alone rang about 680 Close Distance alarms and warnings
 * an hour, more than half of all (issue #29). A ship crossing the ferry line (the Sunda
 * Strait's north–south traffic), or a ferry meeting any other ship, is still watched.
 *
 * Each crossing is its harbours (the registry's ferry harbours, `registry/reference.ts`;
 * Sekupang, HarbourFront, Benoa, Sanur and Nusa Lembongan at their commonly published coordinates)
 * and the turning points of the usual track between them, to two or three decimals, with a
 * half-width that holds both directions' tracks and the ferries' usual drift off them.
 */
export interface FerryCrossing {
  id: string;
  name: string;
  /** The usual track, harbour to harbour, [lon, lat]. */
  path: readonly (readonly [number, number])[];
  /** How far either side of the track counts as on the crossing, metres. */
  halfWidthM: number;
}

const NM = 1852;

export const FERRY_CROSSINGS: readonly FerryCrossing[] = [
  {
    id: 'merak-bakauheni',
    name: 'Merak – Bakauheni',
    path: [
      [106.0, -5.93],
      [105.93, -5.89],
      [105.83, -5.88],
      [105.75, -5.87],
    ],
    halfWidthM: 1.5 * NM,
  },
  {
    id: 'ketapang-gilimanuk',
    name: 'Ketapang – Gilimanuk',
    path: [
      [114.4, -8.14],
      [114.42, -8.147],
      [114.44, -8.16],
    ],
    halfWidthM: 1 * NM,
  },
  {
    id: 'padangbai-lembar',
    name: 'Padang Bai – Lembar',
    path: [
      [115.51, -8.53],
      [115.6, -8.52],
      [115.85, -8.62],
      [116.07, -8.73],
    ],
    halfWidthM: 2 * NM,
  },
  {
    id: 'batam-singapore',
    name: 'Batam (Sekupang) – Singapore (HarbourFront)',
    path: [
      [103.93, 1.14],
      [103.93, 1.18],
      [103.9, 1.225],
      [103.86, 1.25],
      [103.82, 1.265],
    ],
    halfWidthM: 1 * NM,
  },
  {
    id: 'benoa-lembongan',
    name: 'Benoa – Nusa Lembongan',
    path: [
      [115.222, -8.748],
      [115.24, -8.75],
      [115.33, -8.74],
      [115.42, -8.68],
      [115.45, -8.68],
    ],
    halfWidthM: 1 * NM,
  },
  {
    id: 'sanur-lembongan',
    name: 'Sanur – Nusa Lembongan',
    path: [
      [115.264, -8.676],
      [115.33, -8.7],
      [115.42, -8.68],
      [115.45, -8.68],
    ],
    halfWidthM: 1 * NM,
  },
];

/** Each crossing's box grown by its half-width (a degree of latitude is 111 km). */
const BOXES = FERRY_CROSSINGS.map((c) => {
  const d = c.halfWidthM / 111_195;
  const lons = c.path.map((p) => p[0]);
  const lats = c.path.map((p) => p[1]);
  const dLon = d / Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180);
  return [
    Math.min(...lons) - dLon,
    Math.min(...lats) - d,
    Math.max(...lons) + dLon,
    Math.max(...lats) + d,
  ] as const;
});

/** The crossing a position lies on, or null. */
export function ferryCrossingAt(lon: number, lat: number): string | null {
  for (const [k, c] of FERRY_CROSSINGS.entries()) {
    const [w, s, e, n] = BOXES[k]!;
    if (lon < w || lon > e || lat < s || lat > n) continue;
    for (let i = 1; i < c.path.length; i++) {
      const [aLon, aLat] = c.path[i - 1]!;
      const [bLon, bLat] = c.path[i]!;
      if (segmentDistanceToPointM(aLon, aLat, bLon, bLat, [lon, lat]) <= c.halfWidthM) return c.id;
    }
  }
  return null;
}

/**
 * ITU-R M.1371 ship types a crossing runs: 40–49 high-speed craft (the fast boats) and
 * 60–69 passenger (the ro-ro ferries).
 */
export function ferryType(shipType: number | null | undefined): boolean {
  if (shipType === null || shipType === undefined) return false;
  return (shipType >= 40 && shipType <= 49) || (shipType >= 60 && shipType <= 69);
}
