import { describe, expect, it } from 'vitest';
import { fromShown, toShown } from './radius.ts';

describe('alert radius units', () => {
  it('shows metres in the chosen unit and stores what is typed in metres', () => {
    expect(toShown({ metres: 55_560, unit: 'km' })).toBe(55.56);
    expect(toShown({ metres: 55_560, unit: 'nm' })).toBe(30);
    expect(fromShown(2, 'nm')).toEqual({ metres: 3704, unit: 'nm' });
    expect(fromShown(0.5, 'km')).toEqual({ metres: 500, unit: 'km' });
    expect(fromShown(Number.NaN, 'm')).toEqual({ metres: 0, unit: 'm' });
  });
});
