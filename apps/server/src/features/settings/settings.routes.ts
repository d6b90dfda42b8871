import { settingsEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { SettingsRepo } from './settings.repo.ts';

const config = { access: 'authenticated' } as const;

/** The signed-in user's own map settings (SPEC §3 'Settings'). */
export function settingsRoutes(app: FastifyInstance, repo: SettingsRepo): void {
  route(app, settingsEndpoints.get, { config }, (req) => repo.get(requireUser(req).id));
  route(app, settingsEndpoints.update, { config }, (req) =>
    repo.update(requireUser(req).id, req.body),
  );
}

export const settingsFeature = fp(
  async (app) => {
    settingsRoutes(app, new SettingsRepo(app.core.store.db, app.core.now));
    return Promise.resolve();
  },
  { name: 'settings', fastify: '5.x' },
);
