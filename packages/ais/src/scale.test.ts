import { describe, expect, it } from 'vitest';
import { scaled } from './scale.ts';
import { decodeSentence } from './stream.ts';

describe('scaled', () => {
  it('applies table scales and turns "not available" values into null', () => {
    const r = decodeSentence('!AIVDM,1,1,,A,16SteH0P00Jt63hHaa6SagvJ087r,0*42');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = scaled(r.value);
    expect(s.mmsi).toBe(440348000);
    expect(s.heading).toBeNull(); // 511
    expect(s.lon).toBeCloseTo(-42454920 / 600000, 9);
    expect(s.lat).toBeCloseTo(25848090 / 600000, 9);
    expect(s.course).toBeCloseTo(93.4, 9);
    expect(s.speed).toBe(0);
    expect(s.turn).toBeNull(); // -128
  });
});
