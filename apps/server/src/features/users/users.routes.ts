import { userEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { toAdminUser, type UsersService } from './users.service.ts';

const config = { access: 'users.manage' } as const;

/** USER MANAGEMENT (superAdmin, developer). */
export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  const e = userEndpoints;
  route(app, e.list, { config }, async (req) => ({
    users: (await service.list(req.query.q)).map(toAdminUser),
  }));
  route(app, e.get, { config }, async (req) => toAdminUser(await service.get(req.params.id)));
  route(app, e.create, { config }, async (req, reply) =>
    reply.code(201).send(toAdminUser(await service.create(req.body))),
  );
  route(app, e.update, { config }, async (req) =>
    toAdminUser(await service.update(requireUser(req), req.params.id, req.body)),
  );
  route(app, e.remove, { config }, async (req, reply) => {
    await service.delete(requireUser(req), req.params.id);
    return reply.code(204).send(null);
  });
}
