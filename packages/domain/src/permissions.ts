import type { Role } from './roles.ts';
import { ROLES } from './roles.ts';

/**
 * The permission matrix of SPEC §6 as data: one capability, the roles that hold it.
 * The server checks a capability on every route (deny by default); the web app reads the
 * same table only to hide what a user may not use.
 */
const ALL: readonly Role[] = ROLES;
const NOT_VISITOR: readonly Role[] = ROLES.filter((r) => r !== 'visitor');
const STAFF: readonly Role[] = ['superAdmin', 'admin', 'developer'];
const SUPER_AND_DEV: readonly Role[] = ['superAdmin', 'developer'];
const SUPER: readonly Role[] = ['superAdmin'];

export const PERMISSIONS = {
  /** The map, live vessels, search: every signed-in user. */
  'map.view': ALL,
  /** AOI menu entry and drawing areas. */
  'aoi.use': NOT_VISITOR,
  /** DATA SOURCE menu entry: the list of AIS sources and their status. */
  'sources.view': NOT_VISITOR,
  /** Add New AIS; update, restart, delete a source. */
  'sources.manage': SUPER,
  /** Add New Point of Interest. */
  'poi.add': NOT_VISITOR,
  /** MANAGE API. */
  'apiUsers.manage': SUPER_AND_DEV,
  /** USER MANAGEMENT. */
  'users.manage': SUPER_AND_DEV,
  /** User Logs (the audit log). */
  'audit.view': SUPER_AND_DEV,
  /** The port and asset registry: import and edit (issue #14). */
  'registry.manage': STAFF,
  /** PORTS menu: port CCTV add, update, delete. */
  'ports.cctv.manage': SUPER,
  /** ZEE alert tab. */
  'alerts.zee': SUPER,
  /** The Puskodal dialog (SPEC §2.27): behaviour rows and ship information. */
  'puskodal.view': STAFF,
  /** The Puskodal blacklist: add and remove vessels. */
  'puskodal.blacklist': STAFF,
  /** Close Distance and Idle alert tabs, and live pushes of every alert type. */
  'alerts.staff': STAFF,
  /** Boundary, AOI, Alur, Double MMSI, Double CallSign, No IMO tabs. */
  'alerts.view': ALL,
  /** Close Distance tab (per type: `mayViewAlertType` in `alerts/types.ts`). */
  'alerts.view.closeDistance': STAFF,
  /** Idle tab. */
  'alerts.view.idle': STAFF,
  /** Ais Off tab: the role half; the username must also be 'mcc' (`mayViewAlertType`). */
  'alerts.view.aisOff': SUPER,
  /** ZEE tab. */
  'alerts.view.zee': SUPER,
  /** Live pushes of every alert type (double-MMSI, double-callsign, no-IMO reach all). */
  'alerts.push.all': STAFF,
  /** Density switch in the port card. */
  'density.port': STAFF,
  /**
   * Historical Overall Playback (the whole picture of a day). The default holders; the server
   * may be configured to grant it to other roles (PANTAU_PLAYBACK_ROLES).
   */
  'history.playback': STAFF,
  /**
   * Alur & SBNP: publish a port's lanes and aids (the feature manager). superAdmin and
   * developer for every port; the others only for their own (`mayManagePortFeatures`).
   */
  'features.manage': ['superAdmin', 'developer', 'disnav', 'lps', 'admin'],
  /**
   * Import the vessel registration database (SPEC §2.9 'Rekap Kapal Pantau'): an admin's
   * work; every signed-in user reads it (map.view).
   */
  'registrations.import': STAFF,
  /**
   * The group chat (SPEC §2.31): its button, groups and messages. SPEC §6 restricts it to no
   * role: every signed-in user (issue #36: groups are made by any signed-in user).
   */
  'chat.use': ALL,
  /** A chat group for everyone of a role or a port's district (issue #36). */
  'chat.everyone': STAFF,
  /** API documentation and health detail. */
  'system.view': ALL,
  /**
   * The names of the server's settings (`PANTAU_…`), shown beside a feature that is not
   * configured: the people who run the server. Everyone else reads "ask your administrator".
   */
  'system.settings': SUPER_AND_DEV,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;
export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

/**
 * What a route asks of its caller. `public` routes need no session (login, health, docs);
 * `authenticated` routes need any signed-in user; a capability needs a role holding it.
 */
export type Access = 'public' | 'authenticated' | Capability;

export function roleHas(role: Role, capability: Capability): boolean {
  const holders: readonly Role[] = PERMISSIONS[capability];
  return holders.includes(role);
}

/** Whether a caller with `role` (undefined when not signed in) may use `access`. */
export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  if (access === 'authenticated') return true;
  return roleHas(role, access);
}

export function capabilitiesOf(role: Role): Capability[] {
  return CAPABILITIES.filter((c) => roleHas(role, c));
}

/**
 * SPEC §6 'Alur & SBNP button': superAdmin and developer always; disnav, lps and admin only
 * when their portCode is the port's.
 */
export function mayManagePortFeatures(
  user: { role: Role; portCode: string | null },
  portCode: string,
): boolean {
  if (!roleHas(user.role, 'features.manage')) return false;
  if (SUPER_AND_DEV.includes(user.role)) return true;
  return user.portCode !== null && user.portCode === portCode;
}
