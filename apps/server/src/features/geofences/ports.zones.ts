import { PORTS } from '@pantau/domain';
import type { ZoneProvider } from './geofences.ts';

/** SPEC §9: the boundary circle of a port, 30 NM (55,560 m). */
export const PORT_BOUNDARY_M = 30 * 1852;

/** The ports the server knows (`@pantau/domain`), each a 30 NM circle: the Boundary alert's zones. */
export const portZones: ZoneProvider = {
  name: 'port',
  load: () =>
    PORTS.map((p) => ({
      id: p.code,
      name: p.name,
      shape: { type: 'Circle' as const, center: p.position, radiusM: PORT_BOUNDARY_M },
    })),
};
