/**
 * The national picture's sea lanes: a graph of junctions in open water (straits, capes,
 * channels between islands) and, for the ports of `@pantau/domain`, the way in from the
 * nearest junction to the berth (or, for the river ports, to the anchorage off the river
 * mouth). Voyages between ports follow the shortest way through the graph; their routes are
 * made from it (`voyageRoutes`). Drawn by hand from the charts' geography and checked
 * against OpenStreetMap's 10 m land with `scripts/check-land.ts` (a development check).
 */
import { PORTS, WPI_INDONESIA } from '@pantau/domain';
import { distanceNm, type LonLat } from './geodesy.ts';
import type { EndStop, Route } from './route-types.ts';

/** Junctions in open water. */
export const JUNCTIONS = {
  sabang: [95.2, 6.05],
  'breueh-n': [94.9, 5.9],
  'malacca-nw': [97.3, 5.72],
  'malacca-belawan': [99.3, 3.95],
  'malacca-mid': [100.4, 3.05],
  'malacca-dumai': [101.1, 2.6],
  'malacca-se': [102.5, 1.92],
  'singapore-w': [103.45, 1.2],
  'singapore-mid': [103.65, 1.195],
  phillip: [103.76, 1.135],
  batam: [103.95, 1.225],
  'singapore-e': [104.42, 1.28],
  'bintan-e': [104.6, 1.36],
  'south-china-sea': [105.6, 2.4],
  'riau-e': [105.5, 0.5],
  'bangka-n': [105.9, -1.2],
  gaspar: [107.1, -2.7],
  'gaspar-s': [107.3, -3.3],
  'java-sea-w': [106.8, -4.6],
  karimata: [107.9, -1.5],
  'java-sea-n': [109.0, -4.0],
  'sunda-n': [106.2, -5.55],
  'sunda-s': [104.6, -7.0],
  'priok-off': [106.95, -5.8],
  'java-w': [108.0, -5.88],
  'cirebon-off': [108.7, -6.12],
  'java-mid': [110.4, -6.55],
  'muria-n': [111.0, -6.2],
  'java-e': [112.0, -6.55],
  'madura-w': [112.4, -6.67],
  'java-ne': [113.0, -6.2],
  'java-sea-ne': [113.5, -5.0],
  kangean: [114.6, -6.6],
  'bali-n': [115.1, -7.5],
  'bali-sea': [115.85, -7.65],
  'lombok-strait': [115.72, -8.88],
  'lombok-s': [115.6, -9.9],
  'java-s-w': [106.5, -7.7],
  'java-s': [109.5, -8.4],
  'java-s-e': [114.0, -9.0],
  'sumbawa-s': [117.5, -9.6],
  'sumba-strait': [119.5, -8.9],
  savu: [122.5, -9.6],
  'laut-s': [116.0, -4.5],
  'makassar-s': [117.0, -6.8],
  'makassar-sw': [118.3, -5.5],
  'makassar-4': [118.6, -4.2],
  'makassar-2': [118.3, -2.5],
  'makassar-1': [118.5, -1.0],
  'makassar-n': [119.4, 1.0],
  'celebes-w': [119.6, 3.2],
  'celebes-mid': [122.0, 3.0],
  'sangihe-s': [125.0, 2.2],
  'molucca-n': [125.9, 1.7],
  'molucca-s': [126.5, -0.5],
  'obi-w': [127.0, -1.6],
  'obi-s': [128.0, -2.3],
  // West of the islet at 128.64° E 1.51° S that the line from Obi passed within a mile of.
  'halmahera-sea': [128.85, -1.0],
  'dampier-w': [130.15, -0.625],
  'dampier-e': [131.0, -0.64],
  'birds-head-n': [131.5, -0.3],
  'cenderawasih-n': [134.0, 0.1],
  'biak-n': [136.0, -0.2],
  'papua-n': [139.0, -1.6],
  'flores-w': [117.5, -7.2],
  'flores-mid': [120.0, -7.5],
  'flores-e': [122.0, -7.8],
  'banda-w': [124.2, -6.5],
  'banda-nw': [124.0, -4.0],
  'banda-mid': [126.0, -5.5],
  'banda-e': [130.5, -5.8],
  'arafura-w': [134.0, -7.5],
  'arafura-e': [138.0, -8.8],
  'sumatra-w-n': [94.6, 5.0],
  'sumatra-w': [96.0, 1.8],
  'nias-w': [96.8, 0.8],
  'batu-w': [97.8, -0.6],
  'mentawai-e': [99.8, -0.9],
  'mentawai-strait': [100.7, -2.4],
  'sumatra-sw': [102.0, -4.0],
} as const satisfies Record<string, LonLat>;

