import { decodeLines, type AisMessage } from '@pantau/ais';
import { beforeAll, describe, expect, it } from 'vitest';
import { DARK_AFTER_MS, LOITER_CENTER, LOITER_RADIUS_NM } from './fleet.ts';
import { distanceNm } from './geodesy.ts';
import { Simulator } from './simulator.ts';

const START = Date.UTC(2026, 10, 21, 0, 0, 0);
const inIndonesia = (lon: number, lat: number): boolean =>
  lon >= 94 && lon <= 142 && lat >= -11.5 && lat <= 7;

interface Report {
  readonly m: AisMessage;
  /** Tag block time, unix seconds. */
  readonly c: number;
}

/** Runs `minutes` of simulated time at 1 s ticks and decodes every line. */
function run(vessels: number, minutes: number, seed = 1): { lines: string[]; reports: Report[] } {
  const sim = new Simulator({ vessels, seed, start: START });
  const lines: string[] = [];
  for (let k = 1; k <= minutes * 60; k++) for (const l of sim.tick(START + k * 1000)) lines.push(l);
  const { messages, metas, stats } = decodeLines(lines);
  expect(stats.errors).toEqual(Object.fromEntries(Object.keys(stats.errors).map((k) => [k, 0])));
  const reports = messages.map((m, k) => ({ m, c: metas[k]?.tag?.time ?? NaN }));
  return { lines, reports };
}

const byMmsi = (reports: readonly Report[], pick: (m: AisMessage) => boolean) => {
  const map = new Map<number, Report[]>();
  for (const r of reports) {
    if (!pick(r.m)) continue;
    const list = map.get(r.m.mmsi) ?? [];
    list.push(r);
    map.set(r.m.mmsi, list);
  }
  return map;
};

