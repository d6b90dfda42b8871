import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseRoles } from '../config.ts';
import { LiveHub } from '../live-hub/live-hub.ts';
import { pos } from '../testing/vessel-events.ts';
import { decodeBatch, encodeBatch, messageId, ReplayFilter, type StreamBatch } from './codec.ts';
import { feedHub } from './relay.ts';
import { streamNames } from './stream.ts';

describe('stream batches', () => {
  it('round-trip vessel events, duplicate sightings and aids in order', () => {
    const e = pos(525005123, 1000, 106.8, -6.1);
    const b: StreamBatch = {
      v: 1,
      i: 'host-1-ab',
      s: 7,
      t: 5,
      e: [
        ['e', e],
        ['h', 525005123, 'b', 1001],
      ],
    };
    const back = decodeBatch(encodeBatch(b));
    expect(back).toEqual(b);
    expect(messageId(b)).toBe('host-1-ab-7');
    const hub = new LiveHub();
    const seen: string[] = [];
    hub.subscribe({
      name: 't',
      event: (x) => seen.push(`e${x.mmsi}`),
      heard: (m, s) => seen.push(`h${m}${s}`),
    });
    expect(feedHub(hub, back as StreamBatch)).toBe(1);
    expect(seen).toEqual(['e525005123', 'h525005123b']);
  });

  it('refuses what is not a batch, without throwing', () => {
    expect(decodeBatch(new TextEncoder().encode('{"v":2}'))).toBeNull();
    expect(decodeBatch(new TextEncoder().encode('not json'))).toBeNull();
  });

  it('drops a replayed batch of an ingest run, not another run’s', () => {
    const f = new ReplayFilter();
    expect(f.fresh({ i: 'a', s: 1 })).toBe(true);
    expect(f.fresh({ i: 'a', s: 2 })).toBe(true);
    expect(f.fresh({ i: 'a', s: 2 })).toBe(false);
    expect(f.fresh({ i: 'a', s: 1 })).toBe(false);
    expect(f.fresh({ i: 'b', s: 1 })).toBe(true);
    expect(f.duplicates).toBe(2);
  });

  it('names the stream and subjects from the prefix', () => {
    expect(streamNames('pantau')).toMatchObject({
      stream: 'PANTAU_EVENTS',
      events: 'pantau.events',
      sourcesChanged: 'pantau.sources.changed',
      historyConsumer: 'pantau_history',
    });
  });
});

describe('PANTAU_ROLES', () => {
  it('is all three roles by default', () => {
    expect([...loadConfig({}).roles]).toEqual(['ingest', 'api', 'history']);
  });

  it('takes a comma list on NATS', () => {
    const c = loadConfig({ PANTAU_ROLES: ' api , history', PANTAU_BUS: 'nats://127.0.0.1:4222' });
    expect([...c.roles]).toEqual(['api', 'history']);
  });

  it('refuses an unknown role, naming the variable and the reason', () => {
    expect(() => parseRoles('ingest,apii', 'nats://x:4222')).toThrow(
      "PANTAU_ROLES: unknown role 'apii' (the roles are ingest, api, history)",
    );
    expect(() => loadConfig({ PANTAU_ROLES: 'web' })).toThrow(ConfigError);
    expect(() => parseRoles(' , ', 'nats://x:4222')).toThrow(/PANTAU_ROLES: must name/);
  });

  it('refuses a subset of roles on the in-memory bus', () => {
    expect(() => loadConfig({ PANTAU_ROLES: 'api' })).toThrow(
      /PANTAU_ROLES: 'api' needs PANTAU_BUS=nats/,
    );
  });
});
