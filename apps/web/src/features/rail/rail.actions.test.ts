import { capabilitiesOf } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { RAIL_ACTIONS, visibleActions } from './rail.actions.ts';

describe('rail actions (SPEC §2 left rail)', () => {
  it('lists the rail entries in the spec order', () => {
    expect(RAIL_ACTIONS.map((a) => a.label)).toEqual([
      'BERITA SAR',
      'FILTER KAPAL',
      'LAYERS & MAP',
      'AOI',
      'DATA SOURCE',
      'FOCUS ZOOM',
      'DATA PORT/PELABUHAN',
      'PANTAU KAPAL',
    ]);
  });

  it('hides AOI and DATA SOURCE from visitors', () => {
    const visitor = visibleActions(capabilitiesOf('visitor')).map((a) => a.label);
    expect(visitor).not.toContain('AOI');
    expect(visitor).not.toContain('DATA SOURCE');
    expect(visitor).toHaveLength(6);
    expect(visibleActions(capabilitiesOf('admin'))).toHaveLength(8);
  });

  it('toggles its own panel when performed', () => {
    const opened: string[] = [];
    for (const action of RAIL_ACTIONS) action.perform({ togglePanel: (n) => opened.push(n) });
    expect(opened).toEqual(RAIL_ACTIONS.map((a) => a.name));
  });
});
