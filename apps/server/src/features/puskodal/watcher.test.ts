import { DEFAULT_PUSKODAL_THRESHOLDS, type VoyageEvent } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { pos } from '../../testing/vessel-events.ts';
import type { NewRow } from './puskodal.repo.ts';
import { PuskodalWatcher, type WatcherPort } from './watcher.ts';

const T0 = 1_795_000_000_000;
const PRIOK: WatcherPort = { code: 'IDTPP', name: 'Tanjung Priok', position: [106.88, -6.1] };
const voyage = (mmsi: number, destination: string): VoyageEvent => ({
  kind: 'voyage',
  mmsi,
  t: T0 + 1000,
  source: 'priok',
  destination,
  draught: null,
  eta: null,
});

describe('Cruise To No Where in the Puskodal watcher', () => {
  it('judges each destination against the ports given now, the same spelling as the first time', () => {
    let ports: readonly WatcherPort[] = [PRIOK];
    const rows: NewRow[] = [];
    const watcher = new PuskodalWatcher({
      thresholds: DEFAULT_PUSKODAL_THRESHOLDS,
      picture: { get: () => ({ name: null, destination: null, aisClass: 'A' }) },
      blacklisted: () => false,
      row: (r) => rows.push(r),
      portM: 2_000,
      ports: () => ports,
    });
    const sail = (mmsi: number, destination: string) => {
      watcher.event(pos(mmsi, T0, 110, -5));
      watcher.event(voyage(mmsi, destination));
    };
    const nowhere = () => rows.filter((r) => r.type === 'nowhere').map((r) => r.mmsi);

    sail(525_000_001, 'TG PRIOK');
    sail(525_000_002, 'ATLANTIS');
    sail(525_000_003, 'TG PRIOK');
    sail(525_000_004, 'ATLANTIS');
    expect(nowhere()).toEqual([525_000_002, 525_000_004]);

    // The registry gains a port of that name: the verdicts of the old list are not kept.
    ports = [PRIOK, { code: '', name: 'Atlantis', position: [120, -2] }];
    sail(525_000_005, 'ATLANTIS');
    sail(525_000_006, 'PRIOK');
    expect(nowhere()).toEqual([525_000_002, 525_000_004]);
  });
});
