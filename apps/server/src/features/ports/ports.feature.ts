import { randomBytes } from 'node:crypto';
import { portEndpoints, type AssetType, type RegistryAsset } from '@pantau/contracts';
import {
  REFERENCE_ASSETS,
  REGISTRY_CATEGORIES,
  USER_POI_PAGE,
  isSbnp,
  poiDisplayName,
  poiGroupOf,
  wibDate,
} from '@pantau/domain';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { READ_API, requireUser } from '../../plugins/access.ts';
import type { AssetSearchProvider } from '../../search/asset-search.ts';
import { portTable, portsXlsx } from './registry.export.ts';
import { readRegistryFile } from './registry.import.ts';
import { RegistryRepo } from './registry.repo.ts';

/** The Others search type each registry category is found as (SPEC §2 'Top search bar'). */
function assetTypeOf(category: string): AssetType {
  if (category === 'vts') return 'VTS';
  if (category === 'srop') return 'SROP';
  if (isSbnp(category)) return 'SBNP';
  return 'Port';
}

const CATEGORIES_BY_TYPE = (categories: readonly string[], wanted: ReadonlySet<AssetType>) =>
  categories.filter((c) => wanted.has(assetTypeOf(c)));

/**
 * The Others search over the registry: every port, office, station, POI, TUKS and TERSUS by
 * name, alternate name, UN/LOCODE, id or identifier. A port's id is its UN/LOCODE where it has
 * one (other entries show their registry id); `poi` carries the registry id (the web opens the POI card with it).
 */
export function registrySearch(
  repo: RegistryRepo,
  categories: readonly string[],
): AssetSearchProvider {
  return {
    name: 'ports',
    types: ['Port', 'VTS', 'SROP', 'SBNP'],
    search: async (q, wanted, limit) =>
      (await repo.search(q, CATEGORIES_BY_TYPE(categories, wanted), limit)).map(
        (a: RegistryAsset) => ({
          id: a.category === 'ports' && a.code !== null ? a.code : a.id,
          name: poiDisplayName(a.name, a.category),
          type: assetTypeOf(a.category),
          lon: a.lon,
          lat: a.lat,
          detail: [poiGroupOf(a.category).label, a.district].filter(Boolean).join(' · '),
          poi: a.id,
        }),
      ),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The port and asset registry for other features (port boundaries, port calls, radar,
     * sensors): every entry, and word when an edit or import in this process changed it.
     */
    registry: PortRegistry;
  }
}

export interface PortRegistry {
  list: () => Promise<RegistryAsset[]>;
  /** Called after entries were added or changed here; returns the way to stop listening. */
  onChange: (listener: () => void) => () => void;
}

/**
 * Ports and the port and asset registry (issue #14): the reference entries stored at start,
 * the list for the map's POI layers and DATA PORT/PELABUHAN, its xlsx exports, admins'
 * imports and edits (all or nothing), and the Others search.
 */
export const portsFeature = fp(
  async (app) => {
    const repo = new RegistryRepo(app.core.store.db, app.core.now);
    await repo.seed(REFERENCE_ASSETS);
    app.assetSearch.register(registrySearch(repo, REGISTRY_CATEGORIES));
    const e = portEndpoints;
    let lastPoiAt = 0;
    const listeners = new Set<() => void>();
    const changed = () => {
      for (const l of listeners) {
        try {
          l();
        } catch (err) {
          app.log.error({ err }, 'registry change listener failed');
        }
      }
    };
    app.decorate('registry', {
      list: () => repo.list(),
      onChange: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies PortRegistry);

    // Reference data: API users read it too.
    route(app, e.list, { config: READ_API }, async () => ({
      assets: await repo.list(),
    }));

    route(app, e.export, { config: READ_API }, async (req, reply) => {
      const { table, q } = req.query;
      const { columns, rows } = portTable(table, await repo.list(), q);
      const name = table === 'ports' ? 'data-port' : 'data-rekap-pelabuhan';
      void reply
        .header(
          'content-disposition',
          `attachment; filename="${name}-${wibDate(app.core.now())}.xlsx"`,
        )
        .header('x-row-count', String(rows.length));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await portsXlsx(table, columns, rows));
    });

    route(app, e.import, { config: { access: 'registry.manage' } }, async (req) => {
      const entries = readRegistryFile(req.body.format, req.body.content);
      const imported = await repo.upsert(entries, requireUser(req).username);
      changed();
      return imported;
    });

    route(app, e.addPoi, { config: { access: 'poi.add' } }, async (req) => {
      const b = req.body;
      // Two in one millisecond still keep their order.
      const at = Math.max(app.core.now(), lastPoiAt + 1);
      lastPoiAt = at;
      const added = await repo.addUserPoi(
        {
          id: `user-${at}-${randomBytes(3).toString('hex')}`,
          category: b.category,
          identifier: b.identifier.trim(),
          name: b.name.trim(),
          lon: Number(b.longitude),
          lat: Number(b.latitude),
        },
        requireUser(req).username,
        at,
      );
      changed();
      return added;
    });

    route(app, e.pois, { config: { access: 'poi.add' } }, async (req) =>
      repo.userPois(req.query.category, USER_POI_PAGE, req.query.page),
    );

    route(app, e.put, { config: { access: 'registry.manage' } }, async (req) => {
      const { id } = req.params;
      await repo.upsert([{ ...req.body, id }], requireUser(req).username);
      changed();
      const saved = await repo.get(id);
      if (!saved) throw new ApiError('NOT_FOUND');
      return saved;
    });
  },
  { name: 'ports', fastify: '5.x' },
);
