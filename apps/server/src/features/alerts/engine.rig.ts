import { DEFAULT_AGE_POLICY, DEFAULT_ALERT_THRESHOLDS, type VesselEvent } from '@pantau/domain';
import type { AlertView } from '@pantau/contracts';
import type { TestStore } from '../../testing/databases.ts';
import { LivePicture } from '../live/live-picture.ts';
import { AlertsRepo } from './alerts.repo.ts';
import { AlertEngine } from './engine.ts';
import { AlertWriter } from './writer.ts';

/**
 * The alert engine as the hub runs it, for tests: a live picture, the engine and its writer
 * on a test store; `feed` applies an event to the picture, then the engine, at its time.
 */
export function alertEngineRig(
  store: TestStore,
  t0: number,
  extra: Partial<ConstructorParameters<typeof AlertEngine>[0]> = {},
) {
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: (s) => s === 'mcc' });
  const repo = new AlertsRepo(store.db);
  const pushed: AlertView[] = [];
  let clock = t0;
  const writer = new AlertWriter({
    repo,
    now: () => clock,
    stored: (a) => pushed.push(a),
    onError: (err) => {
      throw err;
    },
  });
  const engine = new AlertEngine({
    thresholds: DEFAULT_ALERT_THRESHOLDS,
    picture,
    writer,
    isSatellite: (s) => s === 'mcc',
    now: () => clock,
    ...extra,
  });
  const feed = (e: VesselEvent) => {
    clock = Math.max(clock, e.t);
    picture.apply(e);
    engine.event(e);
  };
  return { picture, repo, writer, engine, pushed, feed, setClock: (t: number) => (clock = t) };
}
