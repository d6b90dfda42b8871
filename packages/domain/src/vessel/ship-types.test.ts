import { describe, expect, it } from 'vitest';
import { SHIP_TYPE_GROUPS, shipTypeGroup, shipTypeText } from './ship-types.ts';

describe('ship-type groups (Filter Kapal)', () => {
  it('has the 11 groups of the spec, in order', () => {
    expect(SHIP_TYPE_GROUPS.map((g) => g.label)).toEqual([
      'Unknown type',
      'Wing in ground',
      'Fishing',
      'Tugs & Special Craft',
      'Pleasure Craft',
      'High Speed Craft',
      'SAR Aircraft',
      'Passenger',
      'Cargo',
      'Tanker',
      'Others Vessel',
    ]);
  });

  it('maps the AIS codes as the spec ranges say', () => {
    const cases: [number | null, string][] = [
      [null, 'unknown'],
      [0, 'unknown'],
      [21, 'wig'],
      [30, 'fishing'],
      [31, 'tugs'],
      [35, 'tugs'],
      [36, 'pleasure'],
      [37, 'pleasure'],
      [40, 'hsc'],
      [49, 'hsc'],
      [50, 'tugs'],
      [51, 'sar'],
      [52, 'tugs'],
      [59, 'tugs'],
      [60, 'passenger'],
      [69, 'passenger'],
      [70, 'cargo'],
      [79, 'cargo'],
      [80, 'tanker'],
      [89, 'tanker'],
      [90, 'others'],
      [99, 'others'],
      [10, 'others'],
      [255, 'others'],
    ];
    for (const [code, group] of cases) expect(shipTypeGroup(code), String(code)).toBe(group);
  });

  it('puts codes in words', () => {
    expect(shipTypeText(81)).toBe('Tanker, Hazardous category A');
    expect(shipTypeText(70)).toBe('Cargo, all ships of this type');
    expect(shipTypeText(52)).toBe('Tug');
    expect(shipTypeText(null)).toBe('Not available');
  });
});
