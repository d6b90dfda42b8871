import { apiUserEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import type { ApiUsersRepo } from './api-users.repo.ts';

const config = { access: 'apiUsers.manage' } as const;
const notFound = () => new ApiError('NOT_FOUND', { message: 'api user not found' });

/** MANAGE API (superAdmin, developer): API users and their Bearer tokens. */
export function apiUsersRoutes(app: FastifyInstance, repo: ApiUsersRepo): void {
  const e = apiUserEndpoints;
  const taken = async (username: string, id?: number) => {
    const other = await repo.findByUsername(username);
    if (other && other.id !== id) throw new ApiError('API_USERNAME_USED', { field: 'username' });
  };

  route(app, e.list, { config }, async (req) => ({ apiUsers: await repo.list(req.query.q) }));

  route(app, e.create, { config }, async (req, reply) => {
    await taken(req.body.username);
    const { user, token } = await repo.create(req.body.username, req.body.access);
    return reply
      .code(201)
      .send({ message: 'new api user successfully uploaded', apiUser: user, token });
  });

  route(app, e.update, { config }, async (req) => {
    if (req.body.username !== undefined) await taken(req.body.username, req.params.id);
    const user = await repo.update(req.params.id, req.body);
    if (!user) throw notFound();
    return user;
  });

  route(app, e.rotateToken, { config }, async (req) => {
    const rotated = await repo.rotateToken(req.params.id);
    if (!rotated) throw notFound();
    return { message: 'new token made', apiUser: rotated.user, token: rotated.token };
  });

  route(app, e.remove, { config }, async (req, reply) => {
    if (!(await repo.delete(req.params.id))) throw notFound();
    return reply.code(204).send(null);
  });
}
