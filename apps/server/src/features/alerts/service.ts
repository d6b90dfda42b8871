import {
  ATTENTION_VESSELS_MAX,
  notifyPreferences,
  type AlertSettings,
  type AlertType,
  type AlertView,
  type SilenceBody,
} from '@pantau/contracts';
import {
  mayViewAlertType,
  notifyVerdict,
  visibleAlertTypes,
  type AlertViewer,
} from '@pantau/domain';
import { ApiError } from '../../errors.ts';
import type { AlertsRepo } from './alerts.repo.ts';
import type { AlertNotifier } from './channels/notifier.ts';
import type { AlertEngine } from './engine.ts';
import type { AlertPush } from './push.ts';
import type { AlertRelay, AlertRelayHandlers } from './relay.ts';
import { AlertSettingsRepo } from './settings.repo.ts';
import { OCCURRENCE_UNTIL, type Silence, type Silences } from './silences.repo.ts';

const PERIOD_MS = { '1h': 3_600_000, '6h': 6 * 3_600_000, '1d': 86_400_000, '1w': 7 * 86_400_000 };

export interface AlertsServiceDeps {
  repo: AlertsRepo;
  silences: Silences;
  settings: AlertSettingsRepo;
  engine: AlertEngine;
  push: AlertPush;
  notifier: AlertNotifier;
  now: () => number;
  /** Whether this process runs the engine (holds the alert leadership). */
  leading: () => boolean;
  /** The Boundary circles follow the widest Boundary setting: read them again. */
  reloadBoundaries: () => void;
  warn: (o: object, m: string) => void;
}

/**
 * The rules that span acknowledgement, silence and settings, in one place: what happens when
 * a user acts (the routes call it) and when another process tells of an act or a stored
 * alert (the relay calls it), so both paths do the same. SPEC §6 visibility is enforced on
 * every read and act here.
 */
export class AlertsService {
  readonly #d: AlertsServiceDeps;
  #relay: AlertRelay | undefined;
  /** Each watching user's settings, for `notify` on pushes (defaults until read). */
  readonly #prefs = new Map<string, AlertSettings>();

  constructor(deps: AlertsServiceDeps) {
    this.#d = deps;
  }

  /** Tells the other API processes (NATS) from now on. */
  connect(relay: AlertRelay): void {
    this.#relay = relay;
  }

  /** The relay's handlers: what another process did, done here as if it were local. */
  readonly fromElsewhere: Omit<AlertRelayHandlers, 'channels'> = {
    stored: (alert, behaviour) => this.#stored(alert, behaviour, false),
    acked: (id, by, at) => this.#d.engine.acked(id, by, at),
    silenced: (s) => this.#d.silences.remember(s),
    settings: (userId) => this.#settingsChanged(userId),
  };

  // --- reads -------------------------------------------------------------------------------

  list(
    viewer: AlertViewer,
    type: AlertType,
    opts: { q?: string; before?: number; limit: number },
  ): Promise<{ alerts: AlertView[]; next: number | null }> {
    mustSee(viewer, type);
    return this.#d.repo.list(type, opts);
  }

  counts(viewer: AlertViewer) {
    return this.#d.repo.counts(visibleAlertTypes(viewer));
  }

  /** The vessels the map rings: an alarm or warning of theirs waits for a person. */
  attentionVessels(viewer: AlertViewer) {
    return this.#d.repo.attentionVessels(visibleAlertTypes(viewer), ATTENTION_VESSELS_MAX);
  }

  openOfVessel(viewer: AlertViewer, mmsi: number): Promise<AlertView[]> {
    return this.#d.repo.openOfVessel(mmsi, visibleAlertTypes(viewer));
  }

  // --- acts --------------------------------------------------------------------------------

  /** Acknowledges an alert the viewer may see: stored, the engine told, the others told. */
  async ack(viewer: AlertViewer, id: number): Promise<AlertView> {
    const found = await this.#d.repo.get(id);
    if (!found || !mayViewAlertType(viewer, found.type)) throw notFound(id);
    const at = this.#d.now();
    const acked = await this.#d.repo.ack(id, viewer.username, at);
    this.#d.engine.acked(id, viewer.username, at);
    this.#relay?.acked(id, viewer.username, at);
    if (!acked) throw notFound(id);
    return acked;
  }

