import { describe, expect, it } from 'vitest';
import { boundsOf } from './bounds.ts';

describe('boundsOf', () => {
  it('is the smallest box around the points', () => {
    expect(
      boundsOf([
        [115.2, -8.7],
        [115.25, -8.78],
        [115.18, -8.74],
      ]),
    ).toEqual([115.18, -8.78, 115.25, -8.7]);
    expect(boundsOf([[106.9, -6.1]])).toEqual([106.9, -6.1, 106.9, -6.1]);
  });

  it('is null for no points', () => {
    expect(boundsOf([])).toBeNull();
  });
});
