/**
 * Anchorages off the busy ports where ships wait for a berth, cargo or orders: circles in
 * open water outside the port (drawn from the charts' anchorage areas, checked against land
 * with `scripts/check-land.ts`). Vessels placed here lie at anchor (nav status 1), swinging
 * at their own spot.
 */
import type { LonLat } from './geodesy.ts';

export interface Anchorage {
  readonly id: string;
  /** UN/LOCODE of the port it serves (`@pantau/domain`). */
  readonly code: string;
  readonly destination: string;
  readonly center: LonLat;
  readonly radiusNm: number;
  /** Relative share of anchored vessels. */
  readonly weight: number;
}

export const ANCHORAGES: readonly Anchorage[] = [
  {
    id: 'jakarta',
    code: 'IDJKT',
    destination: 'JAKARTA ANCH',
    center: [106.86, -6.01],
    radiusNm: 2,
    weight: 8,
  },
  {
    id: 'surabaya',
    code: 'IDSUB',
    destination: 'SURABAYA ANCH',
    center: [112.7, -6.88],
    radiusNm: 1.5,
    weight: 5,
  },
  {
    id: 'belawan',
    code: 'IDBLW',
    destination: 'BELAWAN ANCH',
    center: [98.85, 3.92],
    radiusNm: 2,
    weight: 3,
  },
  {
    id: 'batam',
    code: 'IDBTM',
    destination: 'BATAM ANCH',
    center: [104.05, 1.2],
    radiusNm: 1,
    weight: 4,
  },
  {
    id: 'dumai',
    code: 'IDDUM',
    destination: 'DUMAI ANCH',
    center: [101.36, 2.25],
    radiusNm: 1,
    weight: 3,
  },
  {
    id: 'palembang',
    code: 'IDPLM',
    destination: 'PALEMBANG',
    center: [105.0, -2.15],
    radiusNm: 2,
    weight: 3,
  },
  {
    id: 'semarang',
    code: 'IDSRG',
    destination: 'SEMARANG ANCH',
    center: [110.4, -6.85],
    radiusNm: 1.5,
    weight: 2,
  },
  {
    id: 'balikpapan',
    code: 'IDBPN',
    destination: 'BALIKPAPAN ANCH',
    center: [117.05, -1.42],
    radiusNm: 2,
    weight: 3,
  },
  {
    id: 'samarinda',
    code: 'IDSRI',
    destination: 'SAMARINDA',
    center: [117.8, -0.6],
    radiusNm: 3,
    weight: 3,
  },
  {
    id: 'banjarmasin',
    code: 'IDBDJ',
    destination: 'BANJARMASIN',
    center: [114.45, -3.75],
    radiusNm: 3,
    weight: 3,
  },
  {
    id: 'makassar',
    code: 'IDUPG',
    destination: 'MAKASSAR ANCH',
    center: [119.3, -5.15],
    radiusNm: 1.5,
    weight: 2,
  },
  {
    id: 'cilacap',
    code: 'IDCXP',
    destination: 'CILACAP ANCH',
    center: [109.1, -7.85],
    radiusNm: 1.5,
    weight: 1,
  },
];
