import { ASSIGNABLE_ROLES } from '@pantau/domain';
import { z } from 'zod';
import { LonLat, PublicUser } from './auth.ts';
import { messages, requiredText, USERNAME_RE } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';

const MIN_PASSWORD = 8;
const minPassword = (field: string) => `${field} must be at least ${MIN_PASSWORD} characters`;

/** /register 'Daftar Login': every field required, at most 10 characters (SPEC §5). */
export const RegisterBody = z
  .object({
    firstName: requiredText('first name', 10),
    lastName: requiredText('last name', 10),
    username: requiredText('username', 10).regex(USERNAME_RE, {
      error: (iss) => messages.regex('username', iss.input, USERNAME_RE),
    }),
    password: requiredText('password', 10).min(MIN_PASSWORD, minPassword('password')),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

const NAME_MAX = 'Name must be less than 20 characters';
const noWhitespace = (field: string) => `${field} may not contain spaces`;
const name = (field: string) =>
  requiredText(field, 20, NAME_MAX).regex(/^\S+$/, noWhitespace(field));

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
    username: requiredText('username', 20)
      .regex(/^\S+$/, noWhitespace('username'))
      .regex(USERNAME_RE, { error: (iss) => messages.regex('username', iss.input, USERNAME_RE) }),
    password: requiredText('password', 20).min(MIN_PASSWORD, minPassword('password')),
  })
  .superRefine(checkPlace)
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** Editing a user: the same rules; the password is reset only when given. */
export const UpdateUserBody = z
  .object({
    ...userFields,
    password: requiredText('password', 20).min(MIN_PASSWORD, minPassword('password')).optional(),
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

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** Profile: change password (SPEC §5 'Change password'). */
export const ChangePasswordBody = z
  .object({
    oldPassword: requiredText('old password', 200),
    newPassword: requiredText('new password', 20).min(MIN_PASSWORD, minPassword('new password')),
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
