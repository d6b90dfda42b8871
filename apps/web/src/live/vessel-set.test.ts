import {
  NONE_U16,
  PositionFrameWriter,
  STATUS_CLASS_B,
  STATUS_PLOT_CALLSIGN_DOUBLE,
  STATUS_PLOT_MMSI_DOUBLE,
  STATUS_PLOT_NO_IMO,
  readPositions,
} from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { FRESHNESS_ALPHA } from '../vessel/colours.ts';
import { FLAG_DIRECTION, FLAG_PLOT_NOT_GOOD } from './live.protocol.ts';
import { VesselSet } from './vessel-set.ts';

const NOW = 1_800_000_000_000;

function frame(
  rows: {
    mmsi: number;
    lat?: number;
    lon?: number;
    ageS?: number;
    heading?: number;
    cog?: number;
    status?: number;
  }[],
) {
  const w = new PositionFrameWriter(rows.length);
  rows.forEach((r, i) => {
    w.columns.mmsi[i] = r.mmsi;
    w.columns.lat[i] = r.lat ?? -6;
    w.columns.lon[i] = r.lon ?? 106;
    w.columns.time[i] = Math.floor(NOW / 1000) - (r.ageS ?? 0);
    w.columns.cog[i] = r.cog ?? NONE_U16;
    w.columns.heading[i] = r.heading ?? NONE_U16;
    w.columns.sog[i] = 55;
    w.columns.group[i] = 8;
    w.columns.status[i] = r.status ?? 0;
  });
  const bytes = w.finish({ snapshot: false, newestT: NOW, serverT: NOW });
  return readPositions(bytes.buffer as ArrayBuffer, rows.length);
}

describe('VesselSet', () => {
  it('adds, updates in place and grows past its capacity', () => {
    const set = new VesselSet(2);
    set.apply(frame([{ mmsi: 1 }, { mmsi: 2 }, { mmsi: 3 }]));
    set.apply(frame([{ mmsi: 2, lat: -7, lon: 107 }]));
    expect(set.size).toBe(3);
    const c = set.columns(NOW);
    expect([...c.mmsi]).toEqual([1, 2, 3]);
    expect([...c.positions.slice(2, 4)]).toEqual([107, -7]);
    expect(set.get(2)).toMatchObject({ lat: -7, lon: 107, sog: 5.5, heading: null, cog: null });
  });

  it('swap-removes and keeps the index right', () => {
    const set = new VesselSet();
    set.apply(frame([{ mmsi: 1 }, { mmsi: 2 }, { mmsi: 3, lat: -8 }]));
    set.remove([1, 99]);
    expect(set.size).toBe(2);
    expect([...set.columns(NOW).mmsi]).toEqual([3, 2]);
    expect(set.get(3)?.lat).toBe(-8);
    expect(set.has(1)).toBe(false);
  });

  it('turns heading, else course, into counter-clockwise angles', () => {
    const set = new VesselSet();
    set.apply(frame([{ mmsi: 1, heading: 90, cog: 100 }, { mmsi: 2, cog: 455 }, { mmsi: 3 }]));
    expect([...set.columns(NOW).angles]).toEqual([-90, -45.5, 0]);
  });

  it('predicts 3 minutes ahead on the heading at the speed (5.5 kn → 509 m)', () => {
    const set = new VesselSet();
    set.apply(
      frame([
        { mmsi: 1, lat: 0, lon: 106, heading: 90 },
        { mmsi: 2, lat: 0, lon: 106 },
      ]),
    );
    const { predictions, predictionColours, colours } = set.columns(NOW);
    expect([predictions[0], predictions[1]]).toEqual([106, 0]);
    expect(((predictions[2] ?? 0) - 106) * 111_320).toBeCloseTo(5.5 * 0.514444 * 180, 0);
    expect(predictions[3]).toBeCloseTo(0, 6);
    // No direction: a segment of no length.
    expect([...predictions.slice(4, 8)]).toEqual([106, 0, 106, 0]);
    // Both vertices carry the vessel's colour.
    expect([...predictionColours.slice(0, 4)]).toEqual([...colours.slice(0, 4)]);
    expect([...predictionColours.slice(4, 8)]).toEqual([...colours.slice(0, 4)]);
  });

  it('flags a direction, and a plot status that is not good (plot bit or lost)', () => {
    const set = new VesselSet();
    set.apply(
      frame([
        { mmsi: 1, heading: 10 },
        { mmsi: 2, cog: 100, status: STATUS_PLOT_NO_IMO },
        { mmsi: 3, status: STATUS_PLOT_MMSI_DOUBLE | STATUS_CLASS_B },
        { mmsi: 4, heading: 5, status: STATUS_PLOT_CALLSIGN_DOUBLE },
        { mmsi: 5, heading: 5, ageS: 11 * 60 },
        { mmsi: 6, heading: 5, ageS: 7 * 60 },
      ]),
    );
    const c = set.columns(NOW);
    expect([...c.flags]).toEqual([
      FLAG_DIRECTION,
      FLAG_DIRECTION | FLAG_PLOT_NOT_GOOD,
      FLAG_PLOT_NOT_GOOD,
      FLAG_DIRECTION | FLAG_PLOT_NOT_GOOD,
      FLAG_DIRECTION | FLAG_PLOT_NOT_GOOD,
      FLAG_DIRECTION,
    ]);
    // The Plot Status rings: the positions of vessels 2 to 5 only, in row order.
    const ringAt = (row: number) => [...c.positions.slice(2 * row, 2 * row + 2)];
    expect([...c.plotRings]).toEqual([1, 2, 3, 4].flatMap(ringAt));
  });

  it('dims stale and lost vessels, later for class B', () => {
    const set = new VesselSet();
    set.apply(
      frame([
        { mmsi: 1, ageS: 60 },
        { mmsi: 2, ageS: 7 * 60 },
        { mmsi: 3, ageS: 11 * 60 },
        { mmsi: 4, ageS: 11 * 60, status: STATUS_CLASS_B },
      ]),
    );
    const c = set.columns(NOW);
    expect([c.colours[3], c.colours[7], c.colours[11], c.colours[15]]).toEqual([
      FRESHNESS_ALPHA[0],
      FRESHNESS_ALPHA[1],
      FRESHNESS_ALPHA[2],
      FRESHNESS_ALPHA[0],
    ]);
    expect([...c.solid]).toEqual([1, 0, 0, 1]);
    // Cargo green.
    expect([...c.colours.slice(0, 3)]).toEqual([0x37, 0xb2, 0x4d]);
  });
});
