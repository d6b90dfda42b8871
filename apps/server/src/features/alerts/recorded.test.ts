import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AlertView } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITUATION_PORTS,
  SITUATIONS,
  type Expected,
  type Forbidden,
} from '../../../test/situations/definitions.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { replayRecording, storedAlerts } from './replay.rig.ts';

const DIR = join(import.meta.dirname, '../../../test/situations');

/** Whether an alert is about the vessel (either of a pair). */
const about = (a: AlertView, mmsi: number) => a.mmsi === mmsi || a.details['mmsi2'] === mmsi;
const matches = (a: AlertView, x: Expected | Forbidden) =>
  a.type === x.type && (x.mmsi === undefined || about(a, x.mmsi));

describe('recorded situations replayed through ingest, zones and alerts', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await sqliteTestStore();
  });
  afterAll(() => store.dispose());

  // Every message judged, and at the server's pace (the newest position per ship every 2 s):
  // the same alerts either way.
  const runs = SITUATIONS.flatMap((s) => [
    [s.name, 'every message', s, 0] as const,
    [s.name, 'paced 2 s', s, 2000] as const,
  ]);
  it.each(runs)('%s, %s', async (name, _how, def, paceMs) => {
    await store.db.deleteFrom('alerts').execute();
    const lines = readFileSync(join(DIR, `${name}.nmea`), 'latin1')
      .split('\r\n')
      .filter(Boolean);
    await replayRecording(store, lines, SITUATION_PORTS, { paceMs });
    const alerts = await storedAlerts(store);
    const seen = alerts.map((a) => `${a.type} ${a.mmsi} ${JSON.stringify(a.details)}`);
    for (const x of def.mustNot) {
      expect(
        alerts.filter((a) => matches(a, x)),
        `must not: ${x.type} ${x.mmsi ?? 'any'}`,
      ).toEqual([]);
    }
    for (const x of def.must) {
      const got = alerts.filter((a) => matches(a, x));
      expect(got.length, `must: ${x.type} ${x.mmsi}; raised: ${seen.join(' | ')}`).toBe(
        x.count ?? 1,
      );
      if (x.priority) expect(got[0]?.priority, `${x.type} ${x.mmsi} priority`).toBe(x.priority);
      for (const [k, v] of Object.entries(x.details ?? {})) {
        expect(got[0]?.details[k], `${x.type} ${x.mmsi} ${k}`).toBe(v);
      }
    }
  });
});
