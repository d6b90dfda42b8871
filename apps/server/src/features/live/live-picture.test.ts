import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { GridIndex, inBbox } from './grid.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import { LivePicture } from './live-picture.ts';

const picture = () =>
  new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: (s) => s === 'mcc' || s === 'ais_2' });

describe('grid index', () => {
  it('finds what is in a box, across the antimeridian too', () => {
    const g = new GridIndex();
    g.set(1, 106.8, -6.1);
    g.set(2, 115.2, -8.7);
    g.set(3, 179.9, 0);
    g.set(4, -179.9, 0);
    expect([...g.candidates([106, -7, 107, -6])]).toEqual([1]);
    expect(new Set(g.candidates([179, -1, -179, 1]))).toEqual(new Set([3, 4]));
    const each = (bbox: [number, number, number, number]) => {
      const got = new Set<number>();
      g.forEachCandidate(bbox, (m) => got.add(m));
      return got;
    };
    expect(each([179, -1, -179, 1])).toEqual(new Set([3, 4]));
    expect(each([106, -7, 107, -6])).toEqual(new Set([1]));
    // A box wider than the cells held walks the cells instead.
    expect(each([-180, -90, 180, 90])).toEqual(new Set([1, 2, 3, 4]));
    g.set(1, 115.3, -8.8);
    expect([...g.candidates([106, -7, 107, -6])]).toEqual([]);
    g.delete(2);
    expect(new Set(g.candidates([90, -12, 142, 8]))).toEqual(new Set([1]));
    expect(inBbox(179.5, 0, [179, -1, -179, 1])).toBe(true);
    expect(inBbox(0, 0, [179, -1, -179, 1])).toBe(false);
  });
  it('in fine cells, a box a kilometre wide holds only the cells it touches', () => {
    const g = new GridIndex(0.05);
    // Two ships 2 km apart off Belawan, one 20 km away; a cell boundary (98.75) between the
    // first two.
    g.set(1, 98.74, 3.8);
    g.set(2, 98.758, 3.8);
    g.set(3, 98.9, 3.8);
    const got = new Set<number>();
    g.forEachCandidate([98.735, 3.795, 98.762, 3.805], (m) => got.add(m));
    expect(got).toEqual(new Set([1, 2]));
    expect(g.cellKey(98.74, 3.8)).not.toBe(g.cellKey(98.758, 3.8));
    expect(new GridIndex().cellKey(98.74, 3.8)).toBe(new GridIndex().cellKey(98.758, 3.8));
  });
});

