import { ALERT_TYPE_TABLE, type AlertType } from './types.ts';

/**
 * Which alerts reach a user outside the Alert dialog, and how (SPEC §3 'Settings':
 * TriggerAlert and ActionAlert). The dialog lists every alert the user may see (SPEC §6);
 * these settings choose what sounds and pops up (Notification), and what is sent by Email
 * or Telegram.
 *
 * - The four types with a trigger (Distance, Boundary, Double MMSI, No IMO Number) notify
 *   only when their trigger is on; the other types always do.
 * - Close Distance notifies only within the user's Distance Alert: the recorded closest
 *   approach, or the predicted CPA while the pair is still closing, is at most that many
 *   metres (so a 2 NM CPA warning does not call a user whose Distance Alert is 500 m).
 * - Boundary notifies only within the user's Radius Boundary for the POI's category: the
 *   visit's closest approach so far is at most that many metres (the engine draws each
 *   category's zones at the widest radius any user asked for, and updates the record as the
 *   vessel comes closer). A record without category or distance (an older one) notifies.
 * - Email and Telegram carry an open alert once per user: the first time it is wanted (the
 *   caller remembers what it sent); later updates and the close are not sent.
 */
export interface NotifyPreferences {
  triggers: readonly string[];
  actions: readonly string[];
  distanceM: number;
  /** Radius Boundary per POI category, in metres. */
  boundaryM?: Readonly<Record<string, number>>;
}

export interface NotifiedAlert {
  type: AlertType;
  status: 'open' | 'closed';
  details: Record<string, unknown>;
}

export interface NotifyVerdict {
  /** Sound and toast in the browser. */
  notification: boolean;
  email: boolean;
  telegram: boolean;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Whether the alert is one this user asked to hear of. */
export function wantsAlert(p: NotifyPreferences, a: NotifiedAlert): boolean {
  const trigger = ALERT_TYPE_TABLE[a.type].trigger;
  if (trigger !== undefined && !p.triggers.includes(trigger)) return false;
  if (a.type === 'closeDistance') {
    const distance = num(a.details.distance);
    const cpa = num(a.details.cpa);
    const tcpa = num(a.details.tcpa);
    const nearest = Math.min(
      distance ?? Infinity,
      cpa !== null && tcpa !== null && tcpa > 0 ? cpa : Infinity,
    );
    return nearest <= p.distanceM;
  }
  if (a.type === 'boundary') {
    const category = a.details.category;
    const distance = num(a.details.distance);
    const radius = typeof category === 'string' ? p.boundaryM?.[category] : undefined;
    return radius === undefined || distance === null || distance <= radius;
  }
  return true;
}

export function notifyVerdict(p: NotifyPreferences, a: NotifiedAlert): NotifyVerdict {
  if (!wantsAlert(p, a)) return { notification: false, email: false, telegram: false };
  const send = a.status === 'open';
  return {
    notification: p.actions.includes('notification'),
    email: send && p.actions.includes('email'),
    telegram: send && p.actions.includes('telegram'),
  };
}
