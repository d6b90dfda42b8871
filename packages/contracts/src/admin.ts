import { z } from 'zod';
import { requiredText } from './fields.ts';

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
    username: requiredText('username', 64).regex(/^\S+$/, 'username may not contain spaces'),
    access: z.boolean().default(true),
  })
  .meta({ id: 'CreateApiUserBody' });

export const UpdateApiUserBody = z
  .object({
    username: requiredText('username', 64)
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
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')
    .optional()
    .describe('Calendar day in UTC+7; today when absent'),
  q: z.string().max(100).optional().describe('Matches user, action or target'),
});

export const AuditEntryView = z.object({
  id: z.number().int(),
  at: z.number().describe('unix ms'),
  day: z.string(),
  actor: z.string(),
  actorKind: z.enum(['user', 'api', 'anonymous']),
  action: z.string(),
  target: z.string().nullable(),
  status: z.number().int(),
  ip: z.string().nullable(),
});

export const AuditDay = z
  .object({ day: z.string(), entries: z.array(AuditEntryView) })
  .meta({ id: 'AuditDay' });

/** The hidden demo-mode dialog (SPEC §2 Login screen): the server checks the password. */
export const DemoBody = z
  .object({ password: requiredText('password', 200) })
  .meta({ id: 'DemoBody' });
