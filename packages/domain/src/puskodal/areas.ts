/**
 * Areas the Puskodal rules look at, written from public facts; approximate, for alerting and
 * not for navigation.
 *
 * - ALKI (Alur Laut Kepulauan Indonesia, the archipelagic sea lanes): the axes of ALKI I,
 *   II and IIIA designated by Peraturan Pemerintah No. 37 of 2002 (adopted by IMO in
 *   MSC.72(69), 1998), traced here through their main waypoints to about 0.1°. A ship within
 *   25 NM of an axis is in the lane (UNCLOS art. 53(5): ships keep within 25 NM either side).
 * - Kawasan konservasi perairan: marine protected areas gazetted by the Ministry of Marine
 *   Affairs and Fisheries (KKP) and national parks, each as a circle around its centre with
 *   a radius that covers its waters; a ship inside one "enters a conservation area".
 */
export interface LaneAxis {
  id: string;
  name: string;
  /** [lon, lat] waypoints of the axis. */
  axis: readonly (readonly [number, number])[];
  halfWidthM: number;
}

const NM = 1852;

export const ALKI: readonly LaneAxis[] = [
  {
    id: 'alki-1',
    name: 'ALKI I (Laut Natuna – Selat Karimata – Selat Sunda)',
    axis: [
      [108.6, 4.5],
      [107.8, 1.8],
      [107.3, -1.0],
      [106.8, -3.5],
      [106.1, -5.4],
      [105.8, -6.1],
      [105.1, -7.1],
    ],
    halfWidthM: 25 * NM,
  },
  {
    id: 'alki-2',
    name: 'ALKI II (Laut Sulawesi – Selat Makassar – Selat Lombok)',
    axis: [
      [119.6, 4.8],
      [119.0, 1.5],
      [118.4, -1.5],
      [117.9, -4.2],
      [116.6, -6.8],
      [115.8, -8.3],
      [115.6, -9.6],
    ],
    halfWidthM: 25 * NM,
  },
  {
    id: 'alki-3a',
    name: 'ALKI IIIA (Laut Maluku – Laut Seram – Laut Banda – Selat Ombai – Laut Sawu)',
    axis: [
      [127.4, 3.5],
      [126.6, 0.5],
      [126.6, -1.7],
      [127.3, -3.2],
      [126.5, -5.6],
      [125.4, -7.9],
      [124.3, -9.0],
      [122.6, -10.7],
    ],
    halfWidthM: 25 * NM,
  },
];

export interface ProtectedArea {
  id: string;
  name: string;
  center: readonly [number, number];
  radiusM: number;
}

export const CONSERVATION_AREAS: readonly ProtectedArea[] = [
  { id: 'komodo', name: 'Taman Nasional Komodo', center: [119.5, -8.6], radiusM: 30_000 },
  { id: 'bunaken', name: 'Taman Nasional Bunaken', center: [124.75, 1.62], radiusM: 15_000 },
  { id: 'wakatobi', name: 'Taman Nasional Wakatobi', center: [123.85, -5.6], radiusM: 60_000 },
  {
    id: 'takabonerate',
    name: 'Taman Nasional Taka Bonerate',
    center: [121.05, -6.6],
    radiusM: 35_000,
  },
  {
    id: 'karimunjawa',
    name: 'Taman Nasional Karimunjawa',
    center: [110.45, -5.83],
    radiusM: 25_000,
  },
  {
    id: 'seribu',
    name: 'Taman Nasional Kepulauan Seribu',
    center: [106.55, -5.6],
    radiusM: 25_000,
  },
  { id: 'rajaampat', name: 'KKPN Raja Ampat', center: [130.5, -0.6], radiusM: 80_000 },
  {
    id: 'cenderawasih',
    name: 'Taman Nasional Teluk Cenderawasih',
    center: [134.8, -2.8],
    radiusM: 70_000,
  },
  { id: 'lautsawu', name: 'TNP Laut Sawu', center: [122.5, -10.0], radiusM: 80_000 },
  { id: 'anambas', name: 'TWP Kepulauan Anambas', center: [106.2, 3.1], radiusM: 40_000 },
];
