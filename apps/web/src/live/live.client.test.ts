import { describe, expect, it } from 'vitest';
import { viewBbox } from './live.client.ts';

describe('viewBbox', () => {
  it('keeps an ordinary view', () => {
    expect(viewBbox(95, -11, 141, 6)).toEqual([95, -11, 141, 6]);
  });
  it('wraps a view across the antimeridian (west > east)', () => {
    expect(viewBbox(170, -10, 190, 10)).toEqual([170, -10, -170, 10]);
  });
  it('takes the whole world when the view is wider than it', () => {
    expect(viewBbox(-300, -100, 200, 100)).toEqual([-180, -90, 180, 90]);
  });
});
