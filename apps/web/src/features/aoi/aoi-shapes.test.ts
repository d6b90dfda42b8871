import { describe, expect, it } from 'vitest';
import { drawnShape, plotShape, shapeBounds, shapeRing } from './aoi-shapes.ts';

const polygon = (coordinates: string) =>
  plotShape({ type: 'Polygon', coordinates, radius: '', radiusUnit: 'nmi' });
const circle = (coordinates: string, radius: string, radiusUnit: 'nmi' | 'km' | 'm' = 'nmi') =>
  plotShape({ type: 'Circle', coordinates, radius, radiusUnit });

const LINES = [`A,6°0'0" LS,106°0'0" BT`, `B,6°0'0" LS,107°0'0" BT`, `C,7°0'0" LS,107°0'0" BT`];

describe('Plot (SPEC §4 AOI creation)', () => {
  it('plots a typed polygon, closed, with its point names', () => {
    expect(polygon(LINES.join('\n'))).toEqual({
      ok: true,
      shape: {
        type: 'Polygon',
        coordinates: [
          [106, -6],
          [107, -6],
          [107, -7],
          [106, -6],
        ],
        pointNames: ['A', 'B', 'C', 'A'],
      },
    });
  });

  it("says the spec's messages for a bad polygon, under the coordinates", () => {
    expect(polygon(LINES.slice(0, 2).join('\n'))).toEqual({
      ok: false,
      error: { field: 'coordinates', message: { key: 'common.minPoints' } },
    });
    expect(polygon([...LINES.slice(0, 2), LINES[0]].join('\n'))).toEqual({
      ok: false,
      error: { field: 'coordinates', message: { key: 'common.minUnique' } },
    });
    expect(polygon('A;6 LS;106 BT\nB\nC')).toEqual({
      ok: false,
      error: { field: 'coordinates', message: { key: 'aoi.errors.format' } },
    });
  });

  it('refuses a polygon that crosses itself with the rule’s own words', () => {
    const bowtie = [
      `A,6°0'0" LS,106°0'0" BT`,
      `B,7°0'0" LS,107°0'0" BT`,
      `C,6°0'0" LS,107°0'0" BT`,
      `D,7°0'0" LS,106°0'0" BT`,
    ];
    const r = polygon(bowtie.join('\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toEqual({ text: 'the polygon may not cross itself' });
  });

  it('plots a circle with its radius in metres', () => {
    expect(circle(`6°30'0" LS,106°45'0" BT`, '3')).toEqual({
      ok: true,
      shape: { type: 'Circle', center: [106.75, -6.5], radiusM: 5556 },
    });
    expect(circle(`6°30'0" LS,106°45'0" BT`, '2,5', 'km')).toMatchObject({
      shape: { radiusM: 2500 },
    });
  });

  it('wants a centre and a positive radius', () => {
    expect(circle('somewhere', '3')).toMatchObject({ error: { field: 'coordinates' } });
    for (const r of ['', '0', '-1', 'x']) {
      expect(circle(`6°30'0" LS,106°45'0" BT`, r)).toEqual({
        ok: false,
        error: { field: 'radius', message: { key: 'aoi.errors.radius' } },
      });
    }
    expect(circle(`6°30'0" LS,106°45'0" BT`, '600')).toMatchObject({
      error: { message: { key: 'aoi.errors.radiusMax' } },
    });
  });
});

describe('a shape on the map', () => {
  it('closes an open polygon ring and bounds it', () => {
    const shape = {
      type: 'Polygon' as const,
      coordinates: [
        [106, -6],
        [107, -6],
        [107, -7],
      ] as [number, number][],
    };
    expect(shapeRing(shape)).toHaveLength(4);
    expect(shapeBounds(shape)).toEqual([106, -7, 107, -6]);
  });

  it('bounds a circle around its centre', () => {
    const b = shapeBounds({ type: 'Circle', center: [110, 0], radiusM: 111_195 });
    expect(b?.[0]).toBeCloseTo(109, 2);
    expect(b?.[3]).toBeCloseTo(1, 2);
  });

  it('takes a drawn ring only when it is a polygon', () => {
    expect(
      drawnShape([
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ]),
    ).toMatchObject({ ok: true, shape: { type: 'Polygon' } });
    expect(
      drawnShape([
        [1, 1],
        [2, 1],
        [1, 1],
      ]),
    ).toEqual({ ok: false, problem: 'masukkan minimal 3 koordinat unik' });
  });
});
