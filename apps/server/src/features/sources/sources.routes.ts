import { ERROR_RESPONSES, route } from '../../http/route.ts';
import { sourceEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/access.ts';
import type { SourcesService } from './sources.service.ts';

/** DATA SOURCE: AIS sources and their health; administration for superAdmin. */
export function sourcesRoutes(app: FastifyInstance, service: SourcesService): void {
  const e = sourceEndpoints;
  const manage = { access: 'sources.manage' } as const;
  const responses = { 406: ERROR_RESPONSES[400] };

  route(app, e.list, { config: { access: 'sources.view' } }, () => service.list());
  route(app, e.create, { config: manage, responses }, async (req, reply) =>
    reply.code(201).send(await service.create(req.body)),
  );
  route(app, e.update, { config: manage, responses }, (req) =>
    service.update(req.params.id, req.body),
  );
  route(app, e.restart, { config: manage }, async (req) => {
    await service.restart(req.params.id, req.body.password, requireUser(req).passwordHash);
    return { message: 'Restart AIS successfully' };
  });
  route(app, e.remove, { config: manage }, async (req) => {
    await service.delete(req.params.id, req.body.password, requireUser(req).passwordHash);
    return { message: 'Delete AIS successfully, please wait for a while for updated data' };
  });
}
