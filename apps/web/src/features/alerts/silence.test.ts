import { describe, expect, it } from 'vitest';
import { silenceOf, wibInputToMs } from './silence.ts';
import { SILENCE_MS } from './sound-policy.ts';

const alert = { id: 7, mmsi: 525005123, type: 'noImo' as const };
const NOW = Date.UTC(2025, 5, 1, 0, 0);

describe('silence', () => {
  it('reads a datetime-local value as WIB', () => {
    // 07:00 WIB is midnight UTC.
    expect(wibInputToMs('2025-06-01T07:00')).toBe(NOW);
    expect(wibInputToMs('2025-06-01')).toBeNull();
    expect(wibInputToMs('')).toBeNull();
  });

  it('silences one occurrence by the alert id', () => {
    expect(silenceOf(alert, 'occurrence', NOW)).toEqual({
      body: { mmsi: 525005123, type: 'noImo', period: 'occurrence', alertId: 7 },
      local: { mmsi: 525005123, type: 'noImo', alertId: 7 },
    });
  });

  it('silences the vessel and type for a period, or until a chosen time to come', () => {
    expect(silenceOf(alert, '6h', NOW)?.local).toEqual({
      mmsi: 525005123,
      type: 'noImo',
      until: NOW + SILENCE_MS['6h'],
    });
    expect(silenceOf(alert, '6h', NOW)?.body).toEqual({
      mmsi: 525005123,
      type: 'noImo',
      period: '6h',
    });
    expect(silenceOf(alert, 'custom', NOW, NOW + 5000)?.body.until).toBe(NOW + 5000);
    expect(silenceOf(alert, 'custom', NOW, NOW - 1)).toBeNull();
    expect(silenceOf(alert, 'custom', NOW)).toBeNull();
  });
});
