import type { AoiView } from '@pantau/contracts';
import type { AoiShape } from './aoi-shapes.ts';

/** The roles that may archive anyone's area (the server's rule). */
const ARCHIVERS: readonly string[] = ['superAdmin', 'admin'];

/**
 * A stored area's shape: a Polygon's ring, or a Circle's centre and radius; null when the
 * answer lacks them.
 */
export function shapeOfView(aoi: AoiView): AoiShape | null {
  if (aoi.type === 'Circle') {
    return aoi.center && aoi.radiusM !== undefined
      ? { type: 'Circle', center: aoi.center, radiusM: aoi.radiusM }
      : null;
  }
  return aoi.coordinates ? { type: 'Polygon', coordinates: aoi.coordinates } : null;
}

/** Who may archive an area: its author, or an admin (the server decides again). */
export function mayArchive(aoi: AoiView, user: { username: string; role: string }): boolean {
  return aoi.author === user.username || ARCHIVERS.includes(user.role);
}
