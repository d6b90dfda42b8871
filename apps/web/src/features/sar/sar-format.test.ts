import type { SarNewsItem, SarVictim } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import {
  CARD_LIMITS,
  coordinateText,
  detailRows,
  etaText,
  oneDecimal,
  outcomeOf,
  rangeProblem,
  splitVictims,
  truncate,
} from './sar-format.ts';

const en = i18n.getFixedT('en');
const id = i18n.getFixedT('id');

const victim = (nama: string, hasil: string | null): SarVictim => ({
  nama,
  umur: null,
  jenis_kelamin: null,
  kewarganegaraan: null,
  hasil_opssar: hasil,
});

describe('truncate (SPEC §2.14 card limits)', () => {
  it('keeps a text of at most the limit as it is', () => {
    expect(truncate('KM Sinar Bangun', 15)).toBe('KM Sinar Bangun');
    expect(truncate('  Kapal Tenggelam ', 16)).toBe('Kapal Tenggelam');
  });

  it('cuts a longer one to exactly the limit, the ellipsis counted within', () => {
    const cut = truncate('Kapal Tenggelam di Selat Sunda', CARD_LIMITS.type);
    expect(cut).toBe('Kapal Tenggela…');
    expect([...cut]).toHaveLength(15);
    const news = truncate('x'.repeat(150), CARD_LIMITS.news);
    expect([...news]).toHaveLength(100);
    expect(news.endsWith('…')).toBe(true);
  });

  it('trims the space before the ellipsis and never splits a character in half', () => {
    expect(truncate('Kapal Tenggelam', 7)).toBe('Kapal…');
    expect(truncate('🚢🚢🚢🚢', 3)).toBe('🚢🚢…');
  });

  it("writes '-' for no text", () => {
    expect(truncate(null, 50)).toBe('-');
    expect(truncate('   ', 50)).toBe('-');
  });
});

describe('victims by outcome (SPEC §3: S survived, DP missing, M dead)', () => {
  it('splits them into the three tables in their order, and keeps the others apart', () => {
    const split = splitVictims([
      victim('A', 'S'),
      victim('B', 'DP'),
      victim('C', 'M'),
      victim('D', ' s '),
      victim('E', 'X'),
      victim('F', null),
    ]);
    expect(split.S.map((v) => v.nama)).toEqual(['A', 'D']);
    expect(split.DP.map((v) => v.nama)).toEqual(['B']);
    expect(split.M.map((v) => v.nama)).toEqual(['C']);
    expect(split.other.map((v) => v.nama)).toEqual(['E', 'F']);
  });

  it('reads the words Basarnas also writes', () => {
    expect(outcomeOf('Selamat')).toBe('S');
    expect(outcomeOf('HILANG')).toBe('DP');
    expect(outcomeOf('dalam  pencarian')).toBe('DP');
    expect(outcomeOf('Meninggal Dunia')).toBe('M');
    expect(outcomeOf('?')).toBeNull();
  });

  it('answers empty tables for no victims', () => {
    expect(splitVictims([])).toEqual({ S: [], DP: [], M: [], other: [] });
  });
});

describe('the searched range (SPEC §4 pickers)', () => {
  const today = '2026-11-30';
  it('accepts one day up to 31 days, both ends counted', () => {
    expect(rangeProblem(today, today, today)).toBeNull();
    expect(rangeProblem('2026-10-31', today, today)).toBeNull();
    expect(rangeProblem('2026-10-30', today, today)).toBe('tooLong');
  });

  it('refuses an end before the start, a day after today and a missing date', () => {
    expect(rangeProblem('2026-11-20', '2026-11-19', today)).toBe('order');
    expect(rangeProblem('2026-11-20', '2026-12-01', today)).toBe('future');
    expect(rangeProblem('', today, today)).toBe('empty');
    expect(rangeProblem('2026-11-20', '2026-13-01', today)).toBe('empty');
  });
});

describe("SAR assist's numbers", () => {
  it('writes an ETA as hours and minutes, to the nearest minute and at least one', () => {
    expect(etaText(65, en)).toBe('1 h 05 min');
    expect(etaText(64.6, en)).toBe('1 h 05 min');
    expect(etaText(15.02, en)).toBe('15 min');
    expect(etaText(45, en)).toBe('45 min');
    expect(etaText(59.6, en)).toBe('1 h 00 min');
    expect(etaText(0.3, en)).toBe('1 min');
    expect(etaText(600, en)).toBe('10 h 00 min');
    expect(etaText(65, id)).toBe('1 j 05 mnt');
  });

  it("writes '-' for a vessel not making way", () => {
    expect(etaText(null, en)).toBe('-');
    expect(etaText(Number.NaN, en)).toBe('-');
  });

  it('writes one decimal as the language does, and coordinates as plain decimals', () => {
    expect(oneDecimal(12.345, 'en')).toBe('12.3');
    expect(oneDecimal(12.345, 'id')).toBe('12,3');
    expect(oneDecimal(3, 'en')).toBe('3.0');
    expect(coordinateText(1e-7)).toBe('0.000000');
    expect(coordinateText(106.88123456789)).toBe('106.881235');
    expect(coordinateText(-6.1)).toBe('-6.100000');
  });
});

describe('the detail table', () => {
  const item = {
    jenis_kecelakaan: 'Kapal tenggelam',
    sub_kecelakaan: null,
    nama_kansar: 'Kantor SAR Jakarta',
    tgl_kejadian: '2026-11-30 08:15:00',
    tgl_lapor: null,
    tgl_berangkat: null,
    tgl_estimasi_tiba: null,
    waktu_tiba_realisasi: null,
    jarak_tempuh: '12',
    satuan_jarak_tempuh: 'NM',
    response_time: null,
    waktu_tempuh: null,
    tgl_selesai: null,
    zero_accident: '',
  } as SarNewsItem;

  it('labels every field and writes absent values as -', () => {
    const rows = detailRows(item, en);
    expect(rows.map((r) => r.label)).toEqual([
      'Jenis kecelakaan',
      'Sub kecelakaan',
      'Kantor SAR',
      'Tanggal kejadian',
      'Tanggal lapor',
      'Tanggal berangkat',
      'Estimasi tiba',
      'Tiba (realisasi)',
      'Jarak tempuh',
      'Response time',
      'Waktu tempuh',
      'Tanggal selesai',
      'Zero accident',
    ]);
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value('Jarak tempuh')).toBe('12 NM');
    expect(value('Sub kecelakaan')).toBe('-');
    expect(value('Zero accident')).toBe('-');
    expect(value('Tanggal kejadian')).toBe('2026-11-30 08:15:00');
  });

  it('writes a distance without its unit when Basarnas gave none, and - without a distance', () => {
    const value = (patch: Partial<SarNewsItem>) =>
      detailRows({ ...item, ...patch }, en).find((r) => r.label === 'Jarak tempuh')?.value;
    expect(value({ satuan_jarak_tempuh: null })).toBe('12');
    expect(value({ jarak_tempuh: null })).toBe('-');
  });
});
