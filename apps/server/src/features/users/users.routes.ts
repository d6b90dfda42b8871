import {
  AdminUser,
  CreateUserBody,
  IdParams,
  UpdateUserBody,
  UserList,
  UserListQuery,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.ts';
import { toAdminUser, type UsersService } from './users.service.ts';

const errors = ERROR_RESPONSES;
const config = { access: 'users.manage' } as const;
const tags = ['users'];

/** USER MANAGEMENT (superAdmin, developer). */
export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users',
    {
      config,
      schema: {
        tags,
        summary: 'List users, optionally searched',
        querystring: UserListQuery,
        response: { 200: UserList, ...errors },
      },
    },
    async (req) => ({ users: (await service.list(req.query.q)).map(toAdminUser) }),
  );

  r.get(
    '/api/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One user',
        params: IdParams,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (req) => toAdminUser(await service.get(req.params.id)),
  );

  r.post(
    '/api/users',
    {
      config,
      schema: {
        tags,
        summary: 'Add a user',
        body: CreateUserBody,
        response: { 201: AdminUser, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(toAdminUser(await service.create(req.body))),
  );

  r.put(
    '/api/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a user; the password is reset only when given',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (req) => toAdminUser(await service.update(requireUser(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a user',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.delete(requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