describe('live picture', () => {
  it('merges static and dynamic data per MMSI with provenance', () => {
    const p = picture();
    p.apply(stat(525005001, 1000));
    p.apply(pos(525005001, 2000, 106.9, -6.0));
    p.apply(pos(525005001, 2500, 106.91, -6.01, 'mcc'));
    const v = p.get(525005001);
    expect(v).toMatchObject({
      name: 'KM A',
      imo: 9123456,
      lat: -6.01,
      lon: 106.91,
      positionSource: 'mcc',
      positionT: 2500,
    });
    expect(v?.sources).toEqual({ priok: 2000, mcc: 2500 });
    expect([...p.inView([106, -7, 107, -5])].map((x) => x.mmsi)).toEqual([525005001]);
  });

  it('finds the ships making way apart from those at anchor, as they speed up and stop', () => {
    const p = picture();
    const box = [106.7, -6.2, 106.9, -6.0] as const;
    const moving = () => {
      const got: number[] = [];
      p.forEachMovingInView(box, (v) => got.push(v.mmsi));
      return got.sort();
    };
    p.apply(pos(525000001, 1000, 106.8, -6.1)); // 10 kn
    p.apply(pos(525000002, 1000, 106.81, -6.1, 'priok', { sog: 0.2, navStatus: 1 }));
    p.apply(pos(525000003, 1000, 106.82, -6.1, 'priok', { sog: null }));
    expect(moving()).toEqual([525000001]);
    const all: number[] = [];
    p.forEachInView(box, (v) => all.push(v.mmsi));
    expect(all.sort()).toEqual([525000001, 525000002, 525000003]);
    // The ship at anchor weighs it; the ship under way stops.
    p.apply(pos(525000002, 2000, 106.81, -6.1, 'priok', { sog: 6 }));
    p.apply(pos(525000001, 2000, 106.8, -6.1, 'priok', { sog: p.movingKn - 0.1 }));
    expect(moving()).toEqual([525000002]);
    // Gone from the picture, gone from the index.
    p.sweep(2000 + 24 * 3_600_000);
    expect(moving()).toEqual([]);
  });

  it('ignores a position older than the one it holds', () => {
    const p = picture();
    p.apply(pos(1, 5000, 110, -5));
    p.apply(pos(1, 4000, 111, -6, 'late'));
    expect(p.get(1)).toMatchObject({ lon: 110, positionT: 5000 });
    expect(p.get(1)?.sources['late']).toBe(4000);
  });

  it('reports changes once, conflated per vessel', () => {
    const p = picture();
    p.apply(pos(1, 1, 110, -5));
    p.apply(pos(1, 2, 110.1, -5));
    p.apply(pos(2, 2, 111, -5));
    p.apply(stat(2, 3));
    const c = p.takeChanges();
    expect([...c.positions]).toEqual([1, 2]);
    expect([...c.statics]).toEqual([2]);
    expect(p.takeChanges().positions.size).toBe(0);
  });

  it('ages vessels: class B and satellite-only vessels more slowly; removes expired ones', () => {
    const p = picture();
    const min = 60_000;
    p.apply(pos(1, 0, 110, -5));
    p.apply(pos(2, 0, 110, -5, 'priok', { aisClass: 'B', msgType: 18 }));
    p.apply(pos(3, 0, 110, -5, 'mcc'));
    const at = (mmsi: number, t: number) => {
      const v = p.get(mmsi);
      return v && p.freshness(v, t);
    };
    expect([at(1, 7 * min), at(2, 7 * min), at(3, 7 * min)]).toEqual(['stale', 'fresh', 'fresh']);
    expect(at(1, 11 * min)).toBe('lost');
    p.takeChanges();
    expect(p.sweep(DEFAULT_AGE_POLICY.removeMs)).toBe(1);
    expect(p.get(1)).toBeUndefined();
    expect([...p.takeChanges().removed]).toEqual([1]);
    expect([...p.inView([109, -6, 111, -4])].map((v) => v.mmsi).sort()).toEqual([2, 3]);
  });

  it('survives a dump and load through JSON', () => {
    const p = picture();
    p.apply(stat(9, 100));
    p.apply(pos(1, 200, 110, -5));
    const q = picture();
    q.load(JSON.parse(JSON.stringify(p.dump())) as ReturnType<LivePicture['dump']>);
    expect(q.size).toBe(2);
    expect(q.get(1)).toEqual(p.get(1));
    expect(Number.isNaN(q.get(9)?.lat)).toBe(true);
    expect([...q.inView([109, -6, 111, -4])].map((v) => v.mmsi)).toEqual([1]);
    expect(q.newestT).toBe(200);
  });

  describe('plot status', () => {
    const good = { mmsiDouble: false, noImo: false, callSignDouble: false };

    it('is good for a ship whose reports agree', () => {
      const p = picture();
      p.apply(stat(1, 100));
      p.apply(pos(1, 1_000, 106.9, -6));
      p.apply(pos(1, 11_000, 106.901, -6));
      expect(p.plotStatus(p.get(1)!, 12_000)).toEqual(good);
    });

    it('flags an MMSI double while positions jump, and forgets it after ten minutes', () => {
      const p = picture();
      p.apply(pos(1, 1_000, 106.9, -6));
      p.apply(pos(1, 11_000, 110, -4));
      const v = p.get(1)!;
      expect(p.plotStatus(v, 12_000).mmsiDouble).toBe(true);
      expect(p.plotStatus(v, 11_000 + 10 * 60_000).mmsiDouble).toBe(false);
    });

    it('flags a class A ship without IMO but not a class B one', () => {
      const p = picture();
      p.apply(stat(1, 100, { imo: null }));
      p.apply(pos(1, 200, 106.9, -6));
      p.apply(stat(2, 100, { imo: null, msgType: 24, aisClass: 'B' }));
      p.apply(pos(2, 200, 106.9, -6, 'priok', { aisClass: 'B', msgType: 18 }));
      expect(p.plotStatus(p.get(1)!, 300).noImo).toBe(true);
      expect(p.plotStatus(p.get(2)!, 300).noImo).toBe(false);
    });

    it('flags a call sign two vessels share until one changes or leaves', () => {
      const p = picture();
      p.apply(stat(1, 100, { callSign: 'PKAB' }));
      p.apply(stat(2, 100, { callSign: 'pkab ' }));
      p.apply(pos(1, 200, 106.9, -6));
      p.apply(pos(2, 200, 107.9, -6));
      expect(p.plotStatus(p.get(1)!, 300).callSignDouble).toBe(true);
      p.apply(stat(2, 400, { callSign: 'PKCD' }));
      expect(p.plotStatus(p.get(1)!, 500).callSignDouble).toBe(false);
      p.apply(stat(3, 600, { callSign: 'PKAB' }));
      p.apply(pos(3, 600, 108, -6));
      expect(p.plotStatus(p.get(1)!, 700).callSignDouble).toBe(true);
      p.apply(pos(1, 50_000_000, 106.9, -6));
      p.sweep(DEFAULT_AGE_POLICY.removeMs + 1_000);
      expect(p.get(3)).toBeUndefined();
      expect(p.plotStatus(p.get(1)!, 50_000_000).callSignDouble).toBe(false);
    });

    it('keeps the call-sign index across a dump and load', () => {
      const p = picture();
      p.apply(stat(1, 100, { callSign: 'PKAB' }));
      p.apply(stat(2, 100, { callSign: 'PKAB' }));
      const q = picture();
      q.load(JSON.parse(JSON.stringify(p.dump())) as ReturnType<LivePicture['dump']>);
      expect(q.plotStatus(q.get(1)!, 200).callSignDouble).toBe(true);
    });
  });
});
