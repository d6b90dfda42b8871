import { createHash } from 'node:crypto';
import type { SarNewsItem, SarVictim } from '@pantau/contracts';
import { parseWibDateTime } from '@pantau/domain';
import type { BasarnasSettings as ConfigBasarnas } from '../../config.ts';

/** What the adapter needs of Basarnas' settings. */
export type BasarnasSettings = Pick<ConfigBasarnas, 'url' | 'token' | 'timeoutMs'>;

/** Basarnas failed: unreachable, late, refused, or answered something that is not its format. */
export class BasarnasError extends Error {}

/** Where SAR news come from: Basarnas over HTTP, or the simulator's demo cases. */
export interface SarSource {
  /** The raw answer for a period of UTC+7 days (YYYY-MM-DD), as Basarnas sends it. */
  read: (dateFrom: string, dateTo: string) => Promise<unknown>;
}

/** Basarnas' `GET {url}/bsar/{dateFrom}/{dateTo}` (the list under `data`, SPEC §7). */
export function basarnasSource(s: BasarnasSettings): SarSource {
  return {
    async read(dateFrom, dateTo) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (s.token !== undefined) headers.authorization = `Bearer ${s.token}`;
      let response: Response;
      try {
        response = await fetch(
          new URL(`bsar/${dateFrom}/${dateTo}`, `${s.url.replace(/\/+$/, '')}/`),
          { headers, signal: AbortSignal.timeout(s.timeoutMs) },
        );
      } catch (err) {
        const reason =
          (err as Error).name === 'TimeoutError' ? 'did not answer in time' : 'unreachable';
        throw new BasarnasError(`Basarnas ${reason}`);
      }
      if (!response.ok) throw new BasarnasError(`Basarnas answered HTTP ${response.status}`);
      try {
        return await response.json();
      } catch {
        throw new BasarnasError('Basarnas answered something that is not JSON');
      }
    },
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as Basarnas wrote it (numbers as their digits); null for absent or empty. */
function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'Ya' : 'Tidak';
  return null;
}

/** A count: a whole number or its digits; absent is 0; anything else is unreadable (NaN). */
function countOf(v: unknown): number {
  if (v === null || v === undefined || v === '') return 0;
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : NaN;
}

function coordinate(v: unknown, limit: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function victimOf(v: unknown): SarVictim | null {
  if (!isObj(v)) return null;
  return {
    nama: textOf(v.nama),
    umur: textOf(v.umur),
    jenis_kelamin: textOf(v.jenis_kelamin),
    kewarganegaraan: textOf(v.kewarganegaraan),
    hasil_opssar: textOf(v.hasil_opssar)?.toUpperCase() ?? null,
  };
}

const TEXT_FIELDS = [
  'jenis_kecelakaan',
  'sub_kecelakaan',
  'nama_kansar',
  'tgl_kejadian',
  'tgl_lapor',
  'tgl_berangkat',
  'tgl_estimasi_tiba',
  'waktu_tiba_realisasi',
  'jarak_tempuh',
  'satuan_jarak_tempuh',
  'response_time',
  'waktu_tempuh',
  'tgl_selesai',
  'zero_accident',
] as const;

/** One news item in the spec's shape, or the reason it cannot be read. */
export function sarItemOf(raw: unknown): SarNewsItem | string {
  if (!isObj(raw)) return 'an item is not an object';
  const name = textOf(raw.nama_berita);
  if (name === null) return 'an item has no nama_berita';
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, textOf(raw[f])])) as Record<
    (typeof TEXT_FIELDS)[number],
    string | null
  >;
  const counts = {
    korban_selamat: countOf(raw.korban_selamat),
    korban_meninggal: countOf(raw.korban_meninggal),
    hilang: countOf(raw.hilang),
  };
  for (const [field, n] of Object.entries(counts))
    if (Number.isNaN(n)) return `'${name}': ${field} is not a count`;
  const detail = raw.detail_korban;
  const list = isObj(detail)
    ? detail.data_korban
    : detail === null || detail === undefined
      ? []
      : undefined;
  if (list !== undefined && list !== null && !Array.isArray(list))
    return `'${name}': detail_korban.data_korban is not a list`;
  const victims: SarVictim[] = [];
  for (const v of (list ?? []) as unknown[]) {
    const victim = victimOf(v);
    if (!victim) return `'${name}': a victim is not an object`;
    victims.push(victim);
  }
  const lat = coordinate(raw.latitude ?? raw.lat, 90);
  const lon = coordinate(raw.longitude ?? raw.lon ?? raw.lng, 180);
  const ownId = textOf(raw.id ?? raw.id_berita);
  const id =
    ownId ??
    createHash('sha1')
      .update(`${name}\u0000${texts.tgl_kejadian ?? ''}`)
      .digest('hex')
      .slice(0, 16);
  return {
    id,
    nama_berita: name,
    ...texts,
    ...counts,
    detail_korban: { data_korban: victims },
    incidentAt: parseWibDateTime(texts.tgl_kejadian),
    lon: lat === null ? null : lon,
    lat: lon === null ? null : lat,
  };
}

/**
 * A Basarnas answer, the list bare or under `data`: every item read, or the first reason one
 * could not be (with the readable ones, so the screen can say what is missing).
 */
export function sarNewsOf(body: unknown): { items: SarNewsItem[]; problem: string | null } {
  const list = Array.isArray(body) ? body : isObj(body) ? body.data : undefined;
  if (list === null) return { items: [], problem: null };
  if (!Array.isArray(list))
    throw new BasarnasError('Basarnas answered something that is not its list');
  const items: SarNewsItem[] = [];
  let problem: string | null = null;
  let unread = 0;
  for (const raw of list) {
    const item = sarItemOf(raw);
    if (typeof item === 'string') {
      problem ??= item;
      unread++;
    } else items.push(item);
  }
  return {
    items,
    problem:
      problem === null
        ? null
        : `Basarnas sent ${unread} of ${list.length} news that could not be read (${problem})`,
  };
}
