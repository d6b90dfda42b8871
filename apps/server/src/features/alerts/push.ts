import { mayReceiveAlertPush, type AlertType, type AlertViewer } from '@pantau/domain';
import type { AlertView } from '@pantau/contracts';
import { liveMessage, type LiveClient } from '../../live-hub/channels.ts';

export interface PushOptions {
  /** At most this many `alert` messages a second per user; the rest as one `alert-burst`. */
  perSecond: number;
  now: () => number;
  /** Whether the vessel and type are silenced for this behaviour (no push). */
  silenced: (alert: AlertView, behaviour: string) => boolean;
  /**
   * Whether the user's alert settings want this alert sounded (`notifyVerdict`); when not,
   * it is pushed with `notify: false` (the dialog lists it, the browser stays quiet).
   */
  notifies?: (user: string, alert: AlertView) => boolean;
}

interface Budget {
  windowStart: number;
  sent: number;
  grouped: Map<AlertType, number>;
  latestAt: number;
}

/**
 * The `watch-alerts` channel's sockets: each alert goes only to sockets whose user may
 * receive its type (SPEC §6, `mayReceiveAlertPush`), within the user's flood limit; what is
 * over it in a second is counted per type and sent as one summary at the next `tick`.
 */
export class AlertPush {
  readonly #o: PushOptions;
  readonly #watchers = new Map<LiveClient, { viewer: AlertViewer; user: string }>();
  readonly #budgets = new Map<string, Budget>();

  constructor(o: PushOptions) {
    this.#o = o;
  }

  get watchers(): number {
    return this.#watchers.size;
  }

  watch(client: LiveClient, viewer: AlertViewer, user: string): void {
    this.#watchers.set(client, { viewer, user });
  }

  unwatch(client: LiveClient): void {
    this.#watchers.delete(client);
  }

  alert(alert: AlertView, behaviour: string): void {
    if (this.#watchers.size === 0 || this.#o.silenced(alert, behaviour)) return;
    const now = this.#o.now();
    let loud: string | undefined;
    let quiet: string | undefined;
    const decided = new Map<string, boolean>();
    const notify = new Map<string, boolean>();
    for (const [client, w] of this.#watchers) {
      if (!mayReceiveAlertPush(w.viewer, alert.type)) continue;
      let send = decided.get(w.user);
      if (send === undefined) {
        send = this.#take(w.user, alert.type, now);
        decided.set(w.user, send);
        notify.set(w.user, this.#o.notifies?.(w.user, alert) ?? true);
      }
      if (!send) continue;
      if (notify.get(w.user)) client.sendText((loud ??= liveMessage({ type: 'alert', alert })));
      else client.sendText((quiet ??= liveMessage({ type: 'alert', alert, notify: false })));
    }
  }

  /** Sends each user's grouped summary of the second that ended. */
  tick(): void {
    const now = this.#o.now();
    for (const [user, b] of this.#budgets) {
      if (now - b.windowStart < 1000) continue;
      if (b.grouped.size > 0) {
        const text = liveMessage({
          type: 'alert-burst',
          counts: [...b.grouped].map(([type, n]) => ({ type, n })),
          latestAt: b.latestAt,
        });
        for (const [client, w] of this.#watchers) if (w.user === user) client.sendText(text);
      }
      this.#budgets.delete(user);
    }
  }

  #take(user: string, type: AlertType, now: number): boolean {
    let b = this.#budgets.get(user);
    if (!b || (now - b.windowStart >= 1000 && b.grouped.size === 0)) {
      b = { windowStart: now, sent: 0, grouped: new Map(), latestAt: 0 };
      this.#budgets.set(user, b);
    }
    if (b.sent < this.#o.perSecond && b.grouped.size === 0) {
      b.sent++;
      return true;
    }
    b.grouped.set(type, (b.grouped.get(type) ?? 0) + 1);
    b.latestAt = now;
    return false;
  }
}
