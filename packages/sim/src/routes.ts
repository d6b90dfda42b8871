/**
 * Where the simulated fleet sails: shipping lanes, port approaches and ferry crossings as
 * polylines of `[lon, lat]` waypoints, and areas where fishing and pleasure craft wander.
 * Drawn by hand from charts' geography (straits, capes, anchorages), not copied from any
 * data set. Every waypoint lies at sea; `halfWidthNm` is how far either side of the line
 * traffic spreads (narrow in the straits, wider in open water).
 */
import type { Area, Route, RouteEnd } from './route-types.ts';
import { voyageRoutes } from './network.ts';

export type { Area, AreaKind, EndStop, Route, RouteEnd, RouteKind } from './route-types.ts';

const sea = (destinations: readonly string[]): RouteEnd => ({ destinations, stop: 'none' });
const port = (...destinations: string[]): RouteEnd => ({ destinations, stop: 'moored' });
const anchorage = (...destinations: string[]): RouteEnd => ({ destinations, stop: 'anchored' });

/** Ports beyond the Malacca Strait's northwest entrance. */
const WEST_OF_MALACCA = ['COLOMBO', 'CHENNAI', 'JEDDAH', 'PORT KLANG', 'PENANG', 'ROTTERDAM'];
/** Ports beyond the Singapore Strait's east end. */
const EAST_OF_SINGAPORE = ['HONG KONG', 'SHANGHAI', 'BUSAN', 'KAOHSIUNG', 'MANILA', 'TOKYO'];

