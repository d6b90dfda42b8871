import type { AoiView } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { mayArchive, shapeOfView } from './aoi-view.ts';

const view = (patch: Partial<AoiView>): AoiView => ({
  id: 1,
  name: 'Teluk',
  description: 'x',
  type: 'Polygon',
  author: 'budi',
  createdAt: 0,
  archivedAt: null,
  ...patch,
});

describe('a stored area', () => {
  it('gives its shape, or none when the answer lacks it', () => {
    const ring: [number, number][] = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ];
    expect(shapeOfView(view({ coordinates: ring }))).toEqual({
      type: 'Polygon',
      coordinates: ring,
    });
    expect(shapeOfView(view({ type: 'Circle', center: [106, -6], radiusM: 100 }))).toEqual({
      type: 'Circle',
      center: [106, -6],
      radiusM: 100,
    });
    expect(shapeOfView(view({}))).toBeNull();
    expect(shapeOfView(view({ type: 'Circle', center: [106, -6] }))).toBeNull();
  });

  it('may be archived by its author or an admin only', () => {
    const aoi = view({});
    expect(mayArchive(aoi, { username: 'budi', role: 'lps' })).toBe(true);
    expect(mayArchive(aoi, { username: 'sari', role: 'admin' })).toBe(true);
    expect(mayArchive(aoi, { username: 'sari', role: 'superAdmin' })).toBe(true);
    expect(mayArchive(aoi, { username: 'sari', role: 'developer' })).toBe(false);
    expect(mayArchive(aoi, { username: 'sari', role: 'disnav' })).toBe(false);
  });
});
