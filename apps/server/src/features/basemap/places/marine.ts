import type { PlaceName } from '@pantau/contracts';
import { placeMaker } from './place-maker.ts';

/**
 * The seas, straits and bays of the offline base map, in Indonesian, each at a point in open
 * water where its name is written, and the spec zooms from which (and up to which) it is.
 *
 * Written down by the Pantau developers: the names as Indonesian charts and maps use them
 * (Laut Natuna Utara for the Indonesian part of the South China Sea, named so in 2017), each
 * point placed in open water off the shipped coastline; a label point is not a boundary.
 * These are facts, not a copy of any database: the list is the project's own, under its
 * licence (README, "Map data").
 * No npm package republishes named sea areas (Natural Earth's marine polygons are not on the
 * registry), so the list is kept here; a test checks that every point is at sea.
 */
const sea = placeMaker('sea', 4, 9);
const strait = placeMaker('strait', 6, 12);
const bay = placeMaker('bay', 6, 12);

export const MARINE_NAMES: readonly PlaceName[] = [
  sea('Samudra Hindia', 104.0, -11.5, 3, 8),
  sea('Samudra Pasifik', 137.5, 5.0, 3, 8),
  sea('Laut Jawa', 110.5, -5.0),
  sea('Laut Banda', 127.5, -5.6),
  sea('Laut Flores', 121.0, -7.4),
  sea('Laut Sulawesi', 122.0, 3.5),
  sea('Laut Natuna Utara', 109.5, 6.0),
  sea('Laut Natuna', 106.6, 2.0, 5),
  sea('Laut Arafura', 136.0, -9.6),
  sea('Laut Timor', 127.0, -10.8),
  sea('Laut Maluku', 126.4, 0.6, 5),
  sea('Laut Seram', 129.5, -2.4, 5),
  sea('Laut Halmahera', 129.2, -0.5, 5),
  sea('Laut Sawu', 122.5, -9.4, 5),
  sea('Laut Bali', 115.9, -7.6, 5),
  sea('Laut Andaman', 96.0, 8.5, 4),
  sea('Laut Sulu', 120.5, 8.0, 5),
  strait('Selat Malaka', 100.4, 3.0, 5),
  strait('Selat Makassar', 118.0, -2.0, 5),
  strait('Selat Karimata', 108.5, -1.6),
  strait('Selat Sunda', 105.6, -6.1),
  strait('Selat Lombok', 115.75, -8.6, 7),
  strait('Selat Bali', 114.45, -8.25, 8),
  strait('Selat Alas', 116.68, -8.6, 8),
  strait('Selat Madura', 113.3, -7.45, 7),
  strait('Selat Bangka', 105.55, -2.25, 7),
  strait('Selat Gaspar', 107.1, -2.7, 7),
  strait('Selat Singapura', 103.85, 1.21, 8),
  strait('Selat Ombai', 125.0, -8.4, 7),
  strait('Selat Wetar', 126.5, -8.3, 7),
  strait('Selat Sape', 119.25, -8.55, 8),
  bay('Teluk Bone', 120.8, -4.2),
  bay('Teluk Tomini', 121.5, -0.4),
  bay('Teluk Cenderawasih', 135.5, -2.4),
  bay('Teluk Tolo', 122.5, -2.1, 7),
  bay('Teluk Berau', 132.6, -2.6, 7),
  bay('Teluk Bintuni', 133.6, -2.25, 8),
  bay('Teluk Kau', 128.0, 1.1, 8),
  bay('Teluk Saleh', 117.85, -8.45, 8),
  bay('Teluk Lampung', 105.25, -5.65, 8),
  bay('Teluk Semangka', 104.75, -5.72, 8),
  bay('Teluk Jakarta', 106.85, -6.0, 9, 14),
];