/** The routes drawn by hand: the international lanes, port approaches and crossings. */
const HAND_ROUTES: readonly Route[] = [
  {
    id: 'malacca',
    name: 'Malacca Strait (Sabang – Singapore Strait)',
    kind: 'lane',
    waypoints: [
      [95.6, 6.1],
      [97.3, 5.72],
      [98.3, 4.7],
      [99.3, 3.95],
      [100.4, 3.05],
      [101.1, 2.6],
      [101.75, 2.3],
      [102.5, 1.92],
      [103.2, 1.38],
      [103.45, 1.2],
      [103.65, 1.195],
      [103.76, 1.135],
      [103.95, 1.225],
    ],
    ends: [sea(WEST_OF_MALACCA), anchorage('SINGAPORE', 'BATAM', 'SGSIN')],
    halfWidthNm: 1.2,
    // The Singapore Strait's traffic lanes run between islets half a mile apart.
    halfWidthsNm: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.0, 0.6, 0.4, 0.4, 0.4],
    weight: 6,
  },
  {
    id: 'singapore',
    name: 'Singapore Strait (Batam – South China Sea)',
    kind: 'lane',
    waypoints: [
      [103.45, 1.2],
      [103.65, 1.195],
      [103.76, 1.135],
      [103.95, 1.225],
      [104.15, 1.28],
      [104.42, 1.28],
      [104.6, 1.36],
      [105.1, 1.8],
      [105.6, 2.4],
    ],
    ends: [sea(WEST_OF_MALACCA), sea(EAST_OF_SINGAPORE)],
    halfWidthNm: 0.5,
    weight: 4,
  },
  {
    id: 'sunda',
    name: 'Sunda Strait (Java Sea – Indian Ocean)',
    kind: 'lane',
    waypoints: [
      [106.2, -5.55],
      [105.97, -5.83],
      // Between Pulau Sangiang and Java's west point (the island lay on the old line).
      [105.93, -5.93],
      [105.88, -6.0],
      [105.62, -6.2],
      [105.1, -6.3],
      [104.6, -7.0],
      [104.0, -7.8],
    ],
    ends: [sea(['JAKARTA', 'TG PRIOK', 'CIGADING']), sea(['PADANG', 'DURBAN', 'PORT HEDLAND'])],
    halfWidthNm: 0.8,
    weight: 3,
  },
  {
    id: 'java-sea',
    name: 'Java Sea (Tanjung Priok – Surabaya)',
    kind: 'lane',
    waypoints: [
      [106.9, -5.92],
      [107.3, -5.75],
      [108.0, -5.88],
      [108.7, -6.12],
      [109.6, -6.45],
      [110.4, -6.55],
      [111.0, -6.2],
      [112.0, -6.55],
      [112.4, -6.67],
      [112.68, -6.84],
      [112.69, -7.0],
      [112.657, -7.05],
      [112.665, -7.08],
      [112.68, -7.12],
      [112.69, -7.13],
    ],
    ends: [port('TG PRIOK', 'JAKARTA', 'IDTPP'), port('SURABAYA', 'TG PERAK', 'IDSUB')],
    halfWidthNm: 1.0,
    // The Surabaya west channel between Gresik and Madura is a mile or less wide.
    taperNm: 25,
    weight: 5,
  },
  {
    id: 'makassar',
    name: 'Makassar Strait (ALKI II: Celebes Sea – Lombok Strait)',
    kind: 'lane',
    waypoints: [
      [119.6, 3.2],
      [119.4, 1.0],
      [118.5, -1.0],
      [118.3, -2.5],
      [118.6, -4.2],
      [118.3, -5.5],
      [117.0, -6.8],
      [116.2, -7.4],
      [115.85, -7.65],
    ],
    ends: [sea(['DAVAO', 'MANILA', 'BUSAN', 'TARAKAN']), sea(['PORT HEDLAND', 'DAMPIER'])],
    halfWidthNm: 1.5,
    weight: 3,
  },
  {
    id: 'lombok',
    name: 'Lombok Strait (ALKI II southern end)',
    kind: 'lane',
    waypoints: [
      [115.85, -7.65],
      [115.85, -8.3],
      [115.8, -8.6],
      [115.72, -8.88],
      [115.7, -9.2],
      [115.6, -9.9],
    ],
    ends: [sea(['BALIKPAPAN', 'MAKASSAR', 'DAVAO']), sea(['PORT HEDLAND', 'DAMPIER', 'FREMANTLE'])],
    halfWidthNm: 1.0,
    weight: 2,
  },
  // Approaches of the quick-zoom ports: from the fairway or anchorage to the port.
  {
    id: 'approach-priok',
    name: 'Tanjung Priok approach',
    kind: 'approach',
    waypoints: [
      [106.95, -5.8],
      [106.9, -5.95],
      [106.89, -6.05],
      [106.885, -6.09],
    ],
    ends: [anchorage('JAKARTA ANCH'), port('TG PRIOK', 'JAKARTA', 'IDTPP')],
    halfWidthNm: 0.2,
    weight: 5,
    service: { vessels: 40, speedKn: 8, stopMin: 90 },
  },
  {
    id: 'approach-cirebon',
    name: 'Cirebon approach',
    kind: 'approach',
    waypoints: [
      [108.7, -6.12],
      [108.65, -6.45],
      [108.6, -6.65],
      [108.6, -6.7],
    ],
    ends: [anchorage('CIREBON ANCH'), port('CIREBON', 'IDCBN')],
    halfWidthNm: 0.2,
    weight: 2,
    service: { vessels: 16, speedKn: 8, stopMin: 90 },
  },
  {
    id: 'approach-benoa',
    name: 'Benoa approach',
    kind: 'approach',
    waypoints: [
      [115.5, -9.0],
      [115.3, -8.85],
      [115.26, -8.765],
      // Into the basin by the channel south of the port's island, to the quay west of it.
      [115.245, -8.7545],
      [115.228, -8.7533],
      [115.214, -8.7505],
    ],
    ends: [anchorage('BENOA ANCH'), port('BENOA', 'BALI', 'IDBOA')],
    halfWidthNm: 0.1,
    // The channel into the basin is about 200 m wide.
    halfWidthsNm: [0.1, 0.1, 0.1, 0.06, 0.04, 0.04],
    weight: 2,
    service: { vessels: 12, speedKn: 7, stopMin: 90 },
  },
  {
    id: 'approach-tarakan',
    name: 'Tarakan approach',
    kind: 'approach',
    waypoints: [
      [118.3, 3.0],
      [117.8, 3.12],
      [117.64, 3.22],
      [117.59, 3.27],
    ],
    ends: [anchorage('TARAKAN ANCH'), port('TARAKAN', 'IDTRK')],
    halfWidthNm: 0.2,
    weight: 2,
    service: { vessels: 16, speedKn: 8, stopMin: 90 },
  },
  {
    id: 'approach-batam',
    name: 'Batam (Sekupang) approach',
    kind: 'approach',
    waypoints: [
      [103.95, 1.225],
      [103.93, 1.18],
      [103.93, 1.147],
    ],
    ends: [anchorage('BATAM ANCH', 'SINGAPORE'), port('BATAM', 'SEKUPANG', 'IDBTM')],
    halfWidthNm: 0.1,
    weight: 3,
    service: { vessels: 24, speedKn: 8, stopMin: 60 },
  },
  {
    id: 'approach-belawan',
    name: 'Belawan approach',
    kind: 'approach',
    waypoints: [
      [99.3, 3.95],
      [99.0, 4.0],
      [98.8, 3.87],
      [98.73, 3.8],
    ],
    ends: [anchorage('BELAWAN ANCH'), port('BELAWAN', 'MEDAN', 'IDBLW')],
    halfWidthNm: 0.2,
    weight: 3,
    service: { vessels: 24, speedKn: 8, stopMin: 90 },
  },
  // Ferry crossings.
  {
    id: 'ferry-merak-bakauheni',
    name: 'Merak – Bakauheni ferry',
    kind: 'ferry',
    waypoints: [
      [105.99, -5.915],
      [105.93, -5.89],
      [105.83, -5.88],
      [105.765, -5.875],
    ],
    ends: [port('MERAK'), port('BAKAUHENI')],
    halfWidthNm: 0.3,
    weight: 4,
    service: { vessels: 40, speedKn: 11, stopMin: 30 },
  },
  {
    id: 'ferry-ketapang-gilimanuk',
    name: 'Ketapang – Gilimanuk ferry',
    kind: 'ferry',
    waypoints: [
      [114.41, -8.14],
      [114.42, -8.147],
      [114.432, -8.155],
    ],
    ends: [port('KETAPANG'), port('GILIMANUK')],
    // Each way keeps to its own side of the crossing (0.03 to 0.2 NM off the line), as the
    // ferries do; narrower, opposite ferries passed within metres of each other.
    halfWidthNm: 0.2,
    weight: 3,
    service: { vessels: 24, speedKn: 10, stopMin: 20 },
  },
  {
    id: 'ferry-padangbai-lembar',
    name: 'Padang Bai – Lembar ferry',
    kind: 'ferry',
    waypoints: [
      [115.525, -8.532],
      [115.6, -8.52],
      [115.85, -8.62],
      [116.05, -8.72],
    ],
    ends: [port('PADANG BAI'), port('LEMBAR')],
    halfWidthNm: 0.3,
    weight: 2,
    service: { vessels: 30, speedKn: 12, stopMin: 45 },
  },
  {
    id: 'fastferry-batam-singapore',
    name: 'Batam – Singapore fast ferry',
    kind: 'fastferry',
    waypoints: [
      // From the ferry terminal west of the cargo quays, by its own way out.
      [103.915, 1.147],
      [103.915, 1.18],
      [103.9, 1.225],
      [103.86, 1.25],
    ],
    ends: [port('BATAM', 'SEKUPANG'), port('SINGAPORE', 'HARBOURFRONT')],
    halfWidthNm: 0.1,
    weight: 3,
    service: { vessels: 30, speedKn: 28, stopMin: 20 },
  },
  {
    id: 'fastferry-sanur-lembongan',
    name: 'Sanur – Nusa Lembongan fast boat',
    kind: 'fastferry',
    // From Sanur's harbour, where most Lembongan boats leave (Benoa's narrow channel is the
    // port approach's).
    waypoints: [
      [115.268, -8.678],
      [115.33, -8.7],
      [115.42, -8.68],
    ],
    ends: [port('SANUR'), port('LEMBONGAN')],
    halfWidthNm: 0.1,
    weight: 1,
    service: { vessels: 20, speedKn: 26, stopMin: 30 },
  },
];

