import { describe, expect, it } from 'vitest';
import { notifyVerdict, wantsAlert, type NotifyPreferences } from './notify.ts';

const prefs = (o: Partial<NotifyPreferences> = {}): NotifyPreferences => ({
  triggers: ['closeDistance', 'boundary'],
  actions: ['notification'],
  distanceM: 500,
  ...o,
});

describe('alert notifications from the user settings', () => {
  it('a type with a trigger notifies only when its trigger is on; the others always', () => {
    const noImo = { type: 'noImo' as const, status: 'open' as const, details: {} };
    expect(wantsAlert(prefs(), noImo)).toBe(false);
    expect(wantsAlert(prefs({ triggers: ['noImo'] }), noImo)).toBe(true);
    const aoi = { type: 'aoi' as const, status: 'open' as const, details: {} };
    expect(wantsAlert(prefs({ triggers: [] }), aoi)).toBe(true);
  });

  it('Close Distance within the Distance Alert: the closest approach or a closing CPA', () => {
    const cd = (details: Record<string, unknown>) => ({
      type: 'closeDistance' as const,
      status: 'open' as const,
      details,
    });
    expect(wantsAlert(prefs(), cd({ distance: 300 }))).toBe(true);
    expect(wantsAlert(prefs(), cd({ distance: 3000, cpa: 400, tcpa: 600 }))).toBe(true);
    // Must not: a 2 NM warning for a 500 m user, a CPA already passed, a pair at 800 m.
    expect(wantsAlert(prefs(), cd({ distance: 3000, cpa: 3500, tcpa: 600 }))).toBe(false);
    expect(wantsAlert(prefs(), cd({ distance: 3000, cpa: 100, tcpa: -60 }))).toBe(false);
    expect(wantsAlert(prefs(), cd({ distance: 800 }))).toBe(false);
    expect(wantsAlert(prefs({ distanceM: 1852 }), cd({ distance: 800 }))).toBe(true);
    expect(wantsAlert(prefs({ triggers: ['boundary'] }), cd({ distance: 100 }))).toBe(false);
  });

  it('Boundary within the Radius Boundary of the POI category', () => {
    const b = (details: Record<string, unknown>) => ({
      type: 'boundary' as const,
      status: 'open' as const,
      details,
    });
    const p = prefs({ boundaryM: { port: 10_000, vts: 55_560 } });
    expect(wantsAlert(p, b({ category: 'port', distance: 9_000 }))).toBe(true);
    expect(wantsAlert(p, b({ category: 'vts', distance: 40_000 }))).toBe(true);
    // Must not: a port visit still 20 km out for a user whose port radius is 10 km.
    expect(wantsAlert(p, b({ category: 'port', distance: 20_000 }))).toBe(false);
    // Must not: the Boundary trigger off, however close.
    expect(wantsAlert({ ...p, triggers: [] }, b({ category: 'port', distance: 10 }))).toBe(false);
    // A record that says neither category nor distance (stored before them) notifies.
    expect(wantsAlert(p, b({ port: 'Tanjung Priok' }))).toBe(true);
    expect(wantsAlert(p, b({ category: 'marina', distance: 99_000 }))).toBe(true);
  });

  it('actions choose the channels; Email and Telegram only while the alert is open', () => {
    const boundary = { type: 'boundary' as const, status: 'open' as const, details: {} };
    const all = prefs({ actions: ['notification', 'email', 'telegram'] });
    expect(notifyVerdict(all, boundary)).toEqual({
      notification: true,
      email: true,
      telegram: true,
    });
    expect(notifyVerdict(all, { ...boundary, status: 'closed' })).toEqual({
      notification: true,
      email: false,
      telegram: false,
    });
    expect(notifyVerdict(prefs({ actions: ['email'] }), boundary)).toEqual({
      notification: false,
      email: true,
      telegram: false,
    });
    expect(notifyVerdict(prefs({ triggers: [] }), boundary)).toEqual({
      notification: false,
      email: false,
      telegram: false,
    });
  });
});
