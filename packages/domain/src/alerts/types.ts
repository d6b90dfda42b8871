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

/** SPEC §3 'Settings': the triggers Distance, Boundary, Double MMSI, No IMO Number. */
export const ALERT_TRIGGERS = ['closeDistance', 'boundary', 'doubleMmsi', 'noImo'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

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

/** Who a type's tab is for (SPEC §6): everyone, the staff, the superAdmin, the mcc superAdmin. */
export type AlertAudience = 'all' | 'staff' | 'superAdmin' | 'mcc';

/** What each alert type is, in one row: the server, the web app and the notifier read it. */
export interface AlertTypeInfo {
  /** Its name as SPEC §3 and the Alert dialog's tab write it, the same in every language. */
  label: string;
  /** The priority it opens at; a rule may raise or lower one situation. */
  level: AlertPriority;
  /** Who sees its tab and its alerts (SPEC §6). */
  tab: AlertAudience;
  /** Who is pushed its alerts live (SPEC §6 'Live alert pushes'), within `tab`. */
  push: 'all' | 'staff';
  /** The user's trigger that governs its notifications (SPEC §3 'Settings'), when it has one. */
  trigger?: AlertTrigger;
}

/**
 * The alert types' table. Levels: alarm for a risk of collision or a ship that is not who it
 * says (Close Distance, Double MMSI); warning for what a watch officer should look at now (a
 * foreign ship in the EEZ, a ship gone silent, a lane crossed, an AOI entered, a radar echo
 * near a port that no AIS vessel accounts for, sailing without SPB); caution for records kept
 * for later (port in/out, idle, call sign shared, no IMO). Tabs: Close Distance, Idle and the
 * dark target for the staff (the control room); Ais Off for the superAdmin named mcc; ZEE for
 * the superAdmin; the rest for all, PKK & SPB as PANTAU KAPAL's PKK & SPB tab is. Pushes:
 * double MMSI, double call sign and no IMO to all, the rest to the staff. The server enforces
 * all of it on every read and push.
 */
export const ALERT_TYPE_TABLE: Readonly<Record<AlertType, AlertTypeInfo>> = {
  boundary: { label: 'Boundary', level: 'caution', tab: 'all', push: 'staff', trigger: 'boundary' },
  aoi: { label: 'AOI', level: 'warning', tab: 'all', push: 'staff' },
  alur: { label: 'Alur', level: 'warning', tab: 'all', push: 'staff' },
  doubleMmsi: {
    label: 'Double MMSI',
    level: 'alarm',
    tab: 'all',
    push: 'all',
    trigger: 'doubleMmsi',
  },
  closeDistance: {
    label: 'Close Distance',
    level: 'alarm',
    tab: 'staff',
    push: 'staff',
    trigger: 'closeDistance',
  },
  idle: { label: 'Idle', level: 'caution', tab: 'staff', push: 'staff' },
  doubleCallSign: { label: 'Double CallSign', level: 'caution', tab: 'all', push: 'all' },
  aisOff: { label: 'Ais Off', level: 'warning', tab: 'mcc', push: 'staff' },
  noImo: { label: 'No IMO', level: 'caution', tab: 'all', push: 'all', trigger: 'noImo' },
  zee: { label: 'ZEE', level: 'warning', tab: 'superAdmin', push: 'staff' },
  darkTarget: { label: 'Dark Target', level: 'warning', tab: 'staff', push: 'staff' },
  clearance: { label: 'PKK & SPB', level: 'warning', tab: 'all', push: 'staff' },
};

const byType = <T>(pick: (info: AlertTypeInfo) => T): Readonly<Record<AlertType, T>> =>
  Object.fromEntries(ALERT_TYPES.map((t) => [t, pick(ALERT_TYPE_TABLE[t])])) as Record<
    AlertType,
    T
  >;

/** The types' names (the Alert dialog's tabs, the e-mails' and Telegram messages' subjects). */
export const ALERT_TYPE_LABELS = byType((i) => i.label);

/** The priority each type opens at. */
export const ALERT_PRIORITY = byType((i) => i.level);

function inAudience(viewer: AlertViewer, audience: AlertAudience): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'staff':
      return STAFF.includes(viewer.role);
    case 'superAdmin':
      return viewer.role === 'superAdmin';
    case 'mcc':
      return viewer.role === 'superAdmin' && viewer.username === 'mcc';
  }
}

/** SPEC §6 tab visibility, from the table's `tab`. The server enforces it on every read and push. */
export function mayViewAlertType(viewer: AlertViewer, type: AlertType): boolean {
  return inAudience(viewer, ALERT_TYPE_TABLE[type].tab);
}

/**
 * SPEC §6 'Live alert pushes', from the table's `push`: never a type whose tab the viewer may
 * not see (Ais Off stays the mcc superAdmin's, ZEE the superAdmin's).
 */
export function mayReceiveAlertPush(viewer: AlertViewer, type: AlertType): boolean {
  return mayViewAlertType(viewer, type) && inAudience(viewer, ALERT_TYPE_TABLE[type].push);
}

export function visibleAlertTypes(viewer: AlertViewer): AlertType[] {
  return ALERT_TYPES.filter((t) => mayViewAlertType(viewer, t));
}
