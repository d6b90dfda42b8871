import { ASSIGNABLE_ROLES } from '@pantau/domain';
import { z } from 'zod';
import { LonLat, PublicUser } from './auth.ts';
import { messages, newPassword, singleLineText, USERNAME_RE, wholeNumber } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A username: one line, letters, digits, hyphen and underscore (unique in any case); USER
 * MANAGEMENT says 'may not contain spaces' first (SPEC §5).
 */
const username = (max: number, spacesMessage?: string) => {
  const text = singleLineText('username', max);
  return (spacesMessage ? text.regex(/^\S+$/, spacesMessage) : text).regex(USERNAME_RE, {
    error: (iss) => messages.regex('username', iss.input, USERNAME_RE),
  });
};

/**
 * /register 'Daftar Login': names and username at most 10 characters (SPEC §5); the
 * password 8–128 (the spec's 10 was the old form's, too short for a passphrase).
 */
export const RegisterBody = z
  .object({
    firstName: singleLineText('first name', 10),
    lastName: singleLineText('last name', 10),
    username: username(10),
    password: newPassword('password'),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

const NAME_MAX = 'Name must be less than 20 characters';
const noWhitespace = (field: string) => `${field} may not contain spaces`;
const name = (field: string) =>
  singleLineText(field, 20, { maxMessage: NAME_MAX }).regex(/^\S+$/, noWhitespace(field));

export const AssignableRole = z.enum(ASSIGNABLE_ROLES, {
  error: (iss) => (iss.input === undefined ? 'Value is Required' : 'Value not found in the list'),
});

const userFields = {
  firstName: name('first name'),
  lastName: name('last name'),
  role: AssignableRole,
  center: LonLat.nullable().optional(),
  zoom: z.number().min(0).max(22).nullable().optional(),
  portCode: z.string().max(16).nullable().optional(),
  sharedAccount: z.boolean().default(false),
  active: z.boolean().default(true),
};

type PlaceFields = {
  role: string;
  center?: [number, number] | null | undefined;
  zoom?: number | null | undefined;
  portCode?: string | null | undefined;
};

/** disnav needs a port code (its map opens there); every other role a centre and zoom. */
function checkPlace(v: PlaceFields, ctx: z.RefinementCtx) {
  if (v.role === 'disnav') {
    if (!v.portCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['portCode'],
        message: 'For Disnav, Port Code is Required',
      });
    }
    return;
  }
  if (!v.center)
    ctx.addIssue({ code: 'custom', path: ['center'], message: messages.required('center') });
  if (v.zoom == null)
    ctx.addIssue({ code: 'custom', path: ['zoom'], message: messages.required('zoom') });
}

/** USER MANAGEMENT add-user dialog (SPEC §5 'User management'). */
export const CreateUserBody = z
  .object({
    ...userFields,
    username: username(20, noWhitespace('username')),
    password: newPassword('password'),
  })
  .superRefine(checkPlace)
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** Editing a user: the same rules; the password is reset only when given. */
export const UpdateUserBody = z
  .object({
    ...userFields,
    password: newPassword('password').optional(),
  })
  .superRefine(checkPlace)
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const AdminUser = PublicUser.extend({
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.number().describe('unix ms'),
}).meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const UserList = z.object({ users: z.array(AdminUser) }).meta({ id: 'UserList' });

export const UserListQuery = z.object({
  q: z.string().max(100).optional().describe('Matches username or full name'),
});

/** A record's id in a path: digits only (no `0x10`, spaces or sign), 1 or more. */
export const IdParams = z.object({ id: wholeNumber('id', 1) });

/** Profile: change password (SPEC §5 'Change password'). */
export const ChangePasswordBody = z
  .object({
    oldPassword: z
      .string({ error: messages.required('old password') })
      .min(1, messages.required('old password'))
      .max(200, messages.max('old password', 200)),
    newPassword: newPassword('new password'),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'you used the same password',
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** USER MANAGEMENT (superAdmin, developer). */
export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    summary: 'List users, optionally searched',
    tags: ['users'],
    query: UserListQuery,
    response: UserList,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One user',
    tags: ['users'],
    params: IdParams,
    response: AdminUser,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/users',
    summary: 'Add a user',
    tags: ['users'],
    body: CreateUserBody,
    response: AdminUser,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id',
    summary: 'Edit a user; the password is reset only when given',
    tags: ['users'],
    params: IdParams,
    body: UpdateUserBody,
    response: AdminUser,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Delete a user',
    tags: ['users'],
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
};

/** One's own account: registration ('Daftar Login') and password change. */
export const accountEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: "Register ('Daftar Login'): an inactive account a superAdmin activates",
    tags: ['auth'],
    body: RegisterBody,
    response: MessageResponse,
    status: 201,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change your own password (not for shared accounts)',
    tags: ['auth'],
    body: ChangePasswordBody,
    response: MessageResponse,
  }),
};
