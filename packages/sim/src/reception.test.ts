import { decodeLines, type AisMessage } from '@pantau/ais';
import { beforeAll, describe, expect, it } from 'vitest';
import { terrestrialCoverage } from './coverage.ts';
import { SATELLITE_INTERVAL_MS, Simulator, type Reception } from './simulator.ts';

const START = Date.UTC(2026, 10, 21, 0, 0, 0);

interface Heard {
  readonly lines: string[];
  readonly reports: { m: AisMessage; c: number }[];
}

/** `minutes` of simulated time at 1 s ticks for one reception, decoded. */
function run(reception: Reception | undefined, vessels: number, minutes: number): Heard {
  const sim = new Simulator({
    vessels,
    seed: 1,
    start: START,
    ...(reception ? { reception } : {}),
  });
  const lines: string[] = [];
  for (let k = 1; k <= minutes * 60; k++) for (const l of sim.tick(START + k * 1000)) lines.push(l);
  const { messages, metas } = decodeLines(lines);
  return { lines, reports: messages.map((m, k) => ({ m, c: metas[k]?.tag?.time ?? NaN })) };
}

const isPosition = (m: AisMessage) => m.type === 1 || m.type === 3 || m.type === 18;
const lonLat = (m: AisMessage): [number, number] => [
  (m.lon as number) / 600000,
  (m.lat as number) / 600000,
];
const positionsOf = (h: Heard, mmsi: number) =>
  h.reports.filter((r) => r.m.mmsi === mmsi && isPosition(r.m));

