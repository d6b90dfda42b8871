import { describe, expect, it } from 'vitest';
import { zoneAlertType, zoneStep } from './zone.ts';

describe('Boundary, AOI, Alur: one record per visit', () => {
  it('enter opens inside, exit closes outside, a lane crossing opens and closes', () => {
    expect(zoneStep('enter')).toEqual({ action: 'open', status: 'inside' });
    expect(zoneStep('exit')).toEqual({ action: 'close', status: 'outside' });
    expect(zoneStep('cross')).toEqual({ action: 'openClose', status: 'crossed' });
  });
  it('maps providers to types; an unknown provider makes none', () => {
    expect(zoneAlertType('port')).toBe('boundary');
    expect(zoneAlertType('aoi')).toBe('aoi');
    expect(zoneAlertType('map-feature')).toBe('alur');
    expect(zoneAlertType('density')).toBeNull();
  });
});
