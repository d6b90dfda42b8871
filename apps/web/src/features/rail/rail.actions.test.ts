import { capabilitiesOf, type Role } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { RAIL_ACTIONS, visibleActions, type Place } from './rail.actions.ts';

const labels = (role: Role, place?: Place, sharedAccount = false) =>
  visibleActions({ capabilities: capabilitiesOf(role), sharedAccount }, place).map((a) => a.label);

describe('rail actions (SPEC §2 left rail, §2.28 user menu)', () => {
  it('lists the rail entries in the spec order', () => {
    expect(labels('superAdmin', 'rail')).toEqual([
      'BERITA SAR',
      'FILTER KAPAL',
      'LAYERS & MAP',
      'AOI',
      'DATA SOURCE',
      'FOCUS ZOOM',
      'DATA PORT/PELABUHAN',
      'PANTAU KAPAL',
      'PROFILE',
      'MANAGE API',
      'USER MANAGEMENT',
    ]);
  });

  it('hides AOI, DATA SOURCE and the administration entries from visitors', () => {
    const visitor = labels('visitor', 'rail');
    expect(visitor).not.toContain('AOI');
    expect(visitor).not.toContain('DATA SOURCE');
    expect(visitor).not.toContain('MANAGE API');
    expect(visitor).toHaveLength(7);
    expect(labels('admin', 'rail')).toHaveLength(9);
  });

  it('shows MANAGE API, USER MANAGEMENT and User Logs to superAdmin and developer only', () => {
    for (const role of ['superAdmin', 'developer'] as const) {
      expect(labels(role)).toEqual(
        expect.arrayContaining(['MANAGE API', 'USER MANAGEMENT', 'User Logs']),
      );
    }
    for (const role of ['admin', 'disnav', 'lps', 'visitor'] as const) {
      expect(labels(role)).not.toEqual(
        expect.arrayContaining(['MANAGE API', 'USER MANAGEMENT', 'User Logs']),
      );
    }
  });

  it('puts Profile and User Logs in the user menu, and hides Profile from shared accounts', () => {
    expect(labels('superAdmin', 'userMenu')).toEqual(['PROFILE', 'User Logs']);
    expect(labels('visitor', 'userMenu')).toEqual(['PROFILE']);
    expect(labels('visitor', undefined, true)).not.toContain('PROFILE');
  });

  it('toggles its own panel when performed', () => {
    const opened: string[] = [];
    for (const action of RAIL_ACTIONS) action.perform({ togglePanel: (n) => opened.push(n) });
    expect(opened).toEqual(RAIL_ACTIONS.map((a) => a.name));
  });
});
