import { ALERT_SOUND_MAX_AGE_MS, type AlertType } from '@pantau/contracts';

/**
 * When an alert makes a sound (SPEC §4 'Alerts push', §9 'alert ignored if older than 10 s'):
 * on its first arrival when its type's sound is on, it is open, not acknowledged, not
 * silenced and not older than 10 s by the server's clock (its updates are quiet: a double
 * MMSI updates with every report); then again every so often by priority (the re-alert)
 * until it is acknowledged, silenced, closed, or its type's sound turned off. Pure: the clock,
 * the clock offset and the toggles are passed in.
 */

export type Priority = 'alarm' | 'warning' | 'caution';

/** An alert older than this on arrival makes no sound. */
export const STALE_MS = ALERT_SOUND_MAX_AGE_MS;

/** How often an unanswered alert sounds again, by priority (null: once). */
export const REPEAT_MS: Readonly<Record<Priority, number | null>> = {
  alarm: 30_000,
  warning: 60_000,
  caution: null,
};

/** What the policy reads of an alert (`AlertView` has it all). */
export interface SoundingAlert {
  id: number;
  type: AlertType;
  priority: Priority;
  status: 'open' | 'closed';
  mmsi: number;
  updatedAt: number;
  ackAt: number | null;
}

/**
 * A silence asked for in this browser (the server keeps it too): one occurrence (the alert's
 * id) or every alert of the vessel and type until a time.
 */
export type Silence =
  { mmsi: number; type: string; alertId: number } | { mmsi: number; type: string; until: number };

export function isSilenced(alert: SoundingAlert, silences: readonly Silence[], now: number) {
  return silences.some(
    (s) =>
      s.mmsi === alert.mmsi &&
      s.type === alert.type &&
      ('alertId' in s ? s.alertId === alert.id : now < s.until),
  );
}

/** The silences still in force (an occurrence's lasts until its alert is gone from view). */
export function liveSilences(silences: readonly Silence[], now: number): Silence[] {
  return silences.filter((s) => 'alertId' in s || now < s.until);
}

export interface SoundContext {
  /** The type's sound toggle. */
  soundOn: boolean;
  /** The browser's clock (ms). */
  now: number;
  /** Add to a server time to get the browser's time of it (`live/clock-offset.ts`). */
  clockOffset: number;
  silences: readonly Silence[];
  /** This alert was heard before (its updates do not sound again; the re-alert does). */
  heard: boolean;
}

/** Whether a pushed alert sounds as it arrives (`ALERT_SOUND_MAX_AGE_MS` of the contracts). */
export function soundsOnArrival(alert: SoundingAlert, ctx: SoundContext): boolean {
  return (
    ctx.soundOn &&
    !ctx.heard &&
    alert.status === 'open' &&
    alert.ackAt === null &&
    !isSilenced(alert, ctx.silences, ctx.now) &&
    ctx.now - (alert.updatedAt + ctx.clockOffset) <= STALE_MS
  );
}

/** An alert that sounded and will sound again at `nextAt` unless answered. */
export interface Ring {
  id: number;
  type: AlertType;
  mmsi: number;
  priority: Priority;
  nextAt: number;
}

export type Rings = Readonly<Record<number, Ring>>;

/**
 * The rings after a push: an acknowledged or closed alert stops ringing; one that just
 * sounded rings again later if its priority repeats.
 */
export function afterPush(
  rings: Rings,
  alert: SoundingAlert,
  sounded: boolean,
  now: number,
): Rings {
  const repeat = REPEAT_MS[alert.priority];
  if (alert.status !== 'open' || alert.ackAt !== null)
    return without(rings, (r) => r.id === alert.id);
  if (!sounded || repeat === null) return rings;
  const { id, type, mmsi, priority } = alert;
  return { ...rings, [id]: { id, type, mmsi, priority, nextAt: now + repeat } };
}

/** The rings without those `stop` picks (acknowledged, silenced, sound turned off). */
export function without(rings: Rings, stop: (ring: Ring) => boolean): Rings {
  const kept = Object.values(rings).filter((r) => !stop(r));
  return kept.length === Object.keys(rings).length
    ? rings
    : Object.fromEntries(kept.map((r) => [r.id, r]));
}

/** The rings whose time has come (to sound now), and the rings with their next time set. */
export function dueRings(rings: Rings, now: number): { due: Ring[]; rings: Rings } {
  const due = Object.values(rings).filter((r) => r.nextAt <= now);
  if (due.length === 0) return { due, rings };
  const next = { ...rings };
  for (const r of due) next[r.id] = { ...r, nextAt: now + (REPEAT_MS[r.priority] ?? Infinity) };
  return { due, rings: next };
}

/** When the next ring is due, or null when none rings. */
export function nextRingAt(rings: Rings): number | null {
  const times = Object.values(rings).map((r) => r.nextAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The alerts heard so far, the newest `max` (a pure step: answers the next set). */
export function hear(heard: ReadonlySet<number>, id: number, max = 2000): ReadonlySet<number> {
  if (heard.has(id)) return heard;
  const next = new Set(heard).add(id);
  if (next.size > max) next.delete(next.values().next().value as number);
  return next;
}

/** The silence menu's fixed periods, in ms ('occurrence' and 'custom' have none). */
export const SILENCE_MS = {
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '1d': 24 * 3_600_000,
  '1w': 7 * 24 * 3_600_000,
} as const;

/**
 * An alarm flood (IEC 62682 / EEMUA 191: about one alarm per ten minutes is what a person can
 * answer): more than `FLOOD_ALARMS` alarms sounded within `FLOOD_WINDOW_MS` for this user.
 * From then on alarms are not sounded nor rung one by one; they are counted into one entry
 * that opens the list, until the window holds no more than `FLOOD_ALARMS` again.
 */
export const FLOOD_ALARMS = 10;
export const FLOOD_WINDOW_MS = 10 * 60_000;

export interface Flood {
  /** When the alarms in the window arrived (unix ms), oldest first. */
  readonly times: readonly number[];
  /** Alarms grouped since the flood began; 0 when there is no flood. */
  readonly grouped: number;
}

export const NO_FLOOD: Flood = { times: [], grouped: 0 };

/** One more alarm: whether it is grouped into the flood entry instead of sounding alone. */
export function floodStep(flood: Flood, now: number): { flood: Flood; grouped: boolean } {
  const times = [...flood.times.filter((t) => now - t < FLOOD_WINDOW_MS), now];
  if (times.length <= FLOOD_ALARMS) return { flood: { times, grouped: 0 }, grouped: false };
  return { flood: { times, grouped: flood.grouped + 1 }, grouped: true };
}

/** The flood as time passes: over once the window holds no more than `FLOOD_ALARMS`. */
export function floodAt(flood: Flood, now: number): Flood {
  const times = flood.times.filter((t) => now - t < FLOOD_WINDOW_MS);
  if (times.length === flood.times.length) return flood;
  return { times, grouped: times.length > FLOOD_ALARMS ? flood.grouped : 0 };
}
