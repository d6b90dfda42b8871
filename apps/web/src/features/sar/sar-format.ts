import {
  SAR_RANGE_MAX_DAYS,
  type SarNewsItem,
  type SarOutcome,
  type SarVictim,
} from '@pantau/contracts';
import { MISSING, orMissing } from '@pantau/domain';
import type { TFunction } from 'i18next';

/**
 * Berita SAR's pure rules (SPEC §2.14, §3 'SAR news item', §4): what a card shows of an item,
 * its detail table, its victims by outcome, the searched range's problems, and SAR assist's
 * ETA and numbers.
 */

/** What a card cuts its texts to (SPEC §2.14): news name, accident type, SAR office. */
export const CARD_LIMITS = { news: 100, type: 15, office: 50 } as const;

export const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` characters, the ellipsis counted within (so a cut text is
 * exactly `max` long, its end trimmed before the '…'); '-' when there is no text. Characters
 * are code points: an emoji or a combining pair is never split in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (text == null || text.trim() === '') return MISSING;
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  return (
    chars
      .slice(0, Math.max(0, max - 1))
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/** Victims by the three outcomes of SPEC §3, and those Basarnas wrote otherwise. */
export type VictimsByOutcome = Record<SarOutcome, SarVictim[]> & { other: SarVictim[] };

/** Basarnas' codes, and the words its officers also write for them. */
const OUTCOME_WORDS: Record<string, SarOutcome> = {
  S: 'S',
  SELAMAT: 'S',
  DP: 'DP',
  HILANG: 'DP',
  'DALAM PENCARIAN': 'DP',
  M: 'M',
  MD: 'M',
  MENINGGAL: 'M',
  'MENINGGAL DUNIA': 'M',
};

/** The outcome of a victim's `hasil_opssar` (case and spaces ignored), or null. */
export function outcomeOf(hasil: string | null): SarOutcome | null {
  if (hasil === null) return null;
  return OUTCOME_WORDS[hasil.trim().toUpperCase().replace(/\s+/g, ' ')] ?? null;
}

/** The victims split into Selamat (S), Hilang (DP), Meninggal (M) and other, in their order. */
export function splitVictims(victims: readonly SarVictim[]): VictimsByOutcome {
  const out: VictimsByOutcome = { S: [], DP: [], M: [], other: [] };
  for (const v of victims) out[outcomeOf(v.hasil_opssar) ?? 'other'].push(v);
  return out;
}

/** One line of an item's detail table: its label, its value ('-' when absent). */
export interface DetailRow {
  label: string;
  value: string;
}

/** The fields an expanded card shows besides its header, with their labels (SPEC §3). */
export function detailRows(item: SarNewsItem, t: TFunction): DetailRow[] {
  const distance =
    item.jarak_tempuh === null || item.jarak_tempuh.trim() === ''
      ? MISSING
      : [item.jarak_tempuh, item.satuan_jarak_tempuh].filter(Boolean).join(' ');
  return [
    { label: t('sar.detail.jenisKecelakaan'), value: orMissing(item.jenis_kecelakaan) },
    { label: t('sar.detail.subKecelakaan'), value: orMissing(item.sub_kecelakaan) },
    { label: t('sar.detail.kantorSar'), value: orMissing(item.nama_kansar) },
    { label: t('sar.detail.tglKejadian'), value: orMissing(item.tgl_kejadian) },
    { label: t('sar.detail.tglLapor'), value: orMissing(item.tgl_lapor) },
    { label: t('sar.detail.tglBerangkat'), value: orMissing(item.tgl_berangkat) },
    { label: t('sar.detail.estimasiTiba'), value: orMissing(item.tgl_estimasi_tiba) },
    { label: t('sar.detail.tibaRealisasi'), value: orMissing(item.waktu_tiba_realisasi) },
    { label: t('sar.detail.jarakTempuh'), value: distance },
    { label: t('sar.detail.responseTime'), value: orMissing(item.response_time) },
    { label: t('sar.detail.waktuTempuh'), value: orMissing(item.waktu_tempuh) },
    { label: t('sar.detail.tglSelesai'), value: orMissing(item.tgl_selesai) },
    { label: t('sar.detail.zeroAccident'), value: orMissing(item.zero_accident) },
  ];
}

/** Why a from-to range cannot be searched (SPEC §4 pickers), or null when it can. */
export type RangeProblem = 'empty' | 'future' | 'order' | 'tooLong';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(dayNumber(day));

/**
 * What is wrong with searching `from`…`to` (UTC+7 days, `YYYY-MM-DD`) on `today`: a date
 * missing, a date after today, the end before the start, or more than 31 days, both ends
 * counted.
 */
export function rangeProblem(from: string, to: string, today: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'empty';
  if (from > today || to > today) return 'future';
  if (to < from) return 'order';
  if (dayNumber(to) - dayNumber(from) + 1 > SAR_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * An ETA in minutes as hours and minutes ('1 h 05 min', '45 min'), to the nearest minute and
 * at least one (a vessel about to arrive is not there yet); '-' when it is not making way.
 */
export function etaText(minutes: number | null, t: TFunction): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return MISSING;
  const whole = Math.max(1, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h > 0
    ? t('sar.assist.etaHours', { h, m: String(m).padStart(2, '0') })
    : t('sar.assist.etaMinutes', { m });
}

/** A number with one decimal as the language writes it (12.5 in English, 12,5 in Indonesian). */
export function oneDecimal(n: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(n);
}

/**
 * A coordinate as SAR assist's query takes it: a plain decimal, six places (about 0.1 m),
 * never the exponent form JavaScript writes tiny numbers in (`1e-7`).
 */
export function coordinateText(n: number): string {
  return n.toFixed(6);
}
