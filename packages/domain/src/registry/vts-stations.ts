/**
 * The 23 VTS (Vessel Traffic Service) stations of SPEC §3 'Lists', each under its navigation
 * district and placed at the World Port Index position of the port it serves (its WPI
 * number), or, for a port the index does not list, at the town's own position: the stations'
 * antenna sites are not published as open data.
 *
 * Names: the Directorate General of Sea Transportation (Ditjen Hubla) gives 21 stations in
 * its public statements (2016-2019; listed by name in "Setelah Wajib AIS, Hubla Dorong
 * Pemanfaatan Layanan Navigasi VTS", jurnalmaritim.com, 2019): Belawan, Teluk Bayur, Dumai,
 * Batam, Palembang, Panjang, Merak, Jakarta, Pontianak, Banjarmasin, Batu Licin, Semarang,
 * Surabaya, Balikpapan, Samarinda, Makassar, Benoa, Lembar, Bitung, Sorong and Bintuni.
 * Tarakan is the Directorate's too: its Director of Navigation presented the Tarakan VTS
 * station's SOP in July 2019 (Bisnis.com, 23 July 2019, "Kemenhub Siapkan Prosedur Alur
 * Pelayaran di Tarakan"), and VTS Tarakan hosted the e-Pilotage trial of July 2020 after
 * Tanjung Priok and Batam (BeritaTrans, 7 July 2020). That makes 22 of the spec's 23; the last
 * (Tanjung Pinang here) is in no public statement found and stays `published: false` until
 * someone confirms it against the Directorate's own register.
 */
export interface VtsStation {
  name: string;
  district: string;
  /** WPI number of the port it serves, or the town's position where the index has none. */
  at: { wpi: number } | { lon: number; lat: number };
  /** Named as a Directorate station in a public statement (see above). */
  published: boolean;
}

const wpi = (n: number) => ({ wpi: n });

export const VTS_STATIONS: readonly VtsStation[] = [
  { name: 'Belawan', district: 'Belawan', at: wpi(50730), published: true },
  { name: 'Teluk Bayur', district: 'Teluk Bayur', at: wpi(50450), published: true },
  { name: 'Dumai', district: 'Dumai', at: wpi(50785), published: true },
  { name: 'Batam', district: 'Tanjung Pinang', at: wpi(50055), published: true },
  { name: 'Palembang', district: 'Palembang', at: wpi(50330), published: true },
  { name: 'Panjang', district: 'Palembang', at: wpi(50380), published: true },
  { name: 'Merak', district: 'Tanjung Priok', at: wpi(50922), published: true },
  { name: 'Jakarta', district: 'Tanjung Priok', at: wpi(50970), published: true },
  { name: 'Pontianak', district: 'Pontianak', at: wpi(51941), published: true },
  { name: 'Banjarmasin', district: 'Banjarmasin', at: wpi(51890), published: true },
  // Batulicin, Tanah Bumbu (South Kalimantan): not in the index.
  {
    name: 'Batu Licin',
    district: 'Banjarmasin',
    at: { lon: 115.99, lat: -3.43 },
    published: true,
  },
  { name: 'Semarang', district: 'Tanjung Emas', at: wpi(51040), published: true },
  { name: 'Surabaya', district: 'Surabaya', at: wpi(51130), published: true },
  { name: 'Balikpapan', district: 'Samarinda', at: wpi(51840), published: true },
  { name: 'Samarinda', district: 'Samarinda', at: wpi(51820), published: true },
  { name: 'Makassar', district: 'Makassar', at: wpi(52320), published: true },
  { name: 'Benoa', district: 'Benoa', at: wpi(51260), published: true },
  // Lembar harbour, West Lombok: not in the index.
  { name: 'Lembar', district: 'Benoa', at: { lon: 116.07, lat: -8.73 }, published: true },
  { name: 'Bitung', district: 'Bitung', at: wpi(52065), published: true },
  { name: 'Sorong', district: 'Sorong', at: wpi(53020), published: true },
  // Bintuni Bay (West Papua): the town; not in the index.
  { name: 'Bintuni', district: 'Sorong', at: { lon: 133.53, lat: -2.11 }, published: true },
  { name: 'Tanjung Pinang', district: 'Tanjung Pinang', at: wpi(50040), published: false },
  { name: 'Tarakan', district: 'Tarakan', at: wpi(51780), published: true },
];
