import type { AlertView } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../bus/bus.ts';
import { streamNames } from '../../scale/stream.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { AlertsRepo } from './alerts.repo.ts';
import type { AlertNotifier } from './channels/notifier.ts';
import type { AlertEngine } from './engine.ts';
import type { AlertPush } from './push.ts';
import { AlertRelay } from './relay.ts';
import { AlertsService } from './service.ts';
import { AlertSettingsRepo } from './settings.repo.ts';
import { OCCURRENCE_UNTIL, Silences } from './silences.repo.ts';

const T0 = Date.UTC(2026, 10, 27, 3);
const ADMIN = { role: 'admin', username: 'admin' } as const;
const VISITOR = { role: 'visitor', username: 'tamu' } as const;

/** One API process: the service over the shared database, its engine, push and notifier seen. */
function process_(store: TestStore, bus: MemoryBus, id: string, leading: boolean) {
  const seen = { acked: [] as number[], pushed: [] as number[], notified: [] as number[] };
  const seenReloads = { boundaries: 0, notifier: [] as number[] };
  const silences = new Silences(store.db);
  const service = new AlertsService({
    repo: new AlertsRepo(store.db),
    silences,
    settings: new AlertSettingsRepo(store.db),
    engine: { acked: (alertId: number) => seen.acked.push(alertId) } as unknown as AlertEngine,
    push: { alert: (a: AlertView) => seen.pushed.push(a.id) } as unknown as AlertPush,
    notifier: {
      alert: (a: AlertView) => seen.notified.push(a.id),
      reload: (userId: number) => {
        seenReloads.notifier.push(userId);
        return Promise.resolve();
      },
    } as unknown as AlertNotifier,
    now: () => T0,
    leading: () => leading,
    reloadBoundaries: () => seenReloads.boundaries++,
    warn: () => undefined,
  });
  const relay = new AlertRelay(bus, streamNames('pantau'), id, {
    ...service.fromElsewhere,
    channels: () => undefined,
  });
  service.connect(relay);
  return { service, silences, seen, seenReloads };
}

describe('the alerts service: one set of rules, whichever process acts', () => {
  let store: TestStore;
  let alert: AlertView;
  beforeAll(async () => {
    store = await sqliteTestStore();
    const repo = new AlertsRepo(store.db);
    const id = await repo.insert({
      type: 'closeDistance',
      situation: 'closeDistance|525005001|pair:525005002',
      priority: 'warning',
      status: 'open',
      mmsi: 525005001,
      name: 'KM SATU',
      callSign: null,
      shipType: 70,
      lon: 106.8,
      lat: -6.1,
      openedAt: T0,
      updatedAt: T0,
      closedAt: null,
      details: { mmsi2: 525005002, distance: 300 },
    });
    alert = (await repo.get(id)) as AlertView;
  });
  afterAll(() => store.dispose());

  it('acknowledges once: stored, this engine and the other process told; a viewer who may not see it gets 404', async () => {
    const bus = new MemoryBus();
    const a = process_(store, bus, 'a', true);
    const b = process_(store, bus, 'b', false);
    await expect(a.service.ack(VISITOR, alert.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(a.seen.acked).toEqual([]);
    const acked = await a.service.ack(ADMIN, alert.id);
    expect(acked.ackBy).toBe('admin');
    expect(a.seen.acked).toEqual([alert.id]);
    expect(b.seen.acked).toEqual([alert.id]);
  });

  it('keeps an occurrence silence in both processes and ends it in both when the alert closes', async () => {
    const bus = new MemoryBus();
    const a = process_(store, bus, 'a', true);
    const b = process_(store, bus, 'b', false);
    const { until } = await a.service.silence(ADMIN, {
      mmsi: alert.mmsi,
      type: 'closeDistance',
      period: 'occurrence',
      alertId: alert.id,
    });
    expect(until).toBe(OCCURRENCE_UNTIL);
    const behaviour = 'pair:525005002';
    expect(a.silences.silenced(alert.mmsi, 'closeDistance', behaviour, T0)).toBe(true);
    expect(b.silences.silenced(alert.mmsi, 'closeDistance', behaviour, T0)).toBe(true);
    // Another pair of the same vessel is not silenced by that occurrence.
    expect(b.silences.silenced(alert.mmsi, 'closeDistance', 'pair:525005003', T0)).toBe(false);

    const closed = { ...alert, status: 'closed' as const, closedAt: T0 + 60_000 };
    a.service.storedHere(closed, behaviour);
    expect(a.seen.pushed).toEqual([alert.id]);
    expect(a.seen.notified).toEqual([alert.id]);
    // The other process pushes it to its own users, and never notifies a second time.
    expect(b.seen.pushed).toEqual([alert.id]);
    expect(b.seen.notified).toEqual([]);
    expect(a.silences.silenced(alert.mmsi, 'closeDistance', behaviour, T0)).toBe(false);
    expect(b.silences.silenced(alert.mmsi, 'closeDistance', behaviour, T0)).toBe(false);
  });

  it('refuses a silence of a type the viewer may not see, and a custom end in the past', async () => {
    const a = process_(store, new MemoryBus(), 'a', true);
    await expect(
      a.service.silence(VISITOR, { mmsi: alert.mmsi, type: 'closeDistance', period: '1h' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      a.service.silence(ADMIN, {
        mmsi: alert.mmsi,
        type: 'closeDistance',
        period: 'custom',
        until: T0 - 1,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('saved settings: the Boundary circles follow in both processes, the notifier only where the engine runs', async () => {
    const bus = new MemoryBus();
    const a = process_(store, bus, 'a', false);
    const b = process_(store, bus, 'b', true);
    const defaults = AlertSettingsRepo.defaults();
    await a.service.saveSettings(1, defaults);
    expect(a.seenReloads.boundaries).toBe(1);
    expect(b.seenReloads.boundaries).toBe(1);
    expect(a.seenReloads.notifier).toEqual([]);
    expect(b.seenReloads.notifier).toEqual([1]);
  });
});