describe('Simulator', () => {
  let ten: { lines: string[]; reports: Report[] };
  let sim: Simulator;
  beforeAll(() => {
    ten = run(300, 10);
    sim = new Simulator({ vessels: 300, seed: 1, start: START });
  });

  it('is deterministic: the same seed gives the same lines', () => {
    const a = new Simulator({ vessels: 100, seed: 5, start: START });
    const b = new Simulator({ vessels: 100, seed: 5, start: START });
    const c = new Simulator({ vessels: 100, seed: 6, start: START });
    for (let k = 1; k <= 120; k++) {
      const t = START + k * 1000;
      const la = a.tick(t);
      expect(b.tick(t)).toEqual(la);
      if (k === 120) expect(c.tick(t)).not.toEqual(la);
      else c.tick(t);
    }
  });

  it('does not depend on how often it is ticked', () => {
    const a = new Simulator({ vessels: 100, seed: 3, start: START });
    const b = new Simulator({ vessels: 100, seed: 3, start: START });
    const fine: string[] = [];
    for (let k = 1; k <= 300; k++) fine.push(...a.tick(START + k * 1000));
    const coarse = [...b.tick(START + 150_000), ...b.tick(START + 300_000)];
    expect([...coarse].sort()).toEqual([...fine].sort());
  });

  it('emits valid, checksummed, tag-blocked NMEA in Indonesian waters', () => {
    const { lines, reports } = ten;
    expect(lines.length).toBeGreaterThan(10_000);
    for (const l of lines) {
      expect(l).toMatch(
        /^\\s:pantau-sim,c:\d{10}\*[0-9A-F]{2}\\!AIVDM,[12],[12],\d?,[AB],[^,]+,[0-5]\*[0-9A-F]{2}$/,
      );
    }
    const mmsis = new Set(sim.vessels.map((v) => v.mmsi));
    for (const { m, c } of reports) {
      expect(mmsis.has(m.mmsi)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(START / 1000);
      expect(c).toBeLessThanOrEqual(START / 1000 + 600);
      if (m.lat !== undefined && m.lon !== undefined) {
        const lon = (m.lon as number) / 600000;
        const lat = (m.lat as number) / 600000;
        expect(inIndonesia(lon, lat), `${m.mmsi} ${lon},${lat}`).toBe(true);
        expect(m.second).toBe(c % 60);
      }
    }
    const types = new Set(reports.map((r) => r.m.type));
    for (const t of [1, 5, 18, 24]) expect(types.has(t)).toBe(true);
  });

  it('reports class A and class B positions at the AIS intervals', () => {
    const shared = sim.vessels[0]?.mmsi;
    const positions = byMmsi(ten.reports, (m) => m.type === 1 || m.type === 3 || m.type === 18);
    let checked = 0;
    for (const [mmsi, list] of positions) {
      if (mmsi === shared) continue;
      for (let k = 1; k < list.length; k++) {
        const prev = (list[k - 1] as Report).m;
        const gap = (list[k] as Report).c - (list[k - 1] as Report).c;
        const sog = (prev.speed as number) / 10;
        let expected: number;
        if (prev.type === 18) expected = sog > 2 ? 30 : 180;
        else if (prev.status === 1 || prev.status === 5) expected = 180;
        else expected = sog > 23 ? 2 : sog > 14 ? 6 : 10;
        expect(
          Math.abs(gap - expected),
          `${mmsi} gap ${gap} expected ${expected}`,
        ).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
    // Some ships lie at anchor (status 1) or moored (status 5), stopped, on 3-minute reports.
    const statuses = new Set(ten.reports.filter((r) => r.m.speed === 0).map((r) => r.m.status));
    expect(statuses.has(1) && statuses.has(5)).toBe(true);
    // Fishing vessels report "engaged in fishing" (7).
    expect(ten.reports.some((r) => r.m.type !== 18 && r.m.status === 7)).toBe(true);
    // A class A ship under way at ≤ 14 kn: about 60 reports in 10 minutes.
    const slowA = sim.vessels.find(
      (v, k) => k > 4 && v.aisClass === 'A' && v.speed < 13 && v.movement.kind === 'route',
    );
    const n = positions.get(slowA?.mmsi ?? -1)?.length ?? 0;
    expect(n === 60 || n === 59 || n < 10).toBe(true); // < 10: stopped at a port (3 min)
  });

  it('sends static data every 6 minutes: type 5 for class A, 24A and 24B for class B', () => {
    const long = run(120, 20);
    const statics = byMmsi(long.reports, (m) => m.type === 5 || m.type === 24);
    const shared = sim.vessels[0]?.mmsi;
    for (const v of new Simulator({ vessels: 120, seed: 1, start: START }).vessels) {
      if (v.mmsi === shared || v.darkAfterMs < Infinity) continue;
      const list = statics.get(v.mmsi) ?? [];
      if (v.aisClass === 'A') {
        expect(list.every((r) => r.m.type === 5)).toBe(true);
        expect(list.length === 3 || list.length === 4).toBe(true);
        expect(list[0]?.m.shipname).toBe(v.name);
        expect(list[0]?.m.imo).toBe(v.imo);
        expect(list[0]?.m.shiptype).toBe(v.shipType);
      } else {
        expect(list.map((r) => r.m.partno).slice(0, 4)).toEqual([0, 1, 0, 1]);
        expect(list[0]?.m.shipname).toBe(v.name);
        expect(list[1]?.m.callsign).toBe(v.callsign);
      }
      const times = list.filter((r) => r.m.partno !== 1).map((r) => r.c);
      for (let k = 1; k < times.length; k++) {
        expect((times[k] as number) - (times[k - 1] as number)).toBe(360);
      }
    }
  });

  it('shows the anomalies: shared MMSI, a vessel going dark, loitering, no IMO', () => {
    const { reports } = run(40, 25, 1);
    const s = new Simulator({ vessels: 40, seed: 1, start: START });
    const a = s.fleet.anomalies;
    const vessel = (k: number | null) => s.vessels[k ?? -1] ?? (null as never);

    // Two type 5 names under one MMSI.
    const shared = vessel(a.sharedMmsi?.[0] ?? null);
    const names = new Set(
      reports.filter((r) => r.m.type === 5 && r.m.mmsi === shared.mmsi).map((r) => r.m.shipname),
    );
    expect(names.size).toBe(2);

    // The dark vessel reports, then stops at DARK_AFTER_MS.
    const dark = vessel(a.dark);
    const darkTimes = reports.filter((r) => r.m.mmsi === dark.mmsi).map((r) => r.c);
    expect(darkTimes.length).toBeGreaterThan(50);
    expect(Math.max(...darkTimes)).toBeLessThan((START + DARK_AFTER_MS) / 1000);
    expect(Math.max(...reports.map((r) => r.c))).toBeGreaterThan(
      (START + DARK_AFTER_MS) / 1000 + 300,
    );

    // The loiterer stays on its small circle and turns all the way round.
    const loiter = vessel(a.loitering);
    const fixes = reports.filter((r) => r.m.mmsi === loiter.mmsi && r.m.type !== 5);
    expect(fixes.length).toBeGreaterThan(100);
    const courses = new Set<number>();
    for (const { m } of fixes) {
      const p = [(m.lon as number) / 600000, (m.lat as number) / 600000] as const;
      expect(distanceNm(p, LOITER_CENTER)).toBeLessThan(LOITER_RADIUS_NM + 0.05);
      expect(m.speed as number).toBeLessThan(40);
      courses.add(Math.floor((m.course as number) / 900));
    }
    expect(courses.size).toBe(4);

    // A class A cargo ship with IMO 0 in its type 5.
    const noImo = vessel(a.noImo);
    const static5 = reports.find((r) => r.m.type === 5 && r.m.mmsi === noImo.mmsi);
    expect(static5?.m.imo).toBe(0);
    expect(static5?.m.shiptype).toBe(70);
  });

  it('keeps lane ships clear of one another the same however often it is ticked', () => {
    // Dense enough that ships give way off the ports and in the straits.
    const a = new Simulator({ vessels: 4000, seed: 2, start: START });
    const b = new Simulator({ vessels: 4000, seed: 2, start: START });
    const fine: string[] = [];
    for (let k = 1; k <= 600; k++) fine.push(...a.tick(START + k * 1000));
    const coarse: string[] = [];
    for (let t = START + 7_000; t < START + 600_000; t += 7_000) coarse.push(...b.tick(t));
    coarse.push(...b.tick(START + 600_000));
    expect(a.stats.gaveWay).toBeGreaterThan(20);
    expect(b.stats.gaveWay).toBe(a.stats.gaveWay);
    expect(coarse.sort()).toEqual(fine.sort());
  });

  it('skips a stall instead of replaying it', () => {
    const s = new Simulator({ vessels: 100, seed: 1, start: START });
    s.tick(START + 1000);
    s.skipTo(START + 3_600_000);
    const lines = s.tick(START + 3_601_000);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(100);
    for (const meta of decodeLines(lines).metas)
      expect(meta.tag?.time).toBeGreaterThan((START + 3_600_000) / 1000 - 1);
  });

  it('creates 200,000 vessels and ticks a moment of them', () => {
    const big = new Simulator({ vessels: 200_000, seed: 1, start: START });
    expect(big.vessels.length).toBe(200_000);
    const lines = big.tick(START + 200);
    expect(lines.length).toBeGreaterThan(1000);
    expect(() => new Simulator({ vessels: 200_001, start: START })).toThrow(RangeError);
  });
});
