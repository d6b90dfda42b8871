import type { ZoneDef, ZoneProvider } from '../geofences/geofences.ts';
import type { MapFeaturesRepo } from './map-features.repo.ts';

/** Published feature kinds that are zones for the geofence engine. */
const ZONE_KINDS: readonly string[] = ['zona', 'alur', 'garis haluan'];

/**
 * The ports' published zones and lanes as geofence zones: a polygon is an area (its outer
 * ring), a line is a lane a vessel crosses. Keyed `PORT/name` (a name is unique within its
 * port), so a zone republished unchanged keeps its members.
 */
export function mapFeatureZones(repo: MapFeaturesRepo): ZoneProvider {
  return {
    name: 'map-feature',
    load: async () =>
      (await repo.list()).flatMap((f): ZoneDef[] => {
        if (!ZONE_KINDS.includes(f.properties.type)) return [];
        const id = `${f.properties.portCode}/${f.properties.name}`;
        const name = f.properties.name;
        const g = f.geometry;
        if (g.type === 'Polygon' && g.coordinates[0]) {
          return [{ id, name, shape: { type: 'Polygon', ring: g.coordinates[0] } }];
        }
        if (g.type === 'LineString')
          return [{ id, name, shape: { type: 'Line', line: g.coordinates } }];
        return [];
      }),
  };
}
