import { zeeEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { EEZ_SOURCE, indonesiaEez } from './eez.ts';

/**
 * The ZEE (issue #16, #14): Indonesia's EEZ as a geofence zone (provider `zee`, so a foreign
 * vessel entering it raises the ZEE alert, SPEC §3 ZEE) and as the outline LAYERS & MAP
 * draws as 'ZEE boundary'.
 */
export const zeeFeature = fp(
  async (app) => {
    const ring = indonesiaEez();
    app.geofences.register({
      name: 'zee',
      load: () => [{ id: 'IDN', name: 'ZEE Indonesia', shape: { type: 'Polygon' as const, ring } }],
    });
    route(app, zeeEndpoints.outline, { config: { access: 'map.view' } }, () =>
      Promise.resolve({
        type: 'Feature' as const,
        geometry: { type: 'Polygon' as const, coordinates: [ring.map(([lon, lat]) => [lon, lat])] },
        properties: { name: 'ZEE Indonesia', source: EEZ_SOURCE },
      }),
    );
    return Promise.resolve();
  },
  { name: 'zee', fastify: '5.x', dependencies: ['geofences'] },
);
