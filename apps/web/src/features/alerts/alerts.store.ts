import type { AlertType, AlertView } from '@pantau/contracts';
import { create } from 'zustand';
import {
  afterPush,
  dueRings,
  floodAt,
  floodStep,
  hear,
  NO_FLOOD,
  type Flood,
  liveSilences,
  without,
  type Ring,
  type Rings,
  type Silence,
} from './sound-policy.ts';
import {
  dismissToast,
  emptyQueue,
  expireToasts,
  pushToast,
  type ToastQueue,
} from './toast-queue.ts';

/** A bookmark-alert toast: the alert it shows. */
export interface AlertToast {
  id: string;
  alert: AlertView;
}

interface AlertsState {
  /** The Alert dialog is open. */
  open: boolean;
  /** The tab shown (null: the first the caller may see). */
  tab: AlertType | null;
  /** Alerts pushed per type since its tab was last looked at (the red dot). */
  unseen: Partial<Record<AlertType, number>>;
  /** Each type's sound toggle (absent: on), for the signed-in user. */
  sound: Partial<Record<AlertType, boolean>>;
  silences: Silence[];
  rings: Rings;
  /** The alerts heard (sounded or not) since the page opened: their updates stay quiet. */
  heard: ReadonlySet<number>;
  toasts: ToastQueue<AlertToast>;
  /** Tones asked for (the browser tests read it). */
  sounded: number;
  /** The alarm flood: alarms grouped into one entry instead of sounding one by one. */
  flood: Flood;

  setOpen: (open: boolean) => void;
  setTab: (tab: AlertType) => void;
  seen: (type: AlertType) => void;
  markUnseen: (type: AlertType, n?: number) => void;
  loadSound: (user: string) => void;
  setSound: (user: string, type: AlertType, on: boolean) => void;
  /** A pushed alert's rings, after it sounded or not; it is heard from now on. */
  ring: (alert: AlertView, sounded: boolean, now: number) => void;
  /** Rings due now (moved to their next time), to be sounded. */
  takeDue: (now: number) => Ring[];
  /** Stops the rings of an acknowledged alert. */
  acknowledged: (id: number) => void;
  /** Keeps a silence and stops the rings it covers. */
  silence: (s: Silence, now: number) => void;
  addToast: (alert: AlertView, now: number) => void;
  closeToast: (id: string, now: number) => void;
  expireToasts: (now: number) => void;
  countSound: () => void;
  /** One more alarm arrived to be sounded: whether it is grouped into the flood entry. */
  floodAlarm: (now: number) => boolean;
  /** Time passed, or the user opened the list from the flood entry. */
  floodTick: (now: number, dismiss?: boolean) => void;
}

const STORAGE_KEY = 'pantau.alerts.sound';

function readSound(): Record<string, Partial<Record<AlertType, boolean>>> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, Partial<Record<AlertType, boolean>>>)
      : {};
  } catch {
    return {};
  }
}

/** The Alert dialog, its sound toggles (kept per user in this browser), rings and toasts. */
export const useAlerts = create<AlertsState>()((set, get) => ({
  open: false,
  tab: null,
  unseen: {},
  sound: {},
  silences: [],
  rings: {},
  heard: new Set(),
  toasts: emptyQueue<AlertToast>(),
  sounded: 0,
  flood: NO_FLOOD,

  setOpen: (open) => set({ open }),
  setTab: (tab) => set((s) => ({ tab, unseen: { ...s.unseen, [tab]: 0 } })),
  seen: (type) => set((s) => (s.unseen[type] ? { unseen: { ...s.unseen, [type]: 0 } } : s)),
  markUnseen: (type, n = 1) =>
    set((s) => ({ unseen: { ...s.unseen, [type]: (s.unseen[type] ?? 0) + n } })),
  loadSound: (user) => set({ sound: readSound()[user] ?? {} }),
  setSound: (user, type, on) => {
    const sound = { ...get().sound, [type]: on };
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readSound(), [user]: sound }));
    } catch {
      // Private mode: the toggle holds for this page.
    }
    set((s) => ({ sound, rings: on ? s.rings : without(s.rings, (r) => r.type === type) }));
  },
  ring: (alert, sounded, now) =>
    set((s) => ({
      rings: afterPush(s.rings, alert, sounded, now),
      heard: hear(s.heard, alert.id),
    })),
  takeDue: (now) => {
    const { due, rings } = dueRings(get().rings, now);
    if (due.length > 0) set({ rings });
    return due;
  },
  acknowledged: (id) => set((s) => ({ rings: without(s.rings, (r) => r.id === id) })),
  silence: (silence, now) =>
    set((s) => ({
      silences: [...liveSilences(s.silences, now), silence],
      rings: without(
        s.rings,
        (r) =>
          r.mmsi === silence.mmsi &&
          r.type === silence.type &&
          (!('alertId' in silence) || silence.alertId === r.id),
      ),
    })),
  addToast: (alert, now) =>
    set((s) => ({ toasts: pushToast(s.toasts, { id: String(alert.id), alert }, now) })),
  closeToast: (id, now) => set((s) => ({ toasts: dismissToast(s.toasts, id, now) })),
  expireToasts: (now) => set((s) => ({ toasts: expireToasts(s.toasts, now) })),
  countSound: () => set((s) => ({ sounded: s.sounded + 1 })),
  floodAlarm: (now) => {
    const step = floodStep(get().flood, now);
    set({ flood: step.flood });
    return step.grouped;
  },
  floodTick: (now, dismiss = false) =>
    set((s) => {
      const flood = floodAt(s.flood, now);
      if (dismiss) return { flood: { ...flood, grouped: 0 } };
      return flood === s.flood ? s : { flood };
    }),
}));

/** Whether a type's sound is on (it is unless turned off). */
export const soundOn = (sound: AlertsState['sound'], type: AlertType) => sound[type] !== false;
