import { z } from 'zod';
import type { InaportnetSettings } from '../../config.ts';

export type { InaportnetSettings };

/** Inaportnet failed: unreachable, refused, or answered something that is not its format. */
export class InaportnetError extends Error {}

const flag = z.union([z.boolean(), z.number(), z.string()]).transform((v) => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  return ['true', '1', 'y', 'yes', 'ada'].includes(v.trim().toLowerCase());
});
const mmsi = z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).transform(Number);
const DayMapRow = z.object({ mmsi, pkk: flag, spb: flag });
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const Obj = z.record(z.string(), z.unknown());

/** A list, bare or under `data` (both forms are seen from Inaportnet's gateways). */
function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  throw new InaportnetError('the answer is not a list');
}

/** The record's other fields, as they came (scalars only; nested values as JSON text). */
function fieldsOf(o: Record<string, unknown>, omit: readonly string[]) {
  const out: Record<string, z.infer<typeof scalar>> = {};
  for (const [k, v] of Object.entries(o)) {
    if (omit.includes(k)) continue;
    const s = scalar.safeParse(v);
    out[k] = s.success ? s.data : JSON.stringify(v);
  }
  return out;
}

export interface DayMapEntry {
  mmsi: number;
  pkk: boolean;
  spb: boolean;
}

/**
 * The Inaportnet calls of SPEC §7: the day map `GET /mcc/vesselpkkspbmap/{YYYYMMDD}` (basic
 * auth; mmsi, pkk, spb), a vessel's PKKs `GET /inaportnet/pkkMatched/{mmsi}.json` (nomorPkk)
 * and a PKK's SPB `GET /inaportnet/spb/{nomorPkk}.json` (nomorSPB).
 */
export class InaportnetClient {
  readonly #s: InaportnetSettings;

  constructor(settings: InaportnetSettings) {
    this.#s = settings;
  }

  async #get(path: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#s.user !== undefined)
      headers.authorization = `Basic ${Buffer.from(`${this.#s.user}:${this.#s.password ?? ''}`).toString('base64')}`;
    let response: Response;
    try {
      response = await fetch(
        new URL(path.replace(/^\//, ''), `${this.#s.url.replace(/\/+$/, '')}/`),
        {
          headers,
          signal: AbortSignal.timeout(this.#s.timeoutMs),
        },
      );
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new InaportnetError(`Inaportnet ${reason}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new InaportnetError(`Inaportnet answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new InaportnetError('Inaportnet answered something that is not JSON');
    }
  }

  /** The vessels of a day (YYYYMMDD) with their PKK and SPB flags. */
  async dayMap(day: string): Promise<DayMapEntry[]> {
    const body = await this.#get(`mcc/vesselpkkspbmap/${day}`);
    if (body === null) throw new InaportnetError(`Inaportnet has no day map for ${day}`);
    const rows = z.array(DayMapRow).safeParse(listOf(body));
    if (!rows.success) throw new InaportnetError('Inaportnet day map is not in its format');
    return rows.data;
  }

  /** A vessel's PKKs (none when Inaportnet knows none: 404 or an empty list). */
  async pkkOf(
    mmsiValue: number,
  ): Promise<{ nomorPkk: string; fields: Record<string, z.infer<typeof scalar>> }[]> {
    const body = await this.#get(`inaportnet/pkkMatched/${mmsiValue}.json`);
    if (body === null) return [];
    const items = z.array(Obj).safeParse(listOf(body));
    if (!items.success) throw new InaportnetError('Inaportnet PKK list is not in its format');
    return items.data.flatMap((o) =>
      typeof o.nomorPkk === 'string' && o.nomorPkk !== ''
        ? [{ nomorPkk: o.nomorPkk, fields: fieldsOf(o, ['nomorPkk']) }]
        : [],
    );
  }

  /** The SPB of a PKK, or null when it has none. */
  async spbOf(nomorPkk: string): Promise<{
    nomorSPB: string;
    nomorPkk: string;
    fields: Record<string, z.infer<typeof scalar>>;
  } | null> {
    const body = await this.#get(`inaportnet/spb/${encodeURIComponent(nomorPkk)}.json`);
    if (body === null) return null;
    const o = Obj.safeParse((body as { data?: unknown } | null)?.data ?? body);
    if (!o.success) throw new InaportnetError('Inaportnet SPB is not in its format');
    const nomor = o.data.nomorSPB;
    if (typeof nomor !== 'string' || nomor === '') return null;
    return { nomorSPB: nomor, nomorPkk, fields: fieldsOf(o.data, ['nomorSPB']) };
  }
}
