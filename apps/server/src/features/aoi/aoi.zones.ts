import type { AoiView } from '@pantau/contracts';
import type { ZoneDef, ZoneProvider } from '../geofences/geofences.ts';
import type { AoiRepo } from './aoi.repo.ts';

/** The provider name of AOI zones: their engine keys are `aoi:<id>`. */
export const AOI_PROVIDER = 'aoi';

export function aoiZone(a: AoiView): ZoneDef | null {
  if (a.type === 'Circle' && a.center && a.radiusM !== undefined) {
    return {
      id: a.id,
      name: a.name,
      shape: { type: 'Circle', center: a.center, radiusM: a.radiusM },
    };
  }
  if (a.type === 'Polygon' && a.coordinates) {
    return { id: a.id, name: a.name, shape: { type: 'Polygon', ring: a.coordinates } };
  }
  return null;
}

/** Every AOI in use, as geofence zones. */
export function aoiZones(repo: AoiRepo): ZoneProvider {
  return {
    name: AOI_PROVIDER,
    load: async () => (await repo.active()).flatMap((a) => aoiZone(a) ?? []),
  };
}
