import { AlertSettings, notifyPreferences, type AlertView } from '@pantau/contracts';
import {
  ALERT_TYPE_LABELS,
  mayViewAlertType,
  notifyVerdict,
  wibDateTime,
  type AlertViewer,
  type NotifyPreferences,
} from '@pantau/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../store/schema.ts';
import { alertDetailsText } from '../alerts-export.ts';
import { DeliveryQueue, type ChannelStatus } from './delivery.ts';
import type { Mail } from './email.ts';

/** A user who asked for Email or Telegram, with where to send. */
interface Recipient {
  viewer: AlertViewer;
  prefs: NotifyPreferences;
  email: string | null;
  telegramChatId: string | null;
}

export interface NotifierOptions {
  db: Kysely<DB>;
  now: () => number;
  /** Undefined: the channel is not configured (the Notification tab says so). */
  email: ((m: Mail) => Promise<void>) | undefined;
  telegram: ((chatId: string, text: string) => Promise<void>) | undefined;
  retryAfterMs?: (err: unknown) => number | undefined;
  /** Retries: first wait, longest wait, tries in all (defaults 2 s, 5 min, 8). */
  backoff?: { baseMs: number; maxMs: number; attempts: number };
  warn: (o: object, msg: string) => void;
}

/** Messages waiting per channel before the oldest is dropped. */
const CAPACITY = 1000;
/** Alert ids remembered as sent per user, so an open alert is sent once. */
const SENT_MEMORY = 50_000;

/**
 * Email and Telegram for alerts (issue #17, SPEC §3 'Settings'): runs where the alert
 * engine runs (one process), reads the settings of the users who chose Email or Telegram,
 * and sends each open alert they may see (SPEC §6) and want (`notifyVerdict`) once per user.
 * Sending is queued per channel with retries (`DeliveryQueue`) and never holds up an alert.
 */
export class AlertNotifier {
  readonly #o: NotifierOptions;
  readonly #recipients = new Map<number, Recipient>();
  readonly #sent = new Set<string>();
  readonly email: DeliveryQueue<Mail>;
  readonly telegram: DeliveryQueue<{ chatId: string; text: string }>;

  constructor(o: NotifierOptions) {
    this.#o = o;
    const b = o.backoff ?? { baseMs: 2_000, maxMs: 300_000, attempts: 8 };
    const common = {
      now: o.now,
      ...b,
      capacity: CAPACITY,
      ...(o.retryAfterMs ? { retryAfterMs: o.retryAfterMs } : {}),
    };
    this.email = new DeliveryQueue<Mail>({
      ...common,
      send: (m) => (o.email ? o.email(m) : Promise.reject(new Error('not configured'))),
      onGiveUp: (m, err) => o.warn({ to: m.to, err: String(err) }, 'alert email given up'),
    });
    this.telegram = new DeliveryQueue({
      ...common,
      send: (m) =>
        o.telegram ? o.telegram(m.chatId, m.text) : Promise.reject(new Error('not configured')),
      onGiveUp: (m, err) =>
        o.warn({ chatId: m.chatId, err: String(err) }, 'alert telegram given up'),
    });
  }

  status(): { email: ChannelStatus; telegram: ChannelStatus } {
    return {
      email: this.email.status(this.#o.email !== undefined),
      telegram: this.telegram.status(this.#o.telegram !== undefined),
    };
  }

  /** Reads every active user's saved settings (at start, and when this process starts leading). */
  async load(): Promise<void> {
    const rows = await this.#o.db
      .selectFrom('alert_settings')
      .innerJoin('users', 'users.id', 'alert_settings.user_id')
      .select(['users.id', 'users.username', 'users.role', 'users.active', 'settings'])
      .execute();
    this.#recipients.clear();
    for (const r of rows) {
      if (!r.active) continue;
      this.#set(r.id, { role: r.role as AlertViewer['role'], username: r.username }, r.settings);
    }
  }

  /** A user saved their settings (here or in another process). */
  async reload(userId: number): Promise<void> {
    const r = await this.#o.db
      .selectFrom('alert_settings')
      .innerJoin('users', 'users.id', 'alert_settings.user_id')
      .select(['users.id', 'users.username', 'users.role', 'users.active', 'settings'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    this.#recipients.delete(userId);
    if (r?.active) {
      this.#set(r.id, { role: r.role as AlertViewer['role'], username: r.username }, r.settings);
    }
  }

  #set(id: number, viewer: AlertViewer, json: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return;
    }
    const s = AlertSettings.safeParse(parsed);
    if (!s.success) return;
    const { actions, email, telegramChatId } = s.data;
    if (!actions.includes('email') && !actions.includes('telegram')) return;
    this.#recipients.set(id, {
      viewer,
      prefs: notifyPreferences(s.data),
      email,
      telegramChatId,
    });
  }

  /** A stored alert change (from the writer). */
  alert(a: AlertView): void {
    if (a.status !== 'open') {
      for (const id of this.#recipients.keys()) this.#sent.delete(`${id}:${a.id}`);
      return;
    }
    let text: string | undefined;
    for (const [id, r] of this.#recipients) {
      if (!mayViewAlertType(r.viewer, a.type)) continue;
      const v = notifyVerdict(r.prefs, a);
      if (!v.email && !v.telegram) continue;
      const key = `${id}:${a.id}`;
      if (this.#sent.has(key)) continue;
      if (this.#sent.size >= SENT_MEMORY) this.#sent.clear();
      this.#sent.add(key);
      text ??= alertText(a);
      if (v.email && r.email) {
        this.email.enqueue({ to: r.email, subject: alertSubject(a), text });
      }
      if (v.telegram && r.telegramChatId) {
        this.telegram.enqueue({ chatId: r.telegramChatId, text });
      }
    }
  }

  stop(): void {
    this.email.stop();
    this.telegram.stop();
  }
}

export function alertSubject(a: AlertView): string {
  return `[Pantau] ${ALERT_TYPE_LABELS[a.type]} (${a.priority}): ${a.name ?? a.mmsi}`;
}

/** The message body: what the row of the Alert dialog says, in plain text, times UTC+7. */
export function alertText(a: AlertView): string {
  const lines = [
    `${ALERT_TYPE_LABELS[a.type]} — ${a.priority}`,
    `Vessel: ${a.name ?? '-'} (MMSI ${a.mmsi}${a.callSign ? `, ${a.callSign}` : ''})`,
    `Opened: ${wibDateTime(a.openedAt)} UTC+7`,
  ];
  if (a.lat !== null && a.lon !== null) {
    lines.push(`Position: ${a.lat.toFixed(5)}, ${a.lon.toFixed(5)}`);
  }
  const d = alertDetailsText(a);
  if (d) lines.push(d);
  return lines.join('\n');
}
