import { WIB_OFFSET_MS, wibDayStart } from '@pantau/domain';

/**
 * The simulator's demo SAR cases, in Basarnas' own item shape (SPEC §3): a case or two a day
 * on the waters the simulator sails, so SAR assist finds simulated ships around them. Made
 * up, deterministic per day, and labelled 'Simulated' wherever they are shown. The scenes and
 * the SAR offices (Kantor SAR, Basarnas' regional offices) are written down here by hand.
 */

interface Scene {
  lon: number;
  lat: number;
  place: string;
  kansar: string;
}

const SCENES: readonly Scene[] = [
  { lon: 105.97, lat: -5.83, place: 'Selat Sunda', kansar: 'Kantor SAR Banten' },
  { lon: 106.9, lat: -5.95, place: 'perairan Tanjung Priok', kansar: 'Kantor SAR Jakarta' },
  { lon: 107.3, lat: -5.75, place: 'Laut Jawa utara Karawang', kansar: 'Kantor SAR Jakarta' },
  { lon: 114.42, lat: -8.147, place: 'Selat Bali', kansar: 'Kantor SAR Surabaya' },
  { lon: 115.85, lat: -8.3, place: 'Selat Lombok', kansar: 'Kantor SAR Mataram' },
  { lon: 115.3, lat: -8.85, place: 'perairan Benoa', kansar: 'Kantor SAR Denpasar' },
  { lon: 103.93, lat: 1.18, place: 'perairan Batam', kansar: 'Kantor SAR Tanjung Pinang' },
  { lon: 99.0, lat: 4.0, place: 'perairan Belawan', kansar: 'Kantor SAR Medan' },
  { lon: 117.8, lat: 3.12, place: 'perairan Tarakan', kansar: 'Kantor SAR Tarakan' },
  { lon: 118.5, lat: -1.0, place: 'Selat Makassar', kansar: 'Kantor SAR Balikpapan' },
];

const ACCIDENTS: readonly [string, string][] = [
  ['Kapal Tenggelam', 'Kapal penumpang tenggelam'],
  ['Kapal Terbakar', 'Kebakaran kamar mesin'],
  ['Tabrakan Kapal', 'Tabrakan dua kapal'],
  ['Mati Mesin', 'Kapal nelayan mati mesin'],
  ['Orang Jatuh ke Laut', 'ABK jatuh ke laut'],
  ['Kapal Kandas', 'Kapal kandas di karang'],
];

const VESSELS = [
  'KM Sinar Bahari',
  'KMP Nusa Jaya',
  'KM Harapan Baru',
  'KLM Bintang Timur',
  'KM Rezeki Laut',
  'TB Samudra Perkasa',
];
const GIVEN = [
  'Ahmad',
  'Budi',
  'Siti',
  'Dewi',
  'Agus',
  'Rina',
  'Joko',
  'Wayan',
  'Made',
  'Yusuf',
  'Nur',
  'Slamet',
  'Putu',
  'Hendra',
  'Lestari',
];
const FAMILY = [
  'Saputra',
  'Wijaya',
  'Hidayat',
  'Pratama',
  'Lubis',
  'Siregar',
  'Santoso',
  'Kurniawan',
  'Rahman',
];
const OUTCOMES = ['S', 'S', 'S', 'DP', 'M'] as const;

/** A small deterministic hash of a text and a counter, 0 ≤ x < 1. */
function unit(seed: string, n: number): number {
  let h = 2166136261 ^ n;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

const pick = <T>(list: readonly T[], x: number): T =>
  list[Math.floor(x * list.length) % list.length] as T;
const two = (n: number) => String(n).padStart(2, '0');

/** A UTC+7 wall time as Basarnas writes it: `2026-11-30 08:15:00`. */
function wall(ms: number): string {
  const d = new Date(ms + WIB_OFFSET_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00`;
}

/** The day's cases (UTC+7 day, YYYY-MM-DD), those after `now` left out. */
export function demoCasesOf(day: string, now: number): Record<string, unknown>[] {
  const start = wibDayStart(day);
  const count = 1 + Math.floor(unit(day, 0) * 2);
  const out: Record<string, unknown>[] = [];
  for (let k = 0; k < count; k++) {
    const r = (n: number) => unit(`${day}#${k}`, n);
    // Today's cases happened in the last hours; other days' at any hour.
    const incident =
      start + 86_400_000 > now
        ? now - (20 + Math.floor(r(1) * 160)) * 60_000
        : start + Math.floor(r(1) * 86_400_000);
    if (incident < start || incident > now) continue;
    const scene = pick(SCENES, r(2));
    const [jenis, sub] = pick(ACCIDENTS, r(3));
    const ship = pick(VESSELS, r(4));
    const victims = Array.from({ length: 1 + Math.floor(r(5) * 6) }, (_, i) => ({
      nama: `${pick(GIVEN, unit(`${day}#${k}v${i}`, 1))} ${pick(FAMILY, unit(`${day}#${k}v${i}`, 2))}`,
      umur: String(18 + Math.floor(unit(`${day}#${k}v${i}`, 3) * 50)),
      jenis_kelamin: unit(`${day}#${k}v${i}`, 4) < 0.7 ? 'Laki-laki' : 'Perempuan',
      kewarganegaraan: 'WNI',
      hasil_opssar: pick(OUTCOMES, unit(`${day}#${k}v${i}`, 5)),
    }));
    const n = (o: string) => victims.filter((v) => v.hasil_opssar === o).length;
    const reported = incident + (10 + Math.floor(r(6) * 50)) * 60_000;
    const departed = reported + (15 + Math.floor(r(7) * 30)) * 60_000;
    const distance = 5 + Math.floor(r(8) * 40);
    const arrived = departed + distance * 4 * 60_000;
    const done = n('DP') === 0 && arrived + 3_600_000 < now;
    out.push({
      id: `SIM-${day.replaceAll('-', '')}-${k + 1}`,
      nama_berita: `${jenis} ${ship} di ${scene.place}`,
      jenis_kecelakaan: jenis,
      sub_kecelakaan: sub,
      nama_kansar: scene.kansar,
      tgl_kejadian: wall(incident),
      tgl_lapor: wall(reported),
      tgl_berangkat: reported > now ? null : wall(departed),
      tgl_estimasi_tiba: wall(arrived),
      waktu_tiba_realisasi: arrived > now ? null : wall(arrived),
      jarak_tempuh: String(distance),
      satuan_jarak_tempuh: 'NM',
      response_time: `${Math.round((departed - reported) / 60_000)} menit`,
      waktu_tempuh: `${distance * 4} menit`,
      korban_selamat: n('S'),
      korban_meninggal: n('M'),
      hilang: n('DP'),
      tgl_selesai: done ? wall(arrived + 3_600_000) : null,
      zero_accident: n('M') + n('DP') === 0 ? 'Ya' : 'Tidak',
      latitude: scene.lat + (r(9) - 0.5) * 0.06,
      longitude: scene.lon + (r(10) - 0.5) * 0.06,
      detail_korban: { data_korban: victims },
    });
  }
  return out;
}

/** Every UTC+7 day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = wibDayStart(from); t <= wibDayStart(to); t += 86_400_000)
    days.push(new Date(t + WIB_OFFSET_MS).toISOString().slice(0, 10));
  return days;
}

/** The demo's answer for a period, as Basarnas would send it: `{ data: [...] }`, newest first. */
export function demoAnswer(
  from: string,
  to: string,
  now: number,
): { data: Record<string, unknown>[] } {
  return {
    data: daysOf(from, to)
      .flatMap((d) => demoCasesOf(d, now))
      .reverse(),
  };
}
