import {
  ASSET_TYPES,
  AssetSearchQuery,
  AssetSearchResponse,
  type AssetSearchResult,
} from '@pantau/contracts';
import { DISTRICTS, PORTS } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AidsToNavigation } from '../aton/atons.ts';
import type { MapFeaturesRepo } from '../map-features/map-features.repo.ts';
import type { SourcesRepo } from '../sources/sources.repo.ts';
import { ERROR_RESPONSES } from '../schemas.ts';

const LIMIT = 20;
const DISTRICT_POSITION = new Map(DISTRICTS.map((d) => [d.name, d.position]));
const portName = new Map(PORTS.map((p) => [p.code, p.name]));
/** Published feature kinds the search finds as SBNP, and as Alur. */
const SBNP_KINDS: readonly string[] = ['sbnp'];
const ALUR_KINDS: readonly string[] = ['alur', 'garis haluan', 'zona'];

/**
 * The top search bar's Others mode (SPEC §2): ports by name or UN/LOCODE, and stations —
 * a VTS is a source at the top of its tree, an SROP one under a parent — by name or id,
 * placed at their district's port; SBNP, the aids to navigation heard over AIS (by name or
 * MMSI) and the ports' published sbnp features; Alur, the ports' lanes, heading lines and
 * zones (by name), placed at the middle of their extent.
 */
export function assetsRoutes(
  app: FastifyInstance,
  opts: { sources: SourcesRepo; aids: AidsToNavigation; features: MapFeaturesRepo },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/assets/search',
    {
      config: { access: 'map.view' },
      schema: {
        tags: ['map'],
        summary: 'Ports, stations and aids to navigation by name or ID (at most 20)',
        querystring: AssetSearchQuery,
        response: { 200: AssetSearchResponse, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const q = req.query.q.toLowerCase();
      const wanted = new Set(req.query.types ?? ['Port', 'VTS', 'SROP', 'SBNP', 'Alur']);
      const matches = (...texts: (string | null)[]) =>
        texts.some((t) => t?.toLowerCase().includes(q));
      const results: AssetSearchResult[] = [];
      if (wanted.has('Port')) {
        for (const p of PORTS) {
          if (!matches(p.name, p.code)) continue;
          const [lon, lat] = p.position;
          results.push({ id: p.code, name: p.name, type: 'Port', lon, lat, detail: p.district });
        }
      }
      if (wanted.has('VTS') || wanted.has('SROP')) {
        const sources = await opts.sources.list();
        const names = new Map(sources.map((s) => [s.id, s.name]));
        for (const s of sources) {
          const type = s.parentId === null ? 'VTS' : 'SROP';
          if (!wanted.has(type) || !matches(s.name, String(s.id))) continue;
          const at = s.district === null ? undefined : DISTRICT_POSITION.get(s.district);
          results.push({
            id: String(s.id),
            name: s.name,
            type,
            lon: at?.[0] ?? null,
            lat: at?.[1] ?? null,
            detail: s.parentId === null ? s.district : (names.get(s.parentId) ?? null),
          });
        }
      }
      if (wanted.has('SBNP')) {
        for (const a of opts.aids.search(q)) {
          results.push({
            id: String(a.mmsi),
            name: a.name ?? String(a.mmsi),
            type: 'SBNP',
            lon: a.lon,
            lat: a.lat,
            detail: a.virtual ? `${a.aidTypeName} (virtual)` : a.aidTypeName,
            mmsi: a.mmsi,
          });
        }
      }
      const kinds = [
        ...(wanted.has('SBNP') ? SBNP_KINDS : []),
        ...(wanted.has('Alur') ? ALUR_KINDS : []),
      ];
      for (const f of await opts.features.search(q, kinds, LIMIT)) {
        const sbnp = SBNP_KINDS.includes(f.kind);
        results.push({
          id: `${f.portCode}/${f.id}`,
          name: f.name,
          type: sbnp ? 'SBNP' : 'Alur',
          lon: f.lon,
          lat: f.lat,
          detail: `${sbnp ? (f.poiType ?? 'SBNP') : f.kind} · ${portName.get(f.portCode) ?? f.portCode}`,
        });
      }
      results.sort((a, b) => ASSET_TYPES.indexOf(a.type) - ASSET_TYPES.indexOf(b.type));
      return { results: results.slice(0, LIMIT) };
    },
  );
}