export type Junction = keyof typeof JUNCTIONS;

/** How far traffic spreads either side of the line at a junction, nm (default 3). */
export const NARROWS: Partial<Record<Junction, number>> = {
  sabang: 0.5,
  'breueh-n': 1,
  'malacca-nw': 1.5,
  'malacca-belawan': 1.2,
  'malacca-mid': 1.2,
  'malacca-dumai': 1.2,
  'malacca-se': 1,
  'makassar-sw': 1.5,
  'singapore-w': 0.3,
  'singapore-mid': 0.3,
  phillip: 0.3,
  batam: 0.3,
  'singapore-e': 0.4,
  'bintan-e': 0.6,
  gaspar: 0.5,
  'gaspar-s': 1,
  'sunda-n': 1,
  'priok-off': 1,
  'cirebon-off': 1,
  'madura-w': 0.5,
  'lombok-strait': 0.8,
  'bali-sea': 1.5,
  'dampier-w': 0.3,
  'dampier-e': 0.5,
  'obi-w': 1.5,
  'obi-s': 1.5,
  'molucca-n': 1,
  'molucca-s': 1,
  'sangihe-s': 1.5,
};
export const OPEN_WATER_NM = 3;
/** Half-width at a port's way-in points: the lane narrows into port. */
export const WAY_IN_NM = 0.2;

export const halfWidthAt = (j: Junction): number => NARROWS[j] ?? OPEN_WATER_NM;

/** Open-water legs between junctions (both ways). */
export const LEGS: readonly (readonly [Junction, Junction])[] = [
  ['sabang', 'malacca-nw'],
  ['malacca-nw', 'malacca-belawan'],
  ['malacca-belawan', 'malacca-mid'],
  ['malacca-mid', 'malacca-dumai'],
  ['malacca-dumai', 'malacca-se'],
  ['malacca-se', 'singapore-w'],
  ['singapore-w', 'singapore-mid'],
  ['singapore-mid', 'phillip'],
  ['phillip', 'batam'],
  ['batam', 'singapore-e'],
  ['singapore-e', 'bintan-e'],
  ['bintan-e', 'south-china-sea'],
  ['bintan-e', 'riau-e'],
  ['riau-e', 'bangka-n'],
  ['bangka-n', 'karimata'],
  ['karimata', 'java-sea-n'],
  ['java-sea-n', 'java-w'],
  ['java-sea-n', 'java-mid'],
  ['java-sea-n', 'java-sea-ne'],
  ['bangka-n', 'gaspar'],
  ['gaspar', 'gaspar-s'],
  ['gaspar-s', 'java-sea-w'],
  ['gaspar-s', 'java-sea-n'],
  ['java-sea-w', 'sunda-n'],
  ['java-sea-w', 'priok-off'],
  ['sunda-n', 'priok-off'],
  ['sunda-n', 'sunda-s'],
  ['priok-off', 'java-w'],
  ['java-w', 'cirebon-off'],
  ['cirebon-off', 'java-mid'],
  ['java-mid', 'muria-n'],
  ['muria-n', 'java-e'],
  ['java-e', 'madura-w'],
  ['java-e', 'java-ne'],
  ['java-ne', 'java-sea-ne'],
  ['java-ne', 'kangean'],
  ['java-sea-ne', 'laut-s'],
  ['kangean', 'bali-n'],
  ['bali-n', 'bali-sea'],
  ['bali-sea', 'lombok-strait'],
  ['lombok-strait', 'lombok-s'],
  ['bali-sea', 'makassar-s'],
  ['bali-sea', 'flores-w'],
  ['laut-s', 'makassar-4'],
  ['laut-s', 'makassar-s'],
  ['makassar-s', 'makassar-sw'],
  ['makassar-sw', 'makassar-4'],
  ['makassar-4', 'makassar-2'],
  ['makassar-2', 'makassar-1'],
  ['makassar-1', 'makassar-n'],
  ['makassar-n', 'celebes-w'],
  ['celebes-w', 'celebes-mid'],
  ['celebes-mid', 'sangihe-s'],
  ['sangihe-s', 'molucca-n'],
  ['molucca-n', 'molucca-s'],
  ['molucca-s', 'obi-w'],
  ['obi-w', 'obi-s'],
  ['obi-s', 'halmahera-sea'],
  ['halmahera-sea', 'dampier-w'],
  ['dampier-w', 'dampier-e'],
  ['dampier-e', 'birds-head-n'],
  ['birds-head-n', 'cenderawasih-n'],
  ['cenderawasih-n', 'biak-n'],
  ['biak-n', 'papua-n'],
  ['flores-w', 'flores-mid'],
  ['makassar-s', 'flores-w'],
  ['flores-mid', 'flores-e'],
  ['flores-e', 'banda-w'],
  ['banda-w', 'banda-nw'],
  ['banda-w', 'banda-mid'],
  ['banda-nw', 'banda-mid'],
  ['banda-mid', 'banda-e'],
  ['banda-e', 'arafura-w'],
  ['arafura-w', 'arafura-e'],
  ['lombok-s', 'sumbawa-s'],
  ['sumbawa-s', 'sumba-strait'],
  ['sumba-strait', 'savu'],
  ['java-s-w', 'sunda-s'],
  ['java-s-w', 'java-s'],
  ['java-s', 'java-s-e'],
  ['java-s-e', 'lombok-s'],
  ['sabang', 'breueh-n'],
  ['breueh-n', 'sumatra-w-n'],
  ['sumatra-w-n', 'sumatra-w'],
  ['sumatra-w', 'nias-w'],
  ['nias-w', 'batu-w'],
  ['batu-w', 'mentawai-e'],
  ['mentawai-e', 'mentawai-strait'],
  ['mentawai-strait', 'sumatra-sw'],
  ['sumatra-sw', 'sunda-s'],
];

