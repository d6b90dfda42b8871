import type { AlertView, LiveServerMessage } from '@pantau/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LiveClient } from '../../live-hub/channels.ts';
import { AlertPush } from './push.ts';

const alert = (type: AlertView['type'], id = 1): AlertView => ({
  id,
  type,
  priority: 'warning',
  status: 'open',
  mmsi: 563000001,
  name: null,
  callSign: null,
  shipType: null,
  lon: null,
  lat: null,
  openedAt: 0,
  updatedAt: 0,
  closedAt: null,
  ackBy: null,
  ackAt: null,
  details: {},
});

function client(): LiveClient & { got: LiveServerMessage[] } {
  const got: LiveServerMessage[] = [];
  return {
    got,
    send: (m) => got.push(m),
    sendText: (t) => got.push(JSON.parse(t) as LiveServerMessage),
    request: {} as FastifyRequest,
  };
}

describe('alert push', () => {
  it("an alert the user's settings do not want comes quiet (notify: false), still listed", () => {
    const push = new AlertPush({
      perSecond: 100,
      now: () => 0,
      silenced: () => false,
      notifies: (user) => user === '1',
    });
    const wants = client();
    const quiet = client();
    push.watch(wants, { role: 'admin', username: 'a' }, '1');
    push.watch(quiet, { role: 'admin', username: 'b' }, '2');
    push.alert(alert('noImo'), 'imo');
    expect(wants.got).toEqual([{ type: 'alert', alert: alert('noImo') }]);
    expect(quiet.got).toEqual([{ type: 'alert', alert: alert('noImo'), notify: false }]);
  });

  it('a socket whose user may not receive a type gets none of it', () => {
    let now = 0;
    const push = new AlertPush({ perSecond: 100, now: () => now, silenced: () => false });
    const lps = client();
    const admin = client();
    const root = client();
    const mcc = client();
    push.watch(lps, { role: 'lps', username: 'l' }, '1');
    push.watch(admin, { role: 'admin', username: 'a' }, '2');
    push.watch(root, { role: 'superAdmin', username: 'root' }, '3');
    push.watch(mcc, { role: 'superAdmin', username: 'mcc' }, '4');
    const types = ['boundary', 'closeDistance', 'doubleMmsi', 'aisOff', 'zee', 'noImo'] as const;
    types.forEach((t, i) => push.alert(alert(t, i + 1), 'x'));
    const typesOf = (c: { got: LiveServerMessage[] }) =>
      c.got.map((m) => (m.type === 'alert' ? m.alert.type : m.type));
    expect(typesOf(lps)).toEqual(['doubleMmsi', 'noImo']);
    expect(typesOf(admin)).toEqual(['boundary', 'closeDistance', 'doubleMmsi', 'noImo']);
    expect(typesOf(root)).toEqual(['boundary', 'closeDistance', 'doubleMmsi', 'zee', 'noImo']);
    expect(typesOf(mcc)).toEqual([
      'boundary',
      'closeDistance',
      'doubleMmsi',
      'aisOff',
      'zee',
      'noImo',
    ]);
    now = 1;
  });

  it('groups a burst past the per-user limit into one summary, and honours silences', () => {
    let now = 1000;
    const push = new AlertPush({ perSecond: 3, now: () => now, silenced: (a) => a.id === 99 });
    const c = client();
    push.watch(c, { role: 'admin', username: 'a' }, '2');
    for (let i = 0; i < 10; i++) push.alert(alert(i % 2 ? 'noImo' : 'doubleMmsi', i + 1), 'x');
    push.alert(alert('noImo', 99), 'x');
    expect(c.got).toHaveLength(3);
    now = 2001;
    push.tick();
    expect(c.got.at(-1)).toEqual({
      type: 'alert-burst',
      counts: [
        { type: 'noImo', n: 4 },
        { type: 'doubleMmsi', n: 3 },
      ],
      latestAt: 1000,
    });
    push.alert(alert('noImo', 50), 'x');
    expect(c.got.at(-1)).toMatchObject({ type: 'alert', alert: { id: 50 } });
  });
});
