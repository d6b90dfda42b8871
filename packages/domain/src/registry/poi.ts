/**
 * Points of interest (SPEC §3 'POI'): the categories a POI belongs to, and the registry's own
 * kinds of place (Kantor Disnav offices, TUKS and TERSUS special areas). Written once here;
 * contracts, server and web read them.
 */

/** SPEC §3: the POI categories, as the product writes them. */
export const POI_CATEGORIES = [
  'ports',
  'marinas',
  'srop',
  'vts',
  'fpso',
  'terminal',
  'unidentified',
  'sbnp-pelampung suar',
  'sbnp-mercu suar',
  'sbnp-rambu suar',
  'sbnp-rambu penuntun',
  'sbnp-anak pelampung',
  'sbnp-radar beacon',
  'sbnp-rambu siang',
] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];

/** SPEC §3 'Port' type 'Kantor Disnav', and the special areas (Daerah Khusus) tuks and tersus. */
export const PLACE_CATEGORIES = ['kantor disnav', 'tuks', 'tersus'] as const;

/** Every category an entry of the port and asset registry may have. */
export const REGISTRY_CATEGORIES = [...POI_CATEGORIES, ...PLACE_CATEGORIES] as const;
export type RegistryCategory = (typeof REGISTRY_CATEGORIES)[number];

export function isRegistryCategory(v: string): v is RegistryCategory {
  return (REGISTRY_CATEGORIES as readonly string[]).includes(v);
}

export function isSbnp(category: string): boolean {
  return category.startsWith('sbnp-');
}

/**
 * SPEC §3 display categories: the groups LAYERS & MAP offers one switch each, with the
 * prefix shown before a member's name where the spec gives one (Stations are 'SROP',
 * Lighthouses & AtoN 'Lighthouse'). `id` is the switch's id (`layer-toggle-{id}`).
 */
export interface PoiGroup {
  id: string;
  /** The spec's display name (kept as written in both languages). */
  label: string;
  categories: readonly RegistryCategory[];
  prefix: string | null;
}

export const POI_GROUPS: readonly PoiGroup[] = [
  { id: 'ports', label: 'Ports', categories: ['ports'], prefix: null },
  { id: 'marinas', label: 'Marinas', categories: ['marinas'], prefix: null },
  { id: 'vts', label: 'VTS', categories: ['vts'], prefix: null },
  { id: 'srop', label: 'Stations', categories: ['srop'], prefix: 'SROP' },
  { id: 'fpso', label: 'FPSO', categories: ['fpso'], prefix: null },
  { id: 'terminal', label: 'Terminal', categories: ['terminal'], prefix: null },
  { id: 'disnav', label: 'Kantor Disnav', categories: ['kantor disnav'], prefix: null },
  { id: 'tuks', label: 'TUKS & TERSUS', categories: ['tuks', 'tersus'], prefix: null },
  {
    id: 'sbnp',
    label: 'Lighthouses & AtoN',
    categories: POI_CATEGORIES.filter(isSbnp),
    prefix: 'Lighthouse',
  },
  { id: 'unidentified', label: 'Unidentified', categories: ['unidentified'], prefix: null },
];

const GROUP_OF = new Map(POI_GROUPS.flatMap((g) => g.categories.map((c) => [c, g] as const)));

/** The display group of a category. */
export function poiGroupOf(category: RegistryCategory): PoiGroup {
  return GROUP_OF.get(category) ?? (POI_GROUPS.at(-1) as PoiGroup);
}

/** A POI's name as the map labels it: with its group's prefix, when it has one. */
export function poiDisplayName(name: string, category: RegistryCategory): string {
  const prefix = poiGroupOf(category).prefix;
  return prefix === null || name.toLowerCase().startsWith(prefix.toLowerCase())
    ? name
    : `${prefix} ${name}`;
}

/**
 * SPEC §2.24: the POI card's identifier row is labelled CallSign when the name contains
 * 'srop', MMSI for a VTS, otherwise DSI.
 */
export function poiIdentifierLabel(name: string, category: string): 'CallSign' | 'MMSI' | 'DSI' {
  const lower = name.toLowerCase();
  if (lower.includes('srop')) return 'CallSign';
  if (category === 'vts' || lower.includes('vts')) return 'MMSI';
  return 'DSI';
}

/** SPEC §3 'Special-area item': tipe tuks or tersus. */
export function isSpecialArea(category: string): category is 'tuks' | 'tersus' {
  return category === 'tuks' || category === 'tersus';
}

/** What the Others search ranks a registry entry by. */
export interface RankedEntry {
  name: string;
  category: string;
}

/**
 * How well an entry matches a search (lower first): its name equal to the words typed, then
 * starting with them, then a word of it starting with them, then the name containing them, then
 * a match elsewhere (an alternate name, the UN/LOCODE, an id). Between equal matches a port
 * comes before the office of its district and both before stations and other places, so
 * "Priok" offers the port of Tanjung Priok before Distrik Navigasi Tanjung Priok.
 */
export function registrySearchRank(q: string, e: RankedEntry): readonly [number, number] {
  const needle = q.trim().toLowerCase();
  const name = e.name.toLowerCase();
  let match = 4;
  if (name === needle) match = 0;
  else if (name.startsWith(needle)) match = 1;
  else if (name.split(/[\s\-·/(),.]+/).some((word) => word.startsWith(needle))) match = 2;
  else if (name.includes(needle)) match = 3;
  const kind = e.category === 'ports' ? 0 : e.category === 'kantor disnav' ? 1 : 2;
  return [match, kind];
}

/** Orders entries by `registrySearchRank`, then by name. */
export function byRegistrySearchRank<T extends RankedEntry>(q: string, entries: readonly T[]): T[] {
  const ranked = entries.map((e) => ({ e, rank: registrySearchRank(q, e) }));
  ranked.sort(
    (a, b) =>
      a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.e.name.localeCompare(b.e.name, 'id'),
  );
  return ranked.map((r) => r.e);
}
