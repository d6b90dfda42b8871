import type { Role } from '../roles.ts';

/**
 * The alert types of SPEC §3 'Alert types' (reportsBoundary … reportsZee), in the Alert
 * dialog's tab order (SPEC §2.26), then two the spec's product lacked: a radar target with no
 * AIS vessel (issue #17, the dark target) and the port papers (issue #19: sailing without
 * SPB, a PKK without arrival). Written once; contracts and the server read them here.
 */
export const ALERT_TYPES = [
  'boundary',
  'aoi',
  'alur',
  'doubleMmsi',
  'closeDistance',
  'idle',
  'doubleCallSign',
  'aisOff',
  'noImo',
  'zee',
  'darkTarget',
  'clearance',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * The alert types' names as SPEC §3 and the Alert dialog's tabs write them, the same in every
 * language: the tabs, the alert e-mails' and Telegram messages' subjects read these.
 */
export const ALERT_TYPE_LABELS: Readonly<Record<AlertType, string>> = {
  boundary: 'Boundary',
  aoi: 'AOI',
  alur: 'Alur',
  doubleMmsi: 'Double MMSI',
  closeDistance: 'Close Distance',
  idle: 'Idle',
  doubleCallSign: 'Double CallSign',
  aisOff: 'Ais Off',
  noImo: 'No IMO',
  zee: 'ZEE',
  darkTarget: 'Dark Target',
  clearance: 'PKK & SPB',
};

export const ALERT_PRIORITIES = ['alarm', 'warning', 'caution'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

/** Who asks: the role and, for the Ais Off tab, the username (SPEC §6 'the mcc superAdmin'). */
export interface AlertViewer {
  role: Role;
  username: string;
}

const STAFF: readonly Role[] = ['superAdmin', 'admin', 'developer'];

/**
 * SPEC §6 tab visibility: Close Distance and Idle for superAdmin, admin, developer; Ais Off
 * only for the superAdmin named mcc; ZEE for superAdmin; Boundary, AOI, Alur, Double MMSI,
 * Double CallSign and No IMO for all. The dark target is the control room's, as Close
 * Distance is; PKK & SPB is for all, as PANTAU KAPAL's PKK & SPB tab is. The server enforces
 * it on every read and push.
 */
export function mayViewAlertType(viewer: AlertViewer, type: AlertType): boolean {
  switch (type) {
    case 'closeDistance':
    case 'idle':
    case 'darkTarget':
      return STAFF.includes(viewer.role);
    case 'aisOff':
      return viewer.role === 'superAdmin' && viewer.username === 'mcc';
    case 'zee':
      return viewer.role === 'superAdmin';
    default:
      return true;
  }
}

/** SPEC §6: live pushes of double-MMSI, double-callsign and no-IMO reach all. */
const PUSHED_TO_ALL: readonly AlertType[] = ['doubleMmsi', 'doubleCallSign', 'noImo'];

/**
 * SPEC §6 'Live alert pushes': double-MMSI, double-callsign and no-IMO to all; the other
 * types only to superAdmin, admin and developer, and never a type whose tab the viewer may
 * not see (Ais Off stays the mcc superAdmin's, ZEE the superAdmin's).
 */
export function mayReceiveAlertPush(viewer: AlertViewer, type: AlertType): boolean {
  if (!mayViewAlertType(viewer, type)) return false;
  return PUSHED_TO_ALL.includes(type) || STAFF.includes(viewer.role);
}

export function visibleAlertTypes(viewer: AlertViewer): AlertType[] {
  return ALERT_TYPES.filter((t) => mayViewAlertType(viewer, t));
}
