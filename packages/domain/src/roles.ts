/**
 * The roles of SPEC §6, written once. Everything else (contracts, server, web) reads them
 * from here.
 */
export const ROLES = ['superAdmin', 'admin', 'developer', 'disnav', 'lps', 'visitor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a user administrator may hand out from USER MANAGEMENT (SPEC §5). */
export const ASSIGNABLE_ROLES = [
  'lps',
  'disnav',
  'visitor',
  'admin',
] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
