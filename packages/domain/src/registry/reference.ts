import { DISTRICTS } from '../districts.ts';
import type { RegistryCategory } from './poi.ts';
import { VTS_STATIONS } from './vts-stations.ts';
import { WPI_INDONESIA, type WpiRow } from './wpi-indonesia.ts';

/**
 * The port and asset registry's reference entries: what the product knows before any admin
 * imports anything (see PROVENANCE.md beside this file). Each has a stable id; the server
 * stores them once and admins may then edit or add to them.
 */

/** The details an entry may carry besides its place; every one optional. */
export interface RegistryDetails {
  // World Port Index fields (ports).
  wpi?: number | null;
  alternateName?: string | null;
  harborSize?: string | null;
  harborType?: string | null;
  shelter?: string | null;
  waterBody?: string | null;
  tidalRangeM?: number | null;
  channelDepthM?: number | null;
  anchorageDepthM?: number | null;
  cargoPierDepthM?: number | null;
  oilTerminalDepthM?: number | null;
  maxVesselLengthM?: number | null;
  maxVesselDraftM?: number | null;
  pilotageCompulsory?: boolean | null;
  chart?: string | null;
  /** The navigation district whose seat it is, or that it belongs to. */
  district?: string | null;
  /** SPEC §2 quick-zoom preset (spec zoom), and whether it is in the Focus Zoom list. */
  quickZoom?: number | null;
  focusZoom?: boolean | null;
  // SPEC §2.24 TUKS and TERSUS fields.
  sk?: string | null;
  bidangUsaha?: string | null;
  kategori?: string | null;
  tipe?: string | null;
  alamat?: string | null;
  npwp?: string | null;
  status?: string | null;
  // SPEC §3 'Port summary' (DATA REKAP PELABUHAN).
  upt?: string | null;
  dataStatusOperational?: string | null;
  kelasEksisting?: string | null;
  kelasBaru?: string | null;
  hasilPenilaianKriteriaKlasifikasi?: string | null;
  keterangan?: string | null;
}

export interface RegistryEntry {
  id: string;
  category: RegistryCategory;
  name: string;
  /** UN/LOCODE, where one exists. */
  code: string | null;
  /** MMSI (VTS), call sign (SROP) or DSI number. */
  identifier: string | null;
  lon: number;
  lat: number;
  address: string | null;
  /** Region (daerah) of a TUKS or TERSUS. */
  region: string | null;
  details: RegistryDetails;
  /** Where it came from: the World Port Index, the spec's own places, or an admin's import. */
  source: 'wpi' | 'spec' | 'import';
}

/** SPEC §2 quick zooms and the Focus Zoom list, by the WPI number of their port. */
const QUICK_ZOOM_BY_WPI = new Map<number, { zoom: number; focus: boolean }>([
  [51260, { zoom: 15, focus: true }], // Benoa
  [50970, { zoom: 12, focus: true }], // Jakarta (Tanjung Priok)
  [51010, { zoom: 10, focus: false }], // Cirebon
  [51780, { zoom: 10, focus: true }], // Lingkas (Tarakan)
  [50730, { zoom: 12, focus: true }], // Belawan
]);

/**
 * The names Indonesian officers use for ports the World Port Index lists by their city (or an
 * old city name): the harbour's own name, as the port operators (Pelindo) and the Directorate
 * General of Sea Transportation publish it (see PROVENANCE.md). The index's name is kept
 * first among the alternate names, so "Jakarta" still finds Tanjung Priok.
 */
export const PORT_LOCAL_NAMES: ReadonlyMap<number, string> = new Map([
  [50970, 'Tanjung Priok'], // Jakarta
  [51130, 'Tanjung Perak'], // Surabaya
  [51040, 'Tanjung Emas'], // Semarang
  [51220, 'Tanjung Intan'], // Cilacap
  [52320, 'Makassar'], // Ujung Pandang (the city's name until 1999)
]);

/**
 * Ports officers call by their city as often as by their harbour: the city stays the name,
 * the harbour's name is added to the alternates so a search by either finds the port.
 */
export const PORT_HARBOUR_NAMES: ReadonlyMap<number, string> = new Map([
  [50330, 'Boom Baru'], // Palembang
  [51890, 'Trisakti'], // Banjarmasin
  [51840, 'Semayang'], // Balikpapan
  [51941, 'Dwikora'], // Pontianak
  [51400, 'Tenau'], // Kupang
  [52720, 'Yos Sudarso'], // Ambon
]);

/** The index's name, then its alternates, without repeating the name the port now has. */
function alternatesOf(name: string, wpiName: string, wpiAlternates: string | null): string | null {
  const names = [wpiName, ...(wpiAlternates?.split(';') ?? [])]
    .map((n) => n.trim())
    .filter((n, i, all) => n && n !== name && all.indexOf(n) === i);
  return names.length > 0 ? names.join('; ') : null;
}

const near = (a: readonly [number, number], lon: number, lat: number) =>
  Math.abs(a[0] - lon) < 0.01 && Math.abs(a[1] - lat) < 0.01;

