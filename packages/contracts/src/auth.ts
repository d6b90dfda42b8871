import { ROLES } from '@pantau/domain';
import { z } from 'zod';

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
