import { z } from 'zod';
import { calendarDay, requiredText, singleLineText } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { IdParams, MessageResponse, UserListQuery } from './users.ts';

/** MANAGE API (SPEC §2.29). */
export const ApiUserView = z
  .object({
    id: z.number().int(),
    username: z.string(),
    maskedToken: z.string().describe('The token, masked but for its last four characters'),
    access: z.boolean(),
    createdAt: z.number(),
    lastUsedAt: z.number().nullable(),
  })
  .meta({ id: 'ApiUser' });

export const ApiUserList = z.object({ apiUsers: z.array(ApiUserView) }).meta({ id: 'ApiUserList' });

export const CreateApiUserBody = z
  .object({
    username: singleLineText('username', 64).regex(/^\S+$/, 'username may not contain spaces'),
    access: z.boolean().default(true),
  })
  .meta({ id: 'CreateApiUserBody' });

export const UpdateApiUserBody = z
  .object({
    username: singleLineText('username', 64)
      .regex(/^\S+$/, 'username may not contain spaces')
      .optional(),
    access: z.boolean().optional(),
  })
  .meta({ id: 'UpdateApiUserBody' });

/** Answered once, when a token is made: the only time the token is shown. */
export const ApiUserWithToken = z
  .object({
    message: z.string(),
    apiUser: ApiUserView,
    token: z.string().describe('Bearer token; shown only now'),
  })
  .meta({ id: 'ApiUserWithToken' });

/** User Logs (SPEC §2.28): the audit log of one day (UTC+7). */
export const AuditQuery = z.object({
  day: calendarDay('day').optional().describe('Calendar day in UTC+7; today when absent'),
  q: z.string().max(100).optional().describe('Matches user, action or target'),
});

export const AuditEntryView = z.object({
  id: z.number().int(),
  at: z.number().describe('unix ms'),
  day: z.string(),
  actor: z.string(),
  actorKind: z.enum(['user', 'api', 'anonymous']),
  action: z.string().describe("The request: method and route ('POST /api/aois')"),
  subject: z
    .string()
    .nullable()
    .describe("The name of what it was about (an area's, a user's, a vessel's MMSI)"),
  target: z.string().nullable(),
  status: z.number().int(),
  ip: z.string().nullable().describe("The caller's socket address"),
  forwardedFor: z
    .string()
    .nullable()
    .describe('The X-Forwarded-For header as sent (trusted only when a proxy is configured)'),
});

export const AuditDay = z
  .object({ day: z.string(), entries: z.array(AuditEntryView) })
  .meta({ id: 'AuditDay' });

/** The hidden demo-mode dialog (SPEC §2 Login screen): the server checks the password. */
export const DemoBody = z
  .object({ password: requiredText('password', 200) })
  .meta({ id: 'DemoBody' });

/** MANAGE API (superAdmin, developer): API users and their Bearer tokens. */
export const apiUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/api-users',
    summary: 'List API users',
    tags: ['api users'],
    query: UserListQuery,
    response: ApiUserList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/api-users',
    summary: 'Add an API user; answers its token once',
    tags: ['api users'],
    body: CreateApiUserBody,
    response: ApiUserWithToken,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/api-users/:id',
    summary: 'Rename an API user or switch its access',
    tags: ['api users'],
    params: IdParams,
    body: UpdateApiUserBody,
    response: ApiUserView,
  }),
  rotateToken: defineEndpoint({
    method: 'POST',
    path: '/api/api-users/:id/token',
    summary: 'Make a new token; the old one stops working',
    tags: ['api users'],
    params: IdParams,
    response: ApiUserWithToken,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/api-users/:id',
    summary: 'Delete an API user',
    tags: ['api users'],
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
};

export const auditEndpoints = {
  day: defineEndpoint({
    method: 'GET',
    path: '/api/audit',
    summary: 'The audit log of one day (UTC+7), newest first',
    tags: ['audit'],
    query: AuditQuery,
    response: AuditDay,
  }),
};

export const demoEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/demo',
    summary: 'Check the demo-mode password',
    tags: ['auth'],
    body: DemoBody,
    response: MessageResponse,
  }),
};
