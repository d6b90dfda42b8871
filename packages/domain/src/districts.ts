/**
 * The 25 navigation districts (Distrik Navigasi) of SPEC §2.5, in the spec's order, each with
 * the UN/LOCODE and position of its namesake port. Positions are the NGA World Port Index
 * nominal port positions (public domain; Tual from UN/LOCODE IDTUA), not office buildings.
 * A disnav user belongs to one of these by its port code and opens the map there at zoom 8.
 */
export interface District {
  /** Short district name as the DISNAV tab shows it. */
  name: string;
  /** UN/LOCODE of the namesake port. */
  portCode: string;
  /** [longitude, latitude] in degrees. */
  position: readonly [number, number];
}

export const DISNAV_ZOOM = 8;

export const DISTRICTS: readonly District[] = [
  { name: 'Sabang', portCode: 'IDSBG', position: [95.316667, 5.883333] },
  { name: 'Belawan', portCode: 'IDBLW', position: [98.683333, 3.783333] },
  { name: 'Sibolga', portCode: 'IDSLG', position: [98.766667, 1.733333] },
  { name: 'Dumai', portCode: 'IDDUM', position: [101.45, 1.683333] },
  { name: 'Tanjung Pinang', portCode: 'IDTNJ', position: [104.45, 0.916667] },
  { name: 'Teluk Bayur', portCode: 'IDTBR', position: [100.366667, -1.0] },
  { name: 'Palembang', portCode: 'IDPLM', position: [104.766667, -2.983333] },
  { name: 'Tanjung Priok', portCode: 'IDJKT', position: [106.883333, -6.1] },
  { name: 'Tanjung Intan', portCode: 'IDCXP', position: [109.0, -7.733333] },
  { name: 'Tanjung Emas', portCode: 'IDSRG', position: [110.416667, -6.95] },
  { name: 'Surabaya', portCode: 'IDSUB', position: [112.733333, -7.2] },
  { name: 'Benoa', portCode: 'IDBOA', position: [115.216667, -8.75] },
  { name: 'Kupang', portCode: 'IDKOE', position: [123.583333, -10.166667] },
  { name: 'Pontianak', portCode: 'IDPNK', position: [109.333333, -0.016667] },
  { name: 'Banjarmasin', portCode: 'IDBDJ', position: [114.583333, -3.333333] },
  { name: 'Samarinda', portCode: 'IDSRI', position: [117.116667, -0.516667] },
  { name: 'Tarakan', portCode: 'IDTRK', position: [117.6, 3.283333] },
  { name: 'Makassar', portCode: 'IDUPG', position: [119.4, -5.133333] },
  { name: 'Kendari', portCode: 'IDKDI', position: [122.583333, -3.966667] },
  { name: 'Bitung', portCode: 'IDBIT', position: [125.183333, 1.433333] },
  { name: 'Ambon', portCode: 'IDAMQ', position: [128.166667, -3.683333] },
  { name: 'Tual', portCode: 'IDTUA', position: [132.733333, -5.633333] },
  { name: 'Sorong', portCode: 'IDSOQ', position: [131.233333, -0.883333] },
  { name: 'Jayapura', portCode: 'IDDJJ', position: [140.716667, -2.533333] },
  { name: 'Merauke', portCode: 'IDMKQ', position: [140.383333, -8.483333] },
];

const BY_CODE = new Map(DISTRICTS.map((d) => [d.portCode, d]));

export function districtByPortCode(code: string): District | undefined {
  return BY_CODE.get(code.toUpperCase());
}
