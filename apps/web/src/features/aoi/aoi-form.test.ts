import { describe, expect, it } from 'vitest';
import {
  clickRefresh,
  descriptionProblem,
  detailsValid,
  nameProblem,
  NO_CLICKS,
  refreshBlocked,
  typeAllowed,
  type RefreshClicks,
} from './aoi-form.ts';
import type { AoiDraft } from './aoi.store.ts';

const draft = (patch: Partial<AoiDraft> = {}): AoiDraft => ({
  method: 'draw',
  type: 'Polygon',
  name: 'Teluk Jakarta',
  description: 'approach',
  coordinates: '',
  radius: '',
  radiusUnit: 'nmi',
  ...patch,
});

describe('the AOI name and description (SPEC §5 AOI draw)', () => {
  it('refuses an empty name and two consecutive spaces', () => {
    expect(nameProblem('')).toBe('aoi.errors.nameEmpty');
    expect(nameProblem('   ')).toBe('aoi.errors.nameEmpty');
    expect(nameProblem('Teluk  Jakarta')).toBe('aoi.errors.nameSpaces');
    expect(nameProblem('Teluk Jakarta')).toBeNull();
  });

  it('needs a description', () => {
    expect(descriptionProblem(' ')).toBe('aoi.errors.descriptionEmpty');
    expect(descriptionProblem('x')).toBeNull();
  });

  it('allows circles only when typing coordinates', () => {
    expect(typeAllowed({ method: 'draw', type: 'Circle' })).toBe(false);
    expect(typeAllowed({ method: 'coordinate', type: 'Circle' })).toBe(true);
    expect(typeAllowed({ method: null, type: 'Polygon' })).toBe(false);
  });

  it('enables Start Draw only once the server said the name is free', () => {
    expect(detailsValid(draft(), false)).toBe(true);
    expect(detailsValid(draft(), undefined)).toBe(false);
    expect(detailsValid(draft(), true)).toBe(false);
    expect(detailsValid(draft({ description: '' }), false)).toBe(false);
    expect(detailsValid(draft({ name: 'a  b' }), false)).toBe(false);
  });
});

describe('the refresh spam guard (SPEC §4, §9: 10 clicks, reset after 10 s)', () => {
  const clicks = (times: readonly number[]): RefreshClicks => times.reduce(clickRefresh, NO_CLICKS);

  it('blocks at the tenth click within 10 s', () => {
    const nine = clicks([0, 1, 2, 3, 4, 5, 6, 7, 8].map((s) => s * 1000));
    expect(refreshBlocked(nine, 8500)).toBe(false);
    const ten = clickRefresh(nine, 9000);
    expect(ten.count).toBe(10);
    expect(refreshBlocked(ten, 9000)).toBe(true);
    expect(refreshBlocked(ten, 9999)).toBe(true);
  });

  it('lets the button go 10 s after the first counted click', () => {
    const ten = clicks(Array.from({ length: 10 }, (_, i) => i * 100));
    expect(refreshBlocked(ten, 10_000)).toBe(false);
    expect(clickRefresh(ten, 10_000)).toEqual({ count: 1, since: 10_000 });
  });

  it('starts counting again after a quiet window', () => {
    const slow = clicks([0, 4000, 8000, 12_000, 16_000]);
    expect(slow).toEqual({ count: 2, since: 12_000 });
  });
});