describe('Simulator reception', () => {
  const VESSELS = 300;
  let all: Heard;
  let terrestrial: Heard;
  let satellite: Heard;
  let sim: Simulator;
  beforeAll(() => {
    all = run(undefined, VESSELS, 15);
    terrestrial = run('terrestrial', VESSELS, 15);
    satellite = run('satellite', VESSELS, 15);
    sim = new Simulator({ vessels: VESSELS, seed: 1, start: START });
  });

  it("'all' is the default and gives every report, as before", () => {
    const explicit = run('all', VESSELS, 15);
    expect(explicit.lines).toEqual(all.lines);
    // As simulator.test.ts expects of 10 minutes of 300 vessels: over 10,000 lines.
    expect(all.lines.length).toBeGreaterThan(15_000);
  });

  it('describes one fleet: the same vessels, each reception a part of every report', () => {
    const t = new Simulator({ vessels: VESSELS, seed: 1, start: START, reception: 'terrestrial' });
    const s = new Simulator({ vessels: VESSELS, seed: 1, start: START, reception: 'satellite' });
    expect(t.vessels).toEqual(sim.vessels);
    expect(s.vessels).toEqual(sim.vessels);
    const every = new Set(all.lines);
    for (const l of [...terrestrial.lines, ...satellite.lines]) expect(every.has(l), l).toBe(true);
    // A shore station hears exactly the positions within its reach, and the vessels staging
    // the fleet's anomalies wherever they are (their alerts judge what shore stations hear).
    const a = sim.fleet.anomalies;
    const staged = new Set(
      [...(a.sharedMmsi ?? []), a.dark, a.loitering, a.noImo].map(
        (i) => sim.vessels[i ?? -1]?.mmsi,
      ),
    );
    expect(staged.size).toBe(4);
    const covered = (h: Heard) =>
      h.reports.filter(
        (r) => isPosition(r.m) && (staged.has(r.m.mmsi) || terrestrialCoverage(...lonLat(r.m))),
      );
    // The one going dark runs mid Makassar Strait, out of any station's reach, and is heard.
    const dark = sim.vessels[a.dark ?? -1]?.mmsi ?? 0;
    expect(positionsOf(terrestrial, dark).length).toBeGreaterThan(0);
    expect(positionsOf(satellite, dark)).toEqual([]);
    const heard = terrestrial.reports.filter((r) => isPosition(r.m));
    expect(heard.length).toBeGreaterThan(1000);
    expect(heard).toEqual(covered(all));
    // The satellite never gives a position a shore station hears.
    expect(covered(satellite)).toEqual([]);
  });

  it('hears a ship far out in the Indian Ocean only by satellite', () => {
    // On the Sunda Strait lane, south of Java's western tip, for the whole run.
    const far = sim.vessels.find((v) => {
      const list = positionsOf(all, v.mmsi);
      return (
        list.length > 0 &&
        list.every((r) => {
          const [lon, lat] = lonLat(r.m);
          return lon < 105.2 && lat < -6.9;
        })
      );
    });
    expect(far).toBeDefined();
    const mmsi = far?.mmsi ?? -1;
    expect(positionsOf(all, mmsi).length).toBeGreaterThan(30);
    expect(positionsOf(terrestrial, mmsi)).toEqual([]);
    const bySatellite = positionsOf(satellite, mmsi);
    expect(bySatellite.length).toBeGreaterThanOrEqual(2);
    expect(bySatellite.length).toBeLessThanOrEqual(3);
    // Its name comes by satellite too.
    expect(satellite.reports.some((r) => r.m.mmsi === mmsi && r.m.type === 5)).toBe(true);
    expect(terrestrial.reports.some((r) => r.m.mmsi === mmsi)).toBe(false);
  });

  it('hears a ship at anchor off a port only by shore stations', () => {
    const anchored = sim.vessels.filter((v, k) => k > 4 && v.movement.kind === 'anchored');
    expect(anchored.length).toBeGreaterThan(0);
    for (const v of anchored) {
      const every = all.reports.filter((r) => r.m.mmsi === v.mmsi);
      expect(every.length).toBeGreaterThan(0);
      expect(terrestrial.reports.filter((r) => r.m.mmsi === v.mmsi)).toEqual(every);
      expect(satellite.reports.some((r) => r.m.mmsi === v.mmsi)).toBe(false);
    }
  });

  it('passes on at most one position and one static report per vessel every 6 minutes', () => {
    const gap = SATELLITE_INTERVAL_MS / 1000;
    const shared = sim.vessels[0]?.mmsi; // two ships share it (an anomaly)
    const times = new Map<string, number[]>();
    for (const { m, c } of satellite.reports) {
      if (m.mmsi === shared) continue;
      // Class B static data is two messages (24A and 24B): one report.
      const kind = isPosition(m) ? 'position' : m.type === 24 && m.partno === 1 ? null : 'static';
      if (kind === null) continue;
      const key = `${m.mmsi} ${kind}`;
      times.set(key, [...(times.get(key) ?? []), c]);
    }
    let pairs = 0;
    for (const [key, list] of times) {
      for (let k = 1; k < list.length; k++) {
        expect((list[k] as number) - (list[k - 1] as number), key).toBeGreaterThanOrEqual(gap);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(20);
    // Sparse: in 15 minutes at most three positions a vessel, where shore stations hear
    // a ship under way every 10 s or faster.
    const positions = satellite.reports.filter((r) => isPosition(r.m) && r.m.mmsi !== shared);
    const vessels = new Set(positions.map((r) => r.m.mmsi));
    expect(positions.length).toBeLessThanOrEqual(3 * vessels.size);
  });
});

describe('satellite-only vessels in the default fleet', () => {
  it('are about a fifth of it: the open seas beyond 40 NM of any port', () => {
    const minutes = 10;
    const heard = (h: Heard) => new Set(h.reports.map((r) => r.m.mmsi));
    const byShore = heard(run('terrestrial', 2000, minutes));
    const bySatellite = heard(run('satellite', 2000, minutes));
    const satelliteOnly = [...bySatellite].filter((m) => !byShore.has(m));
    const fleet = new Set([...byShore, ...bySatellite]);
    // Every vessel is heard one way or the other (two ships share one MMSI).
    expect(fleet.size).toBe(1999);
    const share = satelliteOnly.length / fleet.size;
    // 0.23 with seed 1 at 10 minutes.
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
  });
});
