import type { PlaceName } from '@pantau/contracts';
import { placeMaker } from './place-maker.ts';

/**
 * Indonesia's 38 provinces (Undang-Undang of 2022 for the four new Papuan ones), each at a
 * point inside it where its name is written, shown from the national zoom until the map is
 * close enough for towns to say where one is. Written down by the Pantau developers (names
 * as the law gives them, points read off the shipped coastline); the project's own facts.
 */
const province = placeMaker('province', 5, 8);

export const PROVINCES: readonly PlaceName[] = [
  province('Aceh', 96.9, 4.3),
  province('Sumatera Utara', 99.3, 2.2),
  province('Sumatera Barat', 100.5, -0.8),
  province('Riau', 101.7, 0.4),
  province('Kepulauan Riau', 104.6, 0.9, 6),
  province('Jambi', 102.8, -1.7),
  province('Sumatera Selatan', 104.0, -3.3),
  province('Kepulauan Bangka Belitung', 106.6, -2.6, 6),
  province('Bengkulu', 102.3, -3.6, 6),
  province('Lampung', 105.0, -4.9),
  province('DKI Jakarta', 106.85, -6.25, 7),
  province('Banten', 106.1, -6.45, 6),
  province('Jawa Barat', 107.6, -6.95),
  province('Jawa Tengah', 110.0, -7.3),
  province('DI Yogyakarta', 110.4, -7.9, 7),
  province('Jawa Timur', 112.5, -7.75),
  province('Bali', 115.1, -8.35, 6),
  province('Nusa Tenggara Barat', 117.4, -8.6, 6),
  province('Nusa Tenggara Timur', 121.0, -8.75, 6),
  province('Kalimantan Barat', 111.3, -0.1),
  province('Kalimantan Tengah', 113.4, -1.6),
  province('Kalimantan Selatan', 115.3, -3.0),
  province('Kalimantan Timur', 116.4, 0.5),
  province('Kalimantan Utara', 116.2, 3.0),
  province('Sulawesi Utara', 124.3, 0.9, 6),
  province('Gorontalo', 122.45, 0.65, 6),
  province('Sulawesi Tengah', 120.2, -1.3),
  province('Sulawesi Barat', 119.3, -2.5, 6),
  province('Sulawesi Selatan', 120.0, -3.8),
  province('Sulawesi Tenggara', 122.2, -4.1, 6),
  province('Maluku', 129.5, -3.2),
  province('Maluku Utara', 127.9, 0.6),
  province('Papua', 138.5, -2.5),
  province('Papua Barat', 133.5, -1.9, 6),
  province('Papua Barat Daya', 132.2, -1.0, 6),
  province('Papua Tengah', 136.3, -3.8),
  province('Papua Pegunungan', 139.0, -4.1),
  province('Papua Selatan', 139.5, -7.0),
];
