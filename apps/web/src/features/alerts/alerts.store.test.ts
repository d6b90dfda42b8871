import type { AlertView } from '@pantau/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAlerts } from './alerts.store.ts';
import { REPEAT_MS } from './sound-policy.ts';

const NOW = 1_700_000_000_000;
const alert = (over: Partial<AlertView> = {}): AlertView => ({
  id: 1,
  type: 'doubleMmsi',
  priority: 'alarm',
  status: 'open',
  mmsi: 525005123,
  name: 'KM SINAR',
  callSign: null,
  shipType: null,
  lon: 106.8,
  lat: -6.1,
  openedAt: NOW,
  updatedAt: NOW,
  closedAt: null,
  ackBy: null,
  ackAt: null,
  details: {},
  ...over,
});
const ringing = () => Object.keys(useAlerts.getState().rings).length;

beforeEach(() => {
  useAlerts.setState({ rings: {}, heard: new Set(), silences: [], sound: {}, unseen: {} });
});

describe('the alerts store', () => {
  it('stops ringing on acknowledgement', () => {
    useAlerts.getState().ring(alert(), true, NOW);
    expect(ringing()).toBe(1);
    expect(useAlerts.getState().heard.has(1)).toBe(true);
    useAlerts.getState().acknowledged(1);
    expect(ringing()).toBe(0);
  });

  it('stops ringing on a silence of the vessel and type, or of this occurrence', () => {
    const s = useAlerts.getState();
    s.ring(alert(), true, NOW);
    s.ring(alert({ id: 2, mmsi: 1 }), true, NOW);
    s.silence({ mmsi: 525005123, type: 'doubleMmsi', until: NOW + 3_600_000 }, NOW);
    expect(Object.keys(useAlerts.getState().rings)).toEqual(['2']);
    s.silence({ mmsi: 1, type: 'doubleMmsi', alertId: 3 }, NOW);
    expect(ringing()).toBe(1);
    s.silence({ mmsi: 1, type: 'doubleMmsi', alertId: 2 }, NOW);
    expect(ringing()).toBe(0);
    expect(useAlerts.getState().silences).toHaveLength(3);
  });

  it("stops a type's rings when its sound is turned off", () => {
    const s = useAlerts.getState();
    s.ring(alert(), true, NOW);
    s.setSound('admin', 'noImo', false);
    expect(ringing()).toBe(1);
    s.setSound('admin', 'doubleMmsi', false);
    expect(ringing()).toBe(0);
    expect(useAlerts.getState().sound).toEqual({ noImo: false, doubleMmsi: false });
  });

  it('hands out due rings once per period', () => {
    const s = useAlerts.getState();
    s.ring(alert(), true, NOW);
    const period = REPEAT_MS.alarm ?? 0;
    expect(s.takeDue(NOW + period - 1)).toEqual([]);
    expect(s.takeDue(NOW + period).map((r) => r.id)).toEqual([1]);
    expect(s.takeDue(NOW + period)).toEqual([]);
  });

  it('counts unseen alerts per tab until the tab is shown', () => {
    const s = useAlerts.getState();
    s.markUnseen('noImo');
    s.markUnseen('noImo', 2);
    expect(useAlerts.getState().unseen.noImo).toBe(3);
    s.setTab('noImo');
    expect(useAlerts.getState().unseen.noImo).toBe(0);
  });
});
