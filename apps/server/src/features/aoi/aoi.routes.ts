import { aoiEndpoints } from '@pantau/contracts';
import type { Role } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import type { ZoneProviderHandle } from '../geofences/geofences.ts';
import type { LivePicture } from '../live/live-picture.ts';
import { aoiVesselRows } from './aoi-vessels.ts';
import type { AoiRepo } from './aoi.repo.ts';

/** SPEC §6: the AOI menu is for every role but visitor. */
const config = { access: 'aoi.use' } as const;
/** Besides its author, who may archive an area. */
const ARCHIVERS: readonly Role[] = ['superAdmin', 'admin'];

export interface AoiRoutesDeps {
  repo: AoiRepo;
  zones: ZoneProviderHandle;
  members: (id: number) => ReadonlyMap<number, number>;
  picture: LivePicture;
}

/** A unique-constraint failure in SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message))
  );
}

const notFound = (id: number) =>
  new ApiError('NOT_FOUND', { message: `area ${id} not found`, field: 'id' });

/** The AOI panel's areas and LIST ZONA AOI's vessels (SPEC §2.4). */
export function aoiRoutes(app: FastifyInstance, deps: AoiRoutesDeps): void {
  const { repo, zones } = deps;
  const e = aoiEndpoints;

  route(app, e.list, { config }, async (req) => {
    const { cursor, limit, archived } = req.query;
    const rows = await repo.page({ cursor, limit: limit + 1, archived });
    const aois = rows.slice(0, limit);
    return { aois, next: rows.length > limit ? aois.at(-1)!.id : null };
  });

  route(app, e.nameTaken, { config }, async (req) => ({
    taken: await repo.nameTaken(req.query.name.trim()),
  }));

  route(app, e.vessels, { config }, async (req) => {
    const found = await Promise.all(req.query.ids.map((id) => repo.get(id)));
    const zonesOut = found.flatMap((a) =>
      a
        ? [{ id: a.id, name: a.name, vessels: aoiVesselRows(deps.members(a.id), deps.picture) }]
        : [],
    );
    return { zones: zonesOut };
  });

  route(app, e.get, { config }, async (req) => {
    const aoi = await repo.get(req.params.id);
    if (!aoi) throw notFound(req.params.id);
    return aoi;
  });

  route(app, e.create, { config }, async (req, reply) => {
    const user = requireUser(req);
    if (await repo.nameTaken(req.body.name)) {
      throw new ApiError('AOI_NAME_TAKEN', { field: 'name' });
    }
    try {
      const aoi = await repo.create(req.body, { username: user.username, id: user.id });
      await zones.reload();
      return reply.code(201).send(aoi);
    } catch (err) {
      // Two submissions of one name at once: the store's unique index decides.
      if (isUniqueViolation(err)) throw new ApiError('AOI_NAME_TAKEN', { field: 'name' });
      throw err;
    }
  });

  route(app, e.archive, { config }, async (req) => {
    const user = requireUser(req);
    const { id } = req.params;
    const authorId = await repo.authorId(id);
    if (authorId === undefined) throw notFound(id);
    if (authorId !== user.id && !ARCHIVERS.includes(user.role)) {
      throw new ApiError('FORBIDDEN', {
        message: 'Only its author or an admin may archive an area',
      });
    }
    const aoi = (await repo.archive(id, user.username)) ?? (await repo.get(id));
    if (!aoi) throw notFound(id);
    await zones.reload();
    return aoi;
  });
}
