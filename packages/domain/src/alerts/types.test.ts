import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.ts';
import {
  ALERT_TRIGGERS,
  ALERT_TYPE_TABLE,
  ALERT_TYPES,
  mayReceiveAlertPush,
  mayViewAlertType,
  visibleAlertTypes,
} from './types.ts';

describe('alert visibility (SPEC §6)', () => {
  it('Close Distance and Idle for superAdmin, admin, developer only', () => {
    for (const role of ROLES) {
      const staff = ['superAdmin', 'admin', 'developer'].includes(role);
      expect(mayViewAlertType({ role, username: 'x' }, 'closeDistance')).toBe(staff);
      expect(mayViewAlertType({ role, username: 'x' }, 'idle')).toBe(staff);
      expect(mayViewAlertType({ role, username: 'x' }, 'darkTarget')).toBe(staff);
    }
  });
  it('Ais Off only for the superAdmin named mcc; ZEE for superAdmin', () => {
    expect(mayViewAlertType({ role: 'superAdmin', username: 'mcc' }, 'aisOff')).toBe(true);
    expect(mayViewAlertType({ role: 'superAdmin', username: 'root' }, 'aisOff')).toBe(false);
    expect(mayViewAlertType({ role: 'admin', username: 'mcc' }, 'aisOff')).toBe(false);
    expect(mayViewAlertType({ role: 'superAdmin', username: 'root' }, 'zee')).toBe(true);
    expect(mayViewAlertType({ role: 'developer', username: 'dev' }, 'zee')).toBe(false);
  });
  it('the other six tabs, and PKK & SPB, for all', () => {
    expect(visibleAlertTypes({ role: 'visitor', username: 'v' })).toEqual([
      'boundary',
      'aoi',
      'alur',
      'doubleMmsi',
      'doubleCallSign',
      'noImo',
      'clearance',
    ]);
    expect(visibleAlertTypes({ role: 'superAdmin', username: 'mcc' })).toEqual([...ALERT_TYPES]);
  });
  it('pushes: double-MMSI, double-callsign, no-IMO to all; the rest to staff who may see them', () => {
    const lps = { role: 'lps', username: 'l' } as const;
    expect(mayReceiveAlertPush(lps, 'doubleMmsi')).toBe(true);
    expect(mayReceiveAlertPush(lps, 'noImo')).toBe(true);
    expect(mayReceiveAlertPush(lps, 'boundary')).toBe(false);
    expect(mayReceiveAlertPush({ role: 'admin', username: 'a' }, 'boundary')).toBe(true);
    expect(mayReceiveAlertPush({ role: 'admin', username: 'a' }, 'zee')).toBe(false);
    expect(mayReceiveAlertPush({ role: 'superAdmin', username: 's' }, 'aisOff')).toBe(false);
    expect(mayReceiveAlertPush(lps, 'clearance')).toBe(false);
    expect(mayReceiveAlertPush({ role: 'admin', username: 'a' }, 'darkTarget')).toBe(true);
    expect(mayReceiveAlertPush(lps, 'darkTarget')).toBe(false);
  });
});

describe('the alert types table', () => {
  it('has one row per type, in the tab order, and each trigger governs exactly one type', () => {
    expect(Object.keys(ALERT_TYPE_TABLE)).toEqual([...ALERT_TYPES]);
    const governed = ALERT_TYPES.flatMap((t) => ALERT_TYPE_TABLE[t].trigger ?? []);
    expect([...governed].sort()).toEqual([...ALERT_TRIGGERS].sort());
  });
  it('never pushes a type wider than its tab is seen', () => {
    for (const role of ROLES) {
      for (const username of ['mcc', 'root']) {
        for (const type of ALERT_TYPES) {
          if (mayReceiveAlertPush({ role, username }, type)) {
            expect(mayViewAlertType({ role, username }, type)).toBe(true);
          }
        }
      }
    }
  });
});