function wpiPort(row: WpiRow): RegistryEntry {
  const [
    wpi,
    wpiName,
    wpiAlternates,
    locode,
    lon,
    lat,
    harborSize,
    harborType,
    shelter,
    waterBody,
  ] = row;
  const name = PORT_LOCAL_NAMES.get(wpi) ?? wpiName;
  const harbour = PORT_HARBOUR_NAMES.get(wpi);
  const alternateName = harbour
    ? alternatesOf(name, harbour, wpiAlternates)
    : name === wpiName
      ? wpiAlternates
      : alternatesOf(name, wpiName, wpiAlternates);
  const [tidalRangeM, channelDepthM, anchorageDepthM, cargoPierDepthM, oilTerminalDepthM] =
    row.slice(10, 15) as (number | null)[];
  const [maxVesselLengthM, maxVesselDraftM] = row.slice(15, 17) as (number | null)[];
  const [, , , , , , , , , , , , , , , , , pilotage, chart] = row;
  const district = DISTRICTS.find((d) => near(d.position, lon, lat));
  const quick = QUICK_ZOOM_BY_WPI.get(wpi);
  return {
    id: `wpi-${wpi}`,
    category: 'ports',
    name,
    // Three district ports have no UN/LOCODE in the index; their district's code is theirs.
    code: locode ?? district?.portCode ?? null,
    identifier: null,
    lon,
    lat,
    address: null,
    region: null,
    details: {
      wpi,
      alternateName,
      harborSize,
      harborType,
      shelter,
      waterBody,
      tidalRangeM,
      channelDepthM,
      anchorageDepthM,
      cargoPierDepthM,
      oilTerminalDepthM,
      maxVesselLengthM,
      maxVesselDraftM,
      pilotageCompulsory: pilotage,
      chart,
      district: district?.name ?? null,
      quickZoom: quick?.zoom ?? null,
      focusZoom: quick?.focus ?? false,
    },
    source: 'wpi',
  };
}

const WPI_PORTS = WPI_INDONESIA.map(wpiPort);

/**
 * Ports the product names that the index lacks: Batam (the SPEC §2 quick zoom and Focus
 * Zoom, UN/LOCODE IDBTM, placed at WPI Sekupang) and Tual (a district seat; UN/LOCODE IDTUA).
 */
const SPEC_PORTS: RegistryEntry[] = [
  { name: 'Batam', code: 'IDBTM', quick: { zoom: 12, focus: true }, district: null },
  { name: 'Tual', code: 'IDTUA', quick: null, district: 'Tual' },
].map(({ name, code, quick, district }) => {
  const position =
    code === 'IDTUA'
      ? (DISTRICTS.find((d) => d.portCode === code)?.position ?? [0, 0])
      : ([103.916667, 1.133333] as const);
  return {
    id: code,
    category: 'ports',
    name,
    code,
    identifier: null,
    lon: position[0],
    lat: position[1],
    address: null,
    region: null,
    details: {
      district,
      quickZoom: quick?.zoom ?? null,
      focusZoom: quick?.focus ?? false,
    },
    source: 'spec',
  };
});

/**
 * The ferry harbours of the country's busiest crossings (PT ASDP Indonesia Ferry: Sunda
 * Strait, Bali Strait, Lombok Strait), which the World Port Index lacks: without them a
 * ferry berthing or leaving there is 'at sea' to every port rule. Positions to two decimals
 * (about 1 km), the harbours' commonly published coordinates; no UN/LOCODE is given (to be
 * confirmed against UNECE's list).
 */
const FERRY_PORTS: RegistryEntry[] = [
  { id: 'ferry-merak', name: 'Merak', lon: 106.0, lat: -5.93 },
  { id: 'ferry-bakauheni', name: 'Bakauheni', lon: 105.75, lat: -5.87 },
  { id: 'ferry-ketapang', name: 'Ketapang', lon: 114.4, lat: -8.14 },
  { id: 'ferry-gilimanuk', name: 'Gilimanuk', lon: 114.44, lat: -8.16 },
  { id: 'ferry-padang-bai', name: 'Padang Bai', lon: 115.51, lat: -8.53 },
  { id: 'ferry-lembar', name: 'Lembar', lon: 116.07, lat: -8.73 },
].map(({ id, name, lon, lat }) => ({
  id,
  category: 'ports',
  name,
  code: null,
  identifier: null,
  lon,
  lat,
  address: null,
  region: null,
  details: { alternateName: `Pelabuhan Penyeberangan ${name}` },
  source: 'spec',
}));

/**
 * SPEC §2.5: the 25 Kantor Disnav (Distrik Navigasi) offices, placed at their namesake port
 * (no open dataset of the office buildings' positions exists).
 */
const DISNAV_OFFICES: RegistryEntry[] = DISTRICTS.map((d, i) => ({
  id: `disnav-${String(i + 1).padStart(2, '0')}`,
  category: 'kantor disnav',
  name: `Distrik Navigasi ${d.name}`,
  code: d.portCode,
  identifier: null,
  lon: d.position[0],
  lat: d.position[1],
  address: null,
  region: null,
  details: { district: d.name },
  source: 'spec',
}));

const VTS: RegistryEntry[] = VTS_STATIONS.map((v, i) => {
  const { at } = v;
  const port = 'wpi' in at ? WPI_PORTS.find((p) => p.details.wpi === at.wpi) : null;
  const position = port ?? ('wpi' in at ? null : at);
  return {
    id: `vts-${String(i + 1).padStart(2, '0')}`,
    category: 'vts',
    name: `VTS ${v.name}`,
    code: port?.code ?? null,
    identifier: null,
    lon: position?.lon ?? 0,
    lat: position?.lat ?? 0,
    address: null,
    region: null,
    details: { district: v.district },
    source: 'spec',
  };
});

export const REFERENCE_ASSETS: readonly RegistryEntry[] = [
  ...WPI_PORTS,
  ...SPEC_PORTS,
  ...FERRY_PORTS,
  ...DISNAV_OFFICES,
  ...VTS,
];
