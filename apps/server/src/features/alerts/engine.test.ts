import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import { alertEngineRig } from './engine.rig.ts';

const T0 = 1_795_000_000_000;
const DEG = 1 / 111_195;

let store: TestStore;
beforeAll(async () => {
  store = await sqliteTestStore();
});
afterAll(() => store.dispose());

const rig = (extra: Parameters<typeof alertEngineRig>[2] = {}) => alertEngineRig(store, T0, extra);

describe('alert engine', () => {
  it('one Close Distance record per pair that updates and closes', async () => {
    const r = rig();
    // Two cargo ships (their static reports heard) on parallel courses 300 m apart at sea
    // (Java Sea, far from ports), 10 s reports.
    r.feed(stat(563000001, T0 - 1000));
    r.feed(stat(563000002, T0 - 1000));
    for (let i = 0; i < 12; i++) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000001, t, 110 + i * 0.0005, -5.5, 'priok', { cog: 90, sog: 10 }));
      r.feed(
        pos(563000002, t + 1, 110 + i * 0.0005, -5.5 + 300 * DEG, 'priok', { cog: 90, sog: 10 }),
      );
    }
    await r.writer.flush();
    let list = await r.repo.list('closeDistance', { limit: 10 });
    expect(list.alerts).toHaveLength(1);
    expect(list.alerts[0]).toMatchObject({ mmsi: 563000001, status: 'open', priority: 'alarm' });
    expect(list.alerts[0]?.details).toMatchObject({ mmsi2: 563000002, risk: 'close' });
    // They part: 5 NM apart, diverging; the record closes.
    for (let i = 12; i < 16; i++) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000001, t, 110 + i * 0.0005, -5.5, 'priok', { cog: 180, sog: 10 }));
      r.feed(pos(563000002, t + 1, 110 + i * 0.0005, -5.4, 'priok', { cog: 0, sog: 10 }));
    }
    await r.writer.flush();
    list = await r.repo.list('closeDistance', { limit: 10 });
    expect(list.alerts).toHaveLength(1);
    expect(list.alerts[0]).toMatchObject({ status: 'closed' });
    expect(
      r.pushed.filter((a) => a.type === 'closeDistance').every((a) => a.id === list.alerts[0]?.id),
    ).toBe(true);
  });

  it('must not fire at once on ships first heard without their type; judged once it is known', async () => {
    const r = rig();
    // A feed connects: a tug and a cargo ship 300 m apart, side by side, their types not yet
    // known; then their static reports come (every 6 minutes at most).
    const feedPair = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const t = T0 + i * 10_000;
        const lon = 110.2 + i * 0.0005;
        r.feed(pos(563000041, t, lon, -5.5, 'priok', { cog: 90, sog: 8 }));
        r.feed(pos(563000042, t + 1, lon, -5.5 + 300 * DEG, 'priok', { cog: 90, sog: 8 }));
        r.feed(pos(563000043, t + 2, lon, -5.5 - 300 * DEG, 'priok', { cog: 90, sog: 8 }));
      }
    };
    feedPair(0, 20);
    await r.writer.flush();
    expect((await r.repo.list('closeDistance', { limit: 10, q: '56300004' })).alerts).toEqual([]);
    r.feed(stat(563000041, T0 + 200_000));
    r.feed(stat(563000042, T0 + 200_000, { shipType: 52 }));
    feedPair(20, 30);
    await r.writer.flush();
    // The tug is in no pair; 563000043 is still unknown (heard for under 6 minutes).
    expect((await r.repo.list('closeDistance', { limit: 10, q: '56300004' })).alerts).toEqual([]);
    // Six minutes on, a vessel that never sent its type is judged as it is.
    feedPair(36, 40);
    await r.writer.flush();
    const rows = (await r.repo.list('closeDistance', { limit: 10, q: '56300004' })).alerts;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mmsi: 563000041, details: { mmsi2: 563000043 } });
  });

  it('a head-on meeting is one record written a few times, not at every report', async () => {
    const r = rig();
    // Two ships 6 NM apart closing head-on at 12 kn each (CPA 200 m, meeting after 15 min),
    // 10 s reports for 21 min.
    const NM = 1852 * DEG;
    const kn12 = (12 * NM) / 360; // degrees of latitude per 10 s
    for (let i = 0; i < 130; i++) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000011, t, 111, -5 + i * kn12, 'priok', { cog: 0, sog: 12 }));
      r.feed(
        pos(563000012, t + 1, 111 + 200 * DEG, -5 + 6 * NM - i * kn12, 'priok', {
          cog: 180,
          sog: 12,
        }),
      );
      if (i % 5 === 0) await r.writer.flush();
    }
    await r.writer.flush();
    const list = await r.repo.list('closeDistance', { limit: 10 });
    const mine = list.alerts.filter((a) => a.mmsi === 563000011);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.details).toMatchObject({ mmsi2: 563000012 });
    // Opened as a prediction, raised to close, a few nearer approaches, closed after passing.
    const writes = r.pushed.filter((a) => a.type === 'closeDistance');
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThanOrEqual(10);
    expect(writes.map((a) => a.details.risk)).toContain('cpa');
    expect(writes.map((a) => a.details.risk)).toContain('close');
    expect(writes.at(-1)?.status).toBe('closed');
    expect(Number(writes.at(-1)?.details.closest)).toBeLessThanOrEqual(250);
    // Each row says why it fired: the distance now, and the prediction while closing.
    const first = writes[0]!;
    expect(first.details.risk).toBe('cpa');
    expect(Number(first.details.distance)).toBeGreaterThan(Number(first.details.cpa));
    expect(first.details.tcpaMin).toBeGreaterThan(0);
  });

  it('one record for a class B set beside a class A ship on a lane, not one per half minute', async () => {
    const r = rig();
    // Recorded from the simulator off Belawan: a class A cargo ship (10 s reports) and a
    // class B cargo ship (30 s) on one lane at 14 kn for 10 min, 300 m abeam and 390 m
    // astern (490 m apart). Judged against the class B set's report of 20 s before, the pair
    // read 610 m and closed at the class A's report, then opened again at the class B's.
    r.feed(stat(563000091, T0 - 1000));
    r.feed(stat(563000092, T0 - 1000, { aisClass: 'B', msgType: 24 }));
    const kn14 = (14 * 1852 * DEG) / 360; // degrees of longitude per 10 s near the equator
    for (let i = 0; i < 60; i++) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000091, t, 99.2 + i * kn14, 4.3, 'priok', { cog: 90, sog: 14 }));
      if (i % 3 === 0) {
        r.feed(
          pos(563000092, t + 1, 99.2 + i * kn14 - 390 * DEG, 4.3 + 300 * DEG, 'priok', {
            cog: 90,
            sog: 14,
            aisClass: 'B',
            msgType: 18,
          }),
        );
      }
    }
    await r.writer.flush();
    const rows = (await r.repo.list('closeDistance', { limit: 10, q: '56300009' })).alerts;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', priority: 'alarm' });
    const writes = r.pushed.filter((a) => a.type === 'closeDistance');
    expect(writes.filter((a) => a.status === 'closed')).toEqual([]);
  });

  it('must not open and close a pair at every jump of a Double MMSI', async () => {
    const r = rig();
    // 563000071's MMSI is sent by two ships 500 km apart, each every 10 s; 563000072 steams
    // 300 m from one of them. While Double MMSI is open its pairs are left as they are.
    for (let i = 0; i < 60; i++) {
      const t = T0 + i * 10_000;
      const lon = 110 + i * 0.0006;
      r.feed(pos(563000071, t, lon, -5.5, 'priok', { cog: 90, sog: 12 }));
      r.feed(pos(563000071, t + 5000, 114.5 + i * 0.0006, -5.5, 'priok', { cog: 90, sog: 12 }));
      r.feed(pos(563000072, t + 1, lon, -5.5 + 300 * DEG, 'priok', { cog: 90, sog: 12 }));
      if (i % 5 === 0) await r.writer.flush();
    }
    await r.writer.flush();
    // One row per ship on the MMSI, each at its own place.
    const rows = (await r.repo.list('doubleMmsi', { limit: 10, q: '563000071' })).alerts;
    expect(rows).toHaveLength(2);
    expect(rows.map((a) => Math.round(a.lon ?? 0)).sort()).toEqual([110, 115]);
    const pair = r.pushed.filter(
      (a) => a.type === 'closeDistance' && [a.mmsi, a.details.mmsi2].includes(563000072),
    );
    expect(pair.length).toBeLessThanOrEqual(1);
  });

  it('must not fire a CPA warning for a prediction that does not hold to the next look', async () => {
    const r = rig();
    const NM = 1852 * DEG;
    // 4 NM apart; one ship's course swings toward the other for one report, then away.
    const courses = [90, 90, 0, 0, 90, 90, 90, 90, 90, 90, 90, 90];
    for (const [i, cog] of courses.entries()) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000031, t, 113, -6, 'priok', { cog, sog: 12 }));
      r.feed(pos(563000032, t + 1, 113, -6 + 4 * NM, 'priok', { cog: 180, sog: 12 }));
    }
    await r.writer.flush();
    const list = await r.repo.list('closeDistance', { limit: 20 });
    expect(list.alerts.filter((a) => a.mmsi === 563000031)).toHaveLength(0);
  });

  it('must not fire Close Distance for two fishing vessels working a ground together', async () => {
    const r = rig();
    for (let i = 0; i < 12; i++) {
      const t = T0 + i * 10_000;
      for (const [k, mmsi] of [563000021, 563000022].entries()) {
        r.feed(
          pos(mmsi, t + k, 112 + i * 0.0003, -6 + k * 150 * DEG, 'priok', {
            cog: 90,
            sog: 4,
            navStatus: 7,
          }),
        );
      }
    }
    await r.writer.flush();
    const list = await r.repo.list('closeDistance', { limit: 10 });
    expect(list.alerts.filter((a) => a.mmsi === 563000021)).toHaveLength(0);
  });

  it('must not fire Close Distance for ships moored side by side in port', async () => {
    const r = rig();
    // Tanjung Priok: 6°06'S 106°53'E.
    for (let i = 0; i < 10; i++) {
      const t = T0 + i * 10_000;
      r.feed(pos(563000011, t, 106.88, -6.1, 'priok', { sog: 4, cog: 0 }));
      r.feed(pos(563000012, t, 106.88 + 50 * DEG, -6.1, 'priok', { sog: 4, cog: 0 }));
    }
    await r.writer.flush();
    expect(r.engine.openCount).toBe(0);
  });

  it('No IMO opens once and closes when a valid IMO arrives; Double CallSign both ways', async () => {
    const r = rig();
    r.feed(stat(563000021, T0, { imo: null, callSign: 'ABCD' }));
    r.feed(stat(563000021, T0 + 60_000, { imo: null, callSign: 'ABCD' }));
    r.feed(stat(563000022, T0 + 61_000, { imo: 9074729, callSign: 'abcd' }));
    await r.writer.flush();
    const noImo = (await r.repo.list('noImo', { limit: 10, q: '563000021' })).alerts;
    expect(noImo).toHaveLength(1);
    const cs = (await r.repo.list('doubleCallSign', { limit: 10, q: 'abcd' })).alerts;
    expect(cs.map((a) => a.mmsi).sort()).toEqual([563000021, 563000022]);
    expect(cs[0]?.details).toMatchObject({ count: 2 });
    // /metrics counts them per type.
    expect(Object.fromEntries(r.engine.openByType())).toEqual({ noImo: 1, doubleCallSign: 2 });
    r.feed(stat(563000021, T0 + 120_000, { imo: 9074729, callSign: 'WXYZ' }));
    await r.writer.flush();
    expect((await r.repo.list('noImo', { limit: 10, q: '563000021' })).alerts[0]?.status).toBe(
      'closed',
    );
    const after = (await r.repo.list('doubleCallSign', { limit: 10, q: 'abcd' })).alerts;
    expect(after.every((a) => a.status === 'closed')).toBe(true);
  });

  it('Ais Off opens on a silent ship inside coverage and closes when heard again', async () => {
    const r = rig();
    for (let i = 0; i < 5; i++)
      r.feed(pos(563000031, T0 + i * 10_000, 111, -5, 'priok', { sog: 12 }));
    // Another ship keeps being heard nearby.
    for (let m = 0; m <= 20; m++)
      r.feed(pos(563000032, T0 + m * 60_000, 111.1, -5, 'priok', { sog: 0, navStatus: 1 }));
    r.setClock(T0 + 20 * 60_000);
    r.engine.sweep(T0 + 20 * 60_000, 3_600_000);
    await r.writer.flush();
    const off = (await r.repo.list('aisOff', { limit: 10 })).alerts;
    expect(off.map((a) => a.mmsi)).toEqual([563000031]);
    r.feed(pos(563000031, T0 + 21 * 60_000, 111.2, -5, 'priok'));
    await r.writer.flush();
    const closed = (await r.repo.list('aisOff', { limit: 10 })).alerts[0];
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed?.details).toMatchObject({ detectedAtSource: 'priok', gapMin: 19 });
  });

  it('boundary: one record per visit from zone events', async () => {
    const r = rig();
    const zone = { key: 'port:IDTPP', provider: 'port', id: 'IDTPP', name: 'Tanjung Priok' };
    r.engine.zone({ kind: 'enter', zone, mmsi: 563000041, track: 0, t: T0, lon: 107, lat: -6 });
    r.engine.zone({
      kind: 'exit',
      zone,
      mmsi: 563000041,
      track: 0,
      t: T0 + 3_600_000,
      lon: 107.5,
      lat: -6,
    });
    r.engine.zone({
      kind: 'enter',
      zone,
      mmsi: 563000041,
      track: 0,
      t: T0 + 7_200_000,
      lon: 107,
      lat: -6,
    });
    await r.writer.flush();
    const b = (await r.repo.list('boundary', { limit: 10, q: '563000041' })).alerts;
    expect(b.map((a) => [a.status, a.details.status])).toEqual([
      ['open', 'inside'],
      ['closed', 'outside'],
    ]);
  });

  it("alur: the record names the lane's port by the registry, any port with a code", async () => {
    const lane = (port: string) => ({
      key: `map-feature:${port}/Alur ${port}`,
      provider: 'map-feature',
      id: `${port}/Alur ${port}`,
      name: `Alur ${port}`,
    });
    const enter = (r: ReturnType<typeof rig>, port: string, mmsi: number) =>
      r.engine.zone({
        kind: 'enter',
        zone: lane(port),
        mmsi,
        track: 0,
        t: T0,
        lon: 116.8,
        lat: -1.27,
      });
    const names = new Map([
      ['IDBPN', 'Balikpapan'],
      ['IDJKT', 'Jakarta'],
    ]);
    const registry = rig({ portName: (code) => names.get(code) });
    enter(registry, 'IDBPN', 563000051);
    enter(registry, 'IDJKT', 563000052);
    enter(registry, 'IDUJ1', 563000053);
    // Without a registry (this test's rig alone): the domain's district and quick-zoom ports.
    const domain = rig();
    enter(domain, 'IDBOA', 563000054);
    enter(domain, 'IDBPN', 563000055);
    await registry.writer.flush();
    await domain.writer.flush();
    const portName = async (mmsi: number) =>
      (await registry.repo.list('alur', { limit: 10, q: String(mmsi) })).alerts[0]?.details
        .portName;
    expect(await portName(563000051)).toBe('Balikpapan');
    expect(await portName(563000052)).toBe('Jakarta');
    // A code the registry does not know is shown as it is.
    expect(await portName(563000053)).toBe('IDUJ1');
    expect(await portName(563000054)).toBe('Benoa');
    expect(await portName(563000055)).toBe('IDBPN');
  });

  it('boundary: the POI category, and a closer approach updates the visit (not every report)', async () => {
    // Tanjung Priok's circle; a vessel enters 30 NM out and steams in at 12 kn, 10 s reports.
    const priok = { lon: 106.883333, lat: -6.1, category: 'port', code: 'IDTPP' };
    const r = rig({ boundaryPoi: (id) => (id === 'wpi-50000' ? priok : undefined) });
    const zone = { key: 'port:wpi-50000', provider: 'port', id: 'wpi-50000', name: 'Jakarta' };
    const mmsi = 563000042;
    const lat0 = priok.lat - (30 * 1852) / 111_195;
    const puts = vi.spyOn(r.writer, 'put');
    r.engine.zone({ kind: 'enter', zone, mmsi, track: 0, t: T0, lon: priok.lon, lat: lat0 });
    const step = (12 * 1852 * 10) / 3600 / 111_195; // 12 kn for 10 s, in degrees of latitude
    let n = 0;
    for (let lat = lat0; lat < priok.lat - 0.05; lat += step, n++) {
      r.feed(pos(mmsi, T0 + n * 10_000, priok.lon, lat, 'priok', { sog: 12, cog: 0 }));
    }
    await r.writer.flush();
    const [visit] = (await r.repo.list('boundary', { limit: 10, q: String(mmsi) })).alerts;
    expect(visit?.details).toMatchObject({ category: 'port', portId: 'IDTPP', poiId: 'wpi-50000' });
    expect(Number(visit?.details.distance)).toBeLessThan(0.06 * 111_195);
    // Written on entry and at each tenth closer, not at each of the ~n reports.
    const writes = puts.mock.calls.filter(([s]) => s.mmsi === mmsi).length;
    expect(writes).toBeGreaterThan(5);
    expect(writes).toBeLessThan(n / 10);
    // Must not: a vessel leaving the port raises no update (it is not coming closer).
    puts.mockClear();
    for (let i = 0; i < 30; i++) {
      r.feed(pos(mmsi, T0 + (n + i) * 10_000, priok.lon, priok.lat - 0.05 - i * step, 'priok'));
    }
    expect(puts.mock.calls.filter(([s]) => s.mmsi === mmsi)).toHaveLength(0);
  });
});