  /**
   * Silences a vessel's alerts of a type for a period (SPEC §2.26): every behaviour, or the
   * one of `alertId` (its situation) until that occurrence closes.
   */
  async silence(viewer: AlertViewer, b: SilenceBody): Promise<{ until: number }> {
    mustSee(viewer, b.type);
    const now = this.#d.now();
    let behaviour: string | null = null;
    if (b.alertId !== undefined) {
      const a = await this.#d.repo.get(b.alertId);
      if (!a || a.type !== b.type || !mayViewAlertType(viewer, a.type)) {
        throw new ApiError('NOT_FOUND', {
          message: `alert ${b.alertId} not found`,
          field: 'alertId',
        });
      }
      behaviour = await this.#d.repo.situationOf(b.alertId);
    }
    let until: number;
    if (b.period === 'occurrence') until = OCCURRENCE_UNTIL;
    else if (b.period === 'custom') {
      until = b.until ?? now;
      if (until <= now) {
        throw new ApiError('VALIDATION', {
          message: 'until must be in the future',
          field: 'until',
        });
      }
    } else until = now + PERIOD_MS[b.period];
    const silence: Silence = { mmsi: b.mmsi, type: b.type, behaviour, until };
    await this.#d.silences.add(silence, viewer.username, now);
    this.#relay?.silenced(silence);
    return { until };
  }

  settingsOf(userId: number): Promise<AlertSettings> {
    return this.#d.settings.get(userId);
  }

  /** Saves a user's settings; push, the Boundary circles and the notifier follow them. */
  async saveSettings(userId: number, body: AlertSettings): Promise<AlertSettings> {
    const saved = await this.#d.settings.put(userId, body, this.#d.now());
    this.#prefs.set(String(userId), saved);
    this.#relay?.settings(userId);
    this.#d.reloadBoundaries();
    if (this.#d.leading()) void this.#d.notifier.reload(userId);
    return saved;
  }

  // --- what the engine stored --------------------------------------------------------------

  /** An alert this process's engine stored: pushed, told to the others, notified. */
  storedHere(alert: AlertView, behaviour: string): void {
    this.#stored(alert, behaviour, true);
  }

  #stored(alert: AlertView, behaviour: string, here: boolean): void {
    this.#d.push.alert(alert, behaviour);
    if (here) {
      this.#relay?.stored(alert, behaviour);
      this.#d.notifier.alert(alert);
    }
    // An occurrence's silence ends with it; only the process that stored it writes that.
    if (alert.status === 'closed') {
      this.#d.silences.end(alert.mmsi, alert.type, behaviour, this.#d.now(), here);
    }
  }

  // --- push preferences --------------------------------------------------------------------

  /** A user began watching alerts: their settings are read once for `notifies`. */
  watching(userId: number): void {
    if (!this.#prefs.has(String(userId))) void this.#readPrefs(userId);
  }

  /** Whether the user's settings want this alert notified (sounded), not only listed. */
  notifies(user: string, alert: AlertView): boolean {
    const s = this.#prefs.get(user) ?? AlertSettingsRepo.defaults();
    return notifyVerdict(notifyPreferences(s), alert).notification;
  }

  #settingsChanged(userId: number): void {
    if (this.#prefs.has(String(userId))) void this.#readPrefs(userId);
    this.#d.reloadBoundaries();
    if (this.#d.leading()) void this.#d.notifier.reload(userId);
  }

  #readPrefs(userId: number): Promise<void> {
    return this.#d.settings.get(userId).then(
      (v) => void this.#prefs.set(String(userId), v),
      (err: unknown) => this.#d.warn({ err, userId }, 'alert settings not read'),
    );
  }
}

/** A 403 naming the type, for a tab the caller may not see (SPEC §6, enforced here). */
export function mustSee(viewer: AlertViewer, type: AlertType): void {
  if (!mayViewAlertType(viewer, type)) {
    throw new ApiError('FORBIDDEN', { message: `no access to ${type} alerts`, field: 'type' });
  }
}

const notFound = (id: number) => new ApiError('NOT_FOUND', { message: `alert ${id} not found` });
