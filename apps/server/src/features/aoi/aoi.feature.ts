import fp from 'fastify-plugin';
import { AoiRepo } from './aoi.repo.ts';
import { aoiRoutes } from './aoi.routes.ts';
import { AOI_PROVIDER, aoiZones } from './aoi.zones.ts';

/**
 * Areas of interest (SPEC §2.4): stored immutable (migration 0014), given to the geofence
 * engine as zones (a new or archived area takes effect at once), and the vessels inside each
 * read from the engine's membership.
 */
export const aoiFeature = fp(
  async (app) => {
    const repo = new AoiRepo(app.core.store.db, app.core.now);
    const zones = app.geofences.register(aoiZones(repo));
    aoiRoutes(app, {
      repo,
      zones,
      members: (id) => app.geofences.members(AOI_PROVIDER, id),
      picture: app.live.picture,
    });
    return Promise.resolve();
  },
  { name: 'aoi', fastify: '5.x', dependencies: ['geofences', 'live'] },
);
