import { ROLES } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const Role = z.enum(ROLES);

/** A map centre as [longitude, latitude] in degrees. */
export const LonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const UserOptions = z
  .object({
    center: LonLat.nullable().describe('Map centre the user opens at'),
    zoom: z.number().min(0).max(22).nullable().describe('Map zoom the user opens at'),
    portCode: z.string().nullable().describe('Port a disnav user belongs to'),
    sharedAccount: z.boolean().describe('Shared accounts cannot change their profile'),
  })
  .meta({ id: 'UserOptions' });
export type UserOptions = z.infer<typeof UserOptions>;

/** A user as the API shows it: never a password or a hash. */
export const PublicUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    role: Role,
    active: z.boolean(),
    sso: z.boolean().describe('Signs in through the identity provider (SSO)'),
    options: UserOptions,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUser>;

export const LoginBody = z
  .object({
    username: z.string().trim().min(1, 'username can not be empty').max(100),
    password: z.string().min(1, 'password can not be empty').max(200),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionResponse = z
  .object({
    user: PublicUser,
    capabilities: z.array(z.string()).describe('What this user may do (SPEC §6)'),
  })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const LogoutResponse = z
  .object({
    redirect: z
      .string()
      .nullable()
      .describe("Where to send the browser to end the identity provider's session (SSO users)"),
  })
  .meta({ id: 'LogoutResponse' });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

export const SsoStatus = z
  .object({ enabled: z.boolean().describe('Whether single sign-on is configured') })
  .meta({ id: 'SsoStatus' });
export type SsoStatus = z.infer<typeof SsoStatus>;

export const SsoCallbackBody = z
  .object({
    params: z
      .string()
      .max(8192)
      .describe('The query string the identity provider sent the browser back with'),
  })
  .meta({ id: 'SsoCallbackBody' });

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with username and password; sets the session cookie',
    tags: ['auth'],
    body: LoginBody,
    response: SessionResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session (if any) and clear the cookie; SSO users get the provider logout URL',
    tags: ['auth'],
    response: LogoutResponse,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user and what they may do',
    tags: ['auth'],
    response: SessionResponse,
  }),
  ssoStatus: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sso',
    summary: 'Whether SSO is configured',
    tags: ['auth'],
    response: SsoStatus,
  }),
  ssoStart: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sso/start',
    summary: 'Start SSO: redirects the browser to the identity provider',
    tags: ['auth'],
  }),
  ssoCallback: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sso/callback',
    summary: 'Complete SSO with the query string the provider returned; sets the session cookie',
    tags: ['auth'],
    body: SsoCallbackBody,
    response: SessionResponse,
  }),
};
