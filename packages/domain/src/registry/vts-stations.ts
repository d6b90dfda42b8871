/**
 * The 23 VTS (Vessel Traffic Service) stations of SPEC §3 'Lists', as the Directorate
 * General of Sea Transportation (Ditjen Hubla) names them publicly, each under its navigation
 * district and placed at the World Port Index position of the port it serves (its WPI
 * number): the stations' own antenna sites are not published as open data.
 */
export interface VtsStation {
  name: string;
  district: string;
  /** WPI number of the port it serves. */
  wpi: number;
}

export const VTS_STATIONS: readonly VtsStation[] = [
  { name: 'Sabang', district: 'Sabang', wpi: 50610 },
  { name: 'Lhokseumawe', district: 'Sabang', wpi: 50650 },
  { name: 'Belawan', district: 'Belawan', wpi: 50730 },
  { name: 'Dumai', district: 'Dumai', wpi: 50785 },
  { name: 'Batam', district: 'Tanjung Pinang', wpi: 50055 },
  { name: 'Tanjung Uban', district: 'Tanjung Pinang', wpi: 50030 },
  { name: 'Tanjung Pinang', district: 'Tanjung Pinang', wpi: 50040 },
  { name: 'Palembang', district: 'Palembang', wpi: 50330 },
  { name: 'Panjang', district: 'Palembang', wpi: 50380 },
  { name: 'Merak', district: 'Tanjung Priok', wpi: 50922 },
  { name: 'Tanjung Priok', district: 'Tanjung Priok', wpi: 50970 },
  { name: 'Cirebon', district: 'Tanjung Emas', wpi: 51010 },
  { name: 'Semarang', district: 'Tanjung Emas', wpi: 51040 },
  { name: 'Surabaya', district: 'Surabaya', wpi: 51130 },
  { name: 'Benoa', district: 'Benoa', wpi: 51260 },
  { name: 'Makassar', district: 'Makassar', wpi: 52320 },
  { name: 'Balikpapan', district: 'Samarinda', wpi: 51840 },
  { name: 'Samarinda', district: 'Samarinda', wpi: 51820 },
  { name: 'Tarakan', district: 'Tarakan', wpi: 51780 },
  { name: 'Bitung', district: 'Bitung', wpi: 52065 },
  { name: 'Ambon', district: 'Ambon', wpi: 52720 },
  { name: 'Sorong', district: 'Sorong', wpi: 53020 },
  { name: 'Kupang', district: 'Kupang', wpi: 51400 },
];
