import { MapSettings, MapSettingsPatch } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { SettingsRepo } from './settings.repo.ts';

const config = { access: 'authenticated' } as const;
const tags = ['settings'];

/** The signed-in user's own map settings (SPEC §3 'Settings'). */
export function settingsRoutes(app: FastifyInstance, repo: SettingsRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Your map settings (defaults until you change one)',
        response: { 200: MapSettings, ...ERROR_RESPONSES },
      },
    },
    (req) => repo.get(requireUser(req).id),
  );

  r.put(
    '/api/me/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Change some of your map settings; answers all of them',
        body: MapSettingsPatch,
        response: { 200: MapSettings, ...ERROR_RESPONSES },
      },
    },
    (req) => repo.update(requireUser(req).id, req.body),
  );
}
