import type { AlertView } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../bus/bus.ts';
import { streamNames } from '../../scale/stream.ts';
import { AlertRelay, type AlertRelayHandlers } from './relay.ts';
import type { Silence } from './silences.repo.ts';

function heard() {
  const got = {
    stored: [] as number[],
    acked: [] as number[],
    silenced: [] as Silence[],
    settings: [] as number[],
    channels: 0,
  };
  const h: AlertRelayHandlers = {
    stored: (a) => got.stored.push(a.id),
    acked: (id) => got.acked.push(id),
    silenced: (s) => got.silenced.push(s),
    settings: (id) => got.settings.push(id),
    channels: () => got.channels++,
  };
  return { got, h };
}

describe('alert relay between processes', () => {
  it('tells the other processes, not itself, and drops what a Pantau process does not send', () => {
    const bus = new MemoryBus();
    const names = streamNames('pantau');
    const a = heard();
    const b = heard();
    const relayA = new AlertRelay(bus, names, 'proc-a', a.h);
    const relayB = new AlertRelay(bus, names, 'proc-b', b.h);
    const alert = { id: 7, type: 'noImo', mmsi: 525_000_001 } as AlertView;

    relayA.stored(alert, 'static');
    relayB.acked(7, 'operator', 1_000);
    const silence: Silence = { mmsi: 525_000_001, type: 'noImo', behaviour: null, until: 5_000 };
    relayB.silenced(silence);
    expect(b.got.stored).toEqual([7]);
    expect(a.got.stored).toEqual([]);
    expect(a.got.acked).toEqual([7]);
    expect(b.got.acked).toEqual([]);
    expect(a.got.silenced).toEqual([silence]);
    relayA.settings(12);
    expect(b.got.settings).toEqual([12]);
    bus.publish(
      names.alertsControl,
      new TextEncoder().encode(JSON.stringify({ from: 'x', kind: 'channels', status: {} })),
    );
    expect(b.got.channels).toBe(0);

    const enc = new TextEncoder();
    bus.publish(names.alertsStored, enc.encode('not json'));
    bus.publish(
      names.alertsStored,
      enc.encode(JSON.stringify({ from: 'x', behaviour: 'b', alert: { id: 8, type: 'nope' } })),
    );
    bus.publish(names.alertsControl, enc.encode(JSON.stringify({ from: 'x', kind: 'reboot' })));
    expect(b.got.stored).toEqual([7]);
    expect(a.got.acked).toEqual([7]);

    relayB.close();
    relayA.stored({ ...alert, id: 9 }, 'static');
    expect(b.got.stored).toEqual([7]);
  });
});
