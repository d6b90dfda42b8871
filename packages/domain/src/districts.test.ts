import { describe, expect, it } from 'vitest';
import { DISTRICTS, districtByPortCode } from './districts.ts';

describe('navigation districts', () => {
  it('lists the 25 districts of the DISNAV tab in the spec order', () => {
    expect(DISTRICTS).toHaveLength(25);
    expect(DISTRICTS[0]?.name).toBe('Sabang');
    expect(DISTRICTS[24]?.name).toBe('Merauke');
    expect(new Set(DISTRICTS.map((d) => d.portCode)).size).toBe(25);
  });

  it('places every district inside Indonesian waters', () => {
    for (const d of DISTRICTS) {
      const [lon, lat] = d.position;
      expect(lon, d.name).toBeGreaterThan(94);
      expect(lon, d.name).toBeLessThan(142);
      expect(lat, d.name).toBeGreaterThan(-11.5);
      expect(lat, d.name).toBeLessThan(6.5);
    }
  });

  it('finds a district by port code, in any case', () => {
    expect(districtByPortCode('idboa')?.name).toBe('Benoa');
    expect(districtByPortCode('XXXXX')).toBeUndefined();
  });
});
