import { destinationPoint } from '@pantau/geo';
import { describe, expect, it } from 'vitest';
import { NEW_FUSION, portAround, stepFusion, type FusionState } from './fusion.ts';

// Tanjung Priok (registry position) and a point in its approach, 8 NM north.
const PRIOK = { id: 'port-priok', name: 'Tanjung Priok', lon: 106.8833, lat: -6.1 };
const [TRACK_LON, TRACK_LAT] = destinationPoint(PRIOK.lon, PRIOK.lat, 0, 8 * 1852);
const at = (bearing: number, metres: number) => {
  const [lon, lat] = destinationPoint(TRACK_LON, TRACK_LAT, bearing, metres);
  return { lon, lat };
};

/** Runs a recorded situation: one evaluation every 5 s; returns the states and dark hits. */
function replay(
  steps: number,
  vesselsAt: (i: number) => { mmsi: number; lon: number; lat: number }[],
  trackAt: (i: number) => { lon: number; lat: number } = () => ({ lon: TRACK_LON, lat: TRACK_LAT }),
  ports = [PRIOK],
) {
  let state: FusionState = NEW_FUSION;
  const states: FusionState[] = [];
  const dark: number[] = [];
  for (let i = 0; i < steps; i++) {
    const t = trackAt(i);
    const r = stepFusion(state, { now: i * 5000, ...t, vessels: vesselsAt(i), ports });
    state = r.state;
    states.push(state);
    if (r.darkTarget) dark.push(i * 5000);
  }
  return { states, dark };
}

describe('radar fusion', () => {
  it('fuses a track to the AIS vessel 900 m off after a minute, not before', () => {
    const v = { mmsi: 525_000_001, ...at(90, 900) };
    const { states, dark } = replay(20, () => [v]);
    expect(states[11]?.fused).toBeNull(); // 55 s
    expect(states[12]?.fused?.mmsi).toBe(525_000_001); // 60 s
    expect(dark).toEqual([]);
  });

  it('does not fuse to a vessel 1,600 m off (outside the reach), and raises a dark target', () => {
    const v = { mmsi: 525_000_002, ...at(90, 1600) };
    const { states, dark } = replay(40, () => [v]);
    expect(states.every((s) => s.fused === null)).toBe(true);
    // Unmatched inside Priok's 30 NM for 3 minutes: once, at 180 s.
    expect(dark).toEqual([180_000]);
  });

  it('does not fuse when the vessel within reach changes before a minute passes', () => {
    // Two vessels leapfrog: each is the nearest for 30 s at a time.
    const a = (i: number) => ({ mmsi: 1, ...at(0, Math.floor(i / 6) % 2 === 0 ? 300 : 1400) });
    const b = (i: number) => ({ mmsi: 2, ...at(180, Math.floor(i / 6) % 2 === 0 ? 1400 : 300) });
    const { states } = replay(30, (i) => [a(i), b(i)]);
    expect(states.every((s) => s.fused === null)).toBe(true);
  });

  it('keeps the fusion for a minute after the vessel goes out of reach, then lets go', () => {
    const v = (i: number) => ({ mmsi: 7, ...at(90, i < 15 ? 500 : 5000) });
    const { states } = replay(40, (i) => [v(i)]);
    expect(states[14]?.fused?.mmsi).toBe(7);
    expect(states[20]?.fused?.mmsi).toBe(7); // 30 s away: grace
    expect(states[27]?.fused).toBeNull(); // 60 s away
  });

  it('a fused track is not a dark target', () => {
    const v = { mmsi: 9, ...at(0, 200) };
    const { dark } = replay(60, () => [v]);
    expect(dark).toEqual([]);
  });

  it('an unmatched track outside every port radius raises nothing', () => {
    const far = { lon: 110, lat: -4 }; // Java Sea, far from Priok
    const { dark } = replay(
      60,
      () => [],
      () => far,
    );
    expect(dark).toEqual([]);
  });

  it('an unmatched track that leaves the radius before 3 minutes raises nothing', () => {
    // Starts 29.5 NM out and sails out at 20 knots (about 0.03 NM per 5 s).
    const track = (i: number) => {
      const [lon, lat] = destinationPoint(PRIOK.lon, PRIOK.lat, 0, (29.5 + i * 0.03) * 1852);
      return { lon, lat };
    };
    const { dark } = replay(60, () => [], track);
    expect(dark).toEqual([]);
  });

  it('picks the nearest port holding the point', () => {
    const other = { id: 'x', name: 'X', lon: PRIOK.lon + 0.5, lat: PRIOK.lat };
    expect(portAround(PRIOK.lon + 0.1, PRIOK.lat, [other, PRIOK])?.id).toBe('port-priok');
    expect(portAround(120, 0, [other, PRIOK])).toBeNull();
  });
});
