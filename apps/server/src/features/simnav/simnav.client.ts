import {
  FEATURE_COLOURS,
  FEATURE_KINDS,
  FeatureGeometry,
  SBNP_TYPES,
  type FeatureKind,
  type SimnavFeature,
} from '@pantau/contracts';
import { z } from 'zod';
import type { SimnavSettings } from '../../config.ts';

export type { SimnavSettings };

/** SIMNAV failed: unreachable, refused, or answered something that is not its format. */
export class SimnavError extends Error {}

/** SIMNAV's feature as it sends it: GeoJSON with `nama, point_name, jenis, id, warna`. */
const RawFeature = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  geometry: z.unknown(),
  properties: z
    .object({
      nama: z.string().optional(),
      point_name: z.union([z.array(z.string()), z.string()]).nullish(),
      jenis: z.string().optional(),
      id: z.union([z.string(), z.number()]).optional(),
      warna: z.string().nullish(),
    })
    .loose(),
});
const RawCollection = z.object({ features: z.array(z.unknown()) });

/** SPEC §5's colours, with the Indonesian words for them. */
const COLOUR_WORDS: Record<string, (typeof FEATURE_COLOURS)[number]> = {
  merah: 'red',
  kuning: 'yellow',
  hijau: 'green',
  putih: 'white',
  oranye: 'orange',
  jingga: 'orange',
  biru: 'blue',
  sian: 'cyan',
  ungu: 'purple',
};

export function colourOf(
  warna: string | null | undefined,
): SimnavFeature['properties']['poiColor'] {
  const w = (warna ?? '').trim().toLowerCase();
  if ((FEATURE_COLOURS as readonly string[]).includes(w))
    return w as (typeof FEATURE_COLOURS)[number];
  return COLOUR_WORDS[w];
}

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * SIMNAV's `jenis` as Pantau's kind: a feature kind by name (alur, garis haluan, zona, sbnp,
 * poi), an SBNP type (Mercusuar, RambuSuar, …) as sbnp of that type, else by its geometry.
 */
export function kindOf(
  jenis: string,
  geometry: FeatureGeometry,
): { kind: FeatureKind; poiType?: SimnavFeature['properties']['poiType'] } {
  const j = norm(jenis);
  const kind = FEATURE_KINDS.find((k) => norm(k) === j);
  if (kind) return { kind };
  const sbnp = SBNP_TYPES.find((t) => norm(t) === j);
  if (sbnp) return { kind: 'sbnp', poiType: sbnp };
  if (geometry.type === 'Point') return { kind: 'poi', poiType: 'MapMarker' };
  return { kind: geometry.type === 'Polygon' ? 'zona' : 'alur' };
}

/** SIMNAV's features in Pantau's shape; the ones that can not be read are counted. */
export function fromSimnav(body: unknown): { features: SimnavFeature[]; skipped: number } {
  const collection = RawCollection.safeParse(body);
  if (!collection.success) throw new SimnavError('SIMNAV did not answer a FeatureCollection');
  const features: SimnavFeature[] = [];
  let skipped = 0;
  collection.data.features.forEach((item, i) => {
    const raw = RawFeature.safeParse(item);
    const geometry = raw.success ? FeatureGeometry.safeParse(raw.data.geometry) : null;
    if (!raw.success || !geometry?.success) {
      skipped++;
      return;
    }
    const p = raw.data.properties;
    const id = String(p.id ?? raw.data.id ?? i + 1);
    const name = (p.nama ?? '').trim() || id;
    const jenis = p.jenis ?? '';
    const { kind, poiType } = kindOf(jenis, geometry.data);
    const pointNames =
      typeof p.point_name === 'string'
        ? p.point_name.split(',').map((s) => s.trim())
        : (p.point_name ?? undefined);
    const poiColor = colourOf(p.warna);
    features.push({
      type: 'Feature',
      id,
      geometry: geometry.data,
      properties: {
        name,
        type: kind,
        ...(pointNames ? { pointNames } : {}),
        ...(poiType ? { poiType } : {}),
        ...(poiColor ? { poiColor } : {}),
        jenis,
        warna: p.warna ?? null,
      },
    });
  });
  return { features, skipped };
}

/** The SIMNAV call of SPEC §7: `GET {url}/alurdansbnp/{portCode}.json`. */
export class SimnavClient {
  readonly #s: SimnavSettings;

  constructor(settings: SimnavSettings) {
    this.#s = settings;
  }

  async portFeatures(portCode: string): Promise<{ features: SimnavFeature[]; skipped: number }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#s.token) headers.authorization = `Bearer ${this.#s.token}`;
    const url = new URL(
      `alurdansbnp/${encodeURIComponent(portCode)}.json`,
      `${this.#s.url.replace(/\/+$/, '')}/`,
    );
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(this.#s.timeoutMs) });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new SimnavError(`SIMNAV ${reason}`);
    }
    // SIMNAV answers 404 for a port it has nothing for.
    if (response.status === 404) return { features: [], skipped: 0 };
    if (!response.ok) throw new SimnavError(`SIMNAV answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new SimnavError('SIMNAV did not answer JSON');
    }
    return fromSimnav(body);
  }
}