/** A port of the network: how ships come in from the nearest junction. */
export interface PortEntry {
  /** UN/LOCODE, as in `@pantau/domain`. */
  readonly code: string;
  /** Written as the destination in the static report. */
  readonly destinations: readonly string[];
  readonly junction: Junction;
  /** From the junction (exclusive) to where ships stop (the last point). */
  readonly path: readonly LonLat[];
  /** Moored at a berth, or anchored off a river mouth (the port lies up the river). */
  readonly stop: Exclude<EndStop, 'none'>;
  /** How much traffic it draws, relative (World Port Index harbour size and role). */
  readonly weight: number;
}

export const PORT_ENTRIES: readonly PortEntry[] = [
  {
    code: 'IDSBG',
    destinations: ['SABANG'],
    junction: 'sabang',
    path: [[95.32, 5.9]],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDBLW',
    destinations: ['BELAWAN', 'MEDAN'],
    junction: 'malacca-belawan',
    path: [
      [99.0, 4.0],
      [98.8, 3.87],
      [98.73, 3.8],
    ],
    stop: 'moored',
    weight: 5,
  },
  {
    code: 'IDSLG',
    destinations: ['SIBOLGA'],
    junction: 'sumatra-w',
    path: [
      [97.5, 1.75],
      [98.3, 1.45],
      [98.6, 1.5],
      [98.72, 1.62],
      [98.76, 1.71],
    ],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDDUM',
    destinations: ['DUMAI'],
    junction: 'malacca-dumai',
    path: [
      [101.36, 2.2],
      [101.36, 2.0],
      [101.38, 1.92],
      [101.384, 1.85],
      [101.387, 1.8],
      [101.39, 1.76],
      [101.43, 1.71],
    ],
    stop: 'moored',
    weight: 4,
  },
  {
    code: 'IDTNJ',
    destinations: ['TG PINANG', 'TANJUNGPINANG'],
    junction: 'riau-e',
    path: [
      [104.35, 0.6],
      [104.38, 0.85],
      [104.42, 0.92],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDBTM',
    destinations: ['BATAM', 'SEKUPANG'],
    junction: 'batam',
    path: [
      [103.93, 1.18],
      [103.93, 1.147],
    ],
    stop: 'moored',
    weight: 4,
  },
  {
    code: 'IDTBR',
    destinations: ['TELUK BAYUR', 'PADANG'],
    junction: 'mentawai-e',
    path: [[100.33, -1.0]],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDPLM',
    destinations: ['PALEMBANG'],
    junction: 'bangka-n',
    path: [
      [105.0, -1.5],
      [104.98, -2.2],
    ],
    stop: 'anchored',
    weight: 4,
  },
  {
    code: 'IDJKT',
    destinations: ['TG PRIOK', 'JAKARTA', 'IDTPP'],
    junction: 'priok-off',
    path: [
      [106.9, -5.95],
      [106.89, -6.05],
      [106.885, -6.09],
    ],
    stop: 'moored',
    weight: 10,
  },
  {
    code: 'IDCBN',
    destinations: ['CIREBON'],
    junction: 'cirebon-off',
    path: [
      [108.65, -6.45],
      [108.6, -6.65],
      [108.6, -6.7],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDSRG',
    destinations: ['SEMARANG', 'TG EMAS'],
    junction: 'java-mid',
    path: [
      [110.42, -6.85],
      [110.42, -6.93],
    ],
    stop: 'moored',
    weight: 4,
  },
  {
    code: 'IDSUB',
    destinations: ['SURABAYA', 'TG PERAK'],
    junction: 'madura-w',
    path: [
      [112.69, -6.9],
      [112.68, -7.0],
      [112.665, -7.05],
      [112.665, -7.09],
      [112.68, -7.12],
      [112.675, -7.15],
      [112.69, -7.175],
    ],
    stop: 'moored',
    weight: 8,
  },
  {
    code: 'IDCXP',
    destinations: ['CILACAP'],
    junction: 'java-s',
    path: [
      [109.1, -7.85],
      [109.05, -7.76],
      [109.03, -7.73],
    ],
    stop: 'moored',
    weight: 3,
  },
  {
    code: 'IDBOA',
    destinations: ['BENOA', 'BALI'],
    junction: 'lombok-strait',
    path: [
      [115.5, -9.0],
      [115.3, -8.85],
      [115.26, -8.765],
      [115.24, -8.755],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDKOE',
    destinations: ['KUPANG'],
    junction: 'savu',
    path: [
      [123.45, -9.98],
      [123.56, -10.12],
    ],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDPNK',
    destinations: ['PONTIANAK'],
    junction: 'karimata',
    path: [
      [108.8, -0.3],
      [109.0, -0.05],
    ],
    stop: 'anchored',
    weight: 2,
  },
  {
    code: 'IDBDJ',
    destinations: ['BANJARMASIN'],
    junction: 'java-sea-ne',
    path: [[114.45, -3.7]],
    stop: 'anchored',
    weight: 3,
  },
  {
    code: 'IDSRI',
    destinations: ['SAMARINDA'],
    junction: 'makassar-1',
    path: [[117.8, -0.6]],
    stop: 'anchored',
    weight: 3,
  },
  {
    code: 'IDBPN',
    destinations: ['BALIKPAPAN'],
    junction: 'makassar-2',
    path: [
      [117.1, -1.5],
      [116.85, -1.35],
      [116.79, -1.27],
      [116.785, -1.24],
    ],
    stop: 'moored',
    weight: 4,
  },
  {
    code: 'IDTRK',
    destinations: ['TARAKAN'],
    junction: 'celebes-w',
    path: [
      [118.3, 3.0],
      [117.8, 3.12],
      [117.64, 3.22],
      [117.59, 3.27],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDUPG',
    destinations: ['MAKASSAR'],
    junction: 'makassar-sw',
    path: [
      [119.0, -5.2],
      [119.38, -5.12],
    ],
    stop: 'moored',
    weight: 5,
  },
  {
    code: 'IDKDI',
    destinations: ['KENDARI'],
    junction: 'banda-nw',
    path: [
      [123.3, -3.8],
      [122.6, -3.84],
      [122.56, -3.895],
    ],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDBIT',
    destinations: ['BITUNG'],
    junction: 'molucca-n',
    path: [
      [125.35, 1.3],
      [125.15, 1.38],
      [125.15, 1.42],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDAMQ',
    destinations: ['AMBON'],
    junction: 'banda-mid',
    path: [
      [128.0, -3.9],
      [128.05, -3.76],
      [128.1, -3.735],
      [128.125, -3.71],
      [128.15, -3.69],
    ],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDTUA',
    destinations: ['TUAL'],
    junction: 'banda-e',
    path: [
      [132.2, -5.35],
      [132.6, -5.5],
      [132.758, -5.52],
      [132.76, -5.55],
    ],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDSOQ',
    destinations: ['SORONG'],
    junction: 'dampier-e',
    path: [[131.2, -0.8]],
    stop: 'moored',
    weight: 2,
  },
  {
    code: 'IDDJJ',
    destinations: ['JAYAPURA'],
    junction: 'papua-n',
    path: [[140.75, -2.45]],
    stop: 'moored',
    weight: 1,
  },
  {
    code: 'IDMKQ',
    destinations: ['MERAUKE'],
    junction: 'arafura-e',
    path: [
      [140.2, -8.6],
      [140.35, -8.5],
    ],
    stop: 'moored',
    weight: 1,
  },
];

/**
 * The voyages' share of lane traffic, beside the hand-drawn lanes' weights (about 23 in all:
 * the straits' transit traffic): about two thirds of the lane traffic sails between ports.
 */
export const VOYAGE_SHARE = 45;

/** Where each port of the network is in `@pantau/domain` (its named ports, then the WPI). */
export function domainPosition(code: string): LonLat | undefined {
  const port = PORTS.find((p) => p.code === code);
  if (port) return [port.position[0], port.position[1]];
  const wpi = WPI_INDONESIA.find((r) => r[3] === code);
  return wpi ? [wpi[4], wpi[5]] : undefined;
}

/** The shortest way between two junctions through the legs (Dijkstra), junctions in order. */
export function shortestWay(from: Junction, to: Junction): Junction[] {
  const dist = new Map<Junction, number>([[from, 0]]);
  const prev = new Map<Junction, Junction>();
  const open = new Set<Junction>([from]);
  const done = new Set<Junction>();
  while (open.size > 0) {
    let here: Junction | undefined;
    for (const j of open)
      if (here === undefined || (dist.get(j) ?? Infinity) < (dist.get(here) ?? Infinity)) here = j;
    if (here === undefined || here === to) break;
    open.delete(here);
    done.add(here);
    for (const [a, b] of LEGS) {
      const next = a === here ? b : b === here ? a : undefined;
      if (next === undefined || done.has(next)) continue;
      const d = (dist.get(here) ?? 0) + distanceNm(JUNCTIONS[here], JUNCTIONS[next]);
      if (d < (dist.get(next) ?? Infinity)) {
        dist.set(next, d);
        prev.set(next, here);
        open.add(next);
      }
    }
  }
  if (!dist.has(to)) return [];
  const way: Junction[] = [to];
  while (way[0] !== from) way.unshift(prev.get(way[0] as Junction) as Junction);
  return way;
}

/**
 * A route for every pair of ports: out of the first port, through the junctions, into the
 * second. Traffic spreads up to 3 nm either side in open water, less in the narrows
 * (`NARROWS`, `halfWidthsNm` per waypoint), 0.2 nm along a port's way in and to the line
 * over the last 3 nm to the berth. Its weight (the share of lane traffic it draws)
 * grows with both ports' weights.
 */
export function voyageRoutes(): Route[] {
  const routes: Route[] = [];
  let pairs = 0;
  for (let i = 0; i < PORT_ENTRIES.length; i++) {
    for (let k = i + 1; k < PORT_ENTRIES.length; k++) {
      pairs += (PORT_ENTRIES[i]?.weight ?? 0) * (PORT_ENTRIES[k]?.weight ?? 0);
    }
  }
  for (let i = 0; i < PORT_ENTRIES.length; i++) {
    for (let k = i + 1; k < PORT_ENTRIES.length; k++) {
      const a = PORT_ENTRIES[i] as PortEntry;
      const b = PORT_ENTRIES[k] as PortEntry;
      const way = shortestWay(a.junction, b.junction);
      if (way.length === 0) continue;
      const waypoints: LonLat[] = [
        ...[...a.path].reverse(),
        ...way.map((j) => JUNCTIONS[j] as LonLat),
        ...b.path,
      ];
      const halfWidthsNm = [
        ...a.path.map(() => WAY_IN_NM),
        ...way.map(halfWidthAt),
        ...b.path.map(() => WAY_IN_NM),
      ];
      routes.push({
        id: `voyage-${a.code}-${b.code}`,
        name: `${a.destinations[0] ?? a.code} – ${b.destinations[0] ?? b.code}`,
        kind: 'lane',
        waypoints,
        ends: [
          { destinations: a.destinations, stop: a.stop },
          { destinations: b.destinations, stop: b.stop },
        ],
        halfWidthNm: OPEN_WATER_NM,
        halfWidthsNm,
        taperNm: 3,
        weight: (VOYAGE_SHARE * a.weight * b.weight) / pairs,
      });
    }
  }
  return routes;
}
