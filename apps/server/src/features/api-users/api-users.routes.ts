import {
  ApiUserList,
  ApiUserView,
  ApiUserWithToken,
  CreateApiUserBody,
  IdParams,
  UpdateApiUserBody,
  UserListQuery,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import type { ApiUsersRepo } from './api-users.repo.ts';

const errors = ERROR_RESPONSES;
const config = { access: 'apiUsers.manage' } as const;
const tags = ['api users'];

/** MANAGE API (superAdmin, developer): API users and their Bearer tokens. */
export function apiUsersRoutes(app: FastifyInstance, repo: ApiUsersRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const taken = async (username: string, id?: number) => {
    const other = await repo.findByUsername(username);
    if (other && other.id !== id) throw new ApiError('API_USERNAME_USED', { field: 'username' });
  };

  r.get(
    '/api/api-users',
    {
      config,
      schema: {
        tags,
        summary: 'List API users',
        querystring: UserListQuery,
        response: { 200: ApiUserList, ...errors },
      },
    },
    async (req) => ({ apiUsers: await repo.list(req.query.q) }),
  );

  r.post(
    '/api/api-users',
    {
      config,
      schema: {
        tags,
        summary: 'Add an API user; answers its token once',
        body: CreateApiUserBody,
        response: { 201: ApiUserWithToken, ...errors },
      },
    },
    async (req, reply) => {
      await taken(req.body.username);
      const { user, token } = await repo.create(req.body.username, req.body.access);
      return reply
        .code(201)
        .send({ message: 'new api user successfully uploaded', apiUser: user, token });
    },
  );

  r.put(
    '/api/api-users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename an API user or switch its access',
        params: IdParams,
        body: UpdateApiUserBody,
        response: { 200: ApiUserView, ...errors },
      },
    },
    async (req) => {
      if (req.body.username !== undefined) await taken(req.body.username, req.params.id);
      const user = await repo.update(req.params.id, req.body);
      if (!user) throw new ApiError('NOT_FOUND', { message: 'api user not found' });
      return user;
    },
  );

  r.post(
    '/api/api-users/:id/token',
    {
      config,
      schema: {
        tags,
        summary: 'Make a new token; the old one stops working',
        params: IdParams,
        response: { 200: ApiUserWithToken, ...errors },
      },
    },
    async (req) => {
      const rotated = await repo.rotateToken(req.params.id);
      if (!rotated) throw new ApiError('NOT_FOUND', { message: 'api user not found' });
      return { message: 'new token made', apiUser: rotated.user, token: rotated.token };
    },
  );

  r.delete(
    '/api/api-users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an API user',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      if (!(await repo.delete(req.params.id)))
        throw new ApiError('NOT_FOUND', { message: 'api user not found' });
      return reply.code(204).send(null);
    },
  );
}