/**
 * Every route: the hand-drawn ones, then a voyage between every two ports of the sea-lane
 * network (`network.ts`).
 */
export const ROUTES: readonly Route[] = [...HAND_ROUTES, ...voyageRoutes()];

export const AREAS: readonly Area[] = [
  {
    id: 'fishing-java-sea',
    name: 'Java Sea off Indramayu',
    kind: 'fishing',
    center: [108.2, -5.75],
    radiusNm: 15,
    port: 'INDRAMAYU',
    weight: 4,
  },
  {
    id: 'fishing-natuna',
    name: 'Natuna Sea',
    kind: 'fishing',
    center: [107.2, 3.4],
    radiusNm: 25,
    port: 'RANAI',
    weight: 3,
  },
  {
    id: 'fishing-malacca',
    name: 'Malacca Strait off Bagansiapiapi',
    kind: 'fishing',
    center: [100.8, 2.6],
    radiusNm: 8,
    port: 'BAGANSIAPIAPI',
    weight: 3,
  },
  {
    id: 'fishing-bali-strait',
    name: 'Bali Strait off Muncar',
    kind: 'fishing',
    center: [114.6, -8.5],
    radiusNm: 4,
    port: 'MUNCAR',
    weight: 2,
  },
  {
    id: 'fishing-arafura',
    name: 'Arafura Sea',
    kind: 'fishing',
    center: [135.5, -8.2],
    radiusNm: 40,
    port: 'TUAL',
    weight: 3,
  },
  {
    id: 'fishing-celebes',
    name: 'Celebes Sea off Tarakan',
    kind: 'fishing',
    center: [118.3, 3.7],
    radiusNm: 15,
    port: 'TARAKAN',
    weight: 2,
  },
  {
    id: 'fishing-pekalongan',
    name: 'Java Sea off Pekalongan and Tegal',
    kind: 'fishing',
    center: [109.5, -6.5],
    radiusNm: 10,
    port: 'PEKALONGAN',
    weight: 4,
  },
  {
    id: 'fishing-bitung',
    name: 'Molucca Sea off Bitung',
    kind: 'fishing',
    center: [125.7, 1.0],
    radiusNm: 12,
    port: 'BITUNG',
    weight: 3,
  },
  {
    id: 'fishing-banda',
    name: 'Banda Sea south of Ambon',
    kind: 'fishing',
    center: [128.3, -4.8],
    radiusNm: 20,
    port: 'AMBON',
    weight: 2,
  },
  {
    id: 'fishing-makassar',
    name: 'Spermonde off Makassar',
    kind: 'fishing',
    center: [118.9, -4.9],
    radiusNm: 8,
    port: 'MAKASSAR',
    weight: 2,
  },
  {
    id: 'leisure-bali',
    name: 'Badung Strait (Bali)',
    kind: 'leisure',
    center: [115.35, -8.78],
    radiusNm: 3,
    port: 'BENOA',
    weight: 2,
  },
  {
    id: 'leisure-batam',
    name: 'Riau islands off Bintan',
    kind: 'leisure',
    center: [104.3, 1.22],
    radiusNm: 2,
    port: 'NONGSA',
    weight: 1,
  },
];
