import { ALERT_TYPES, type AlertList, type AlertView } from '@pantau/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { boundLoaded, mergeAlert, mergeAlerts, matchesSearch } from './alert-cache.ts';
import { PushMerger } from './alerts.api.ts';
import { alertsMessages } from './alerts.messages.ts';
import { ALERT_COLUMNS, detailRows } from './alert-columns.ts';
import { alertPoints, visibleTabs } from './alert-view.ts';

const t = i18n.getFixedT('en');
const { en, id } = alertsMessages;

const alert = (over: Partial<AlertView> = {}): AlertView => ({
  id: 1,
  type: 'closeDistance',
  priority: 'warning',
  status: 'open',
  mmsi: 525005123,
  name: 'KM SINAR',
  callSign: 'YB1234',
  shipType: 70,
  lon: 106.8,
  lat: -6.1,
  // 1 June 2025 00:00 UTC = 07:00 WIB.
  openedAt: Date.UTC(2025, 5, 1),
  updatedAt: Date.UTC(2025, 5, 1, 0, 1),
  closedAt: null,
  ackBy: null,
  ackAt: null,
  details: {
    mmsi2: 525005999,
    callSign2: 'YB9999',
    shipType2: 80,
    distance: 412,
    lon2: 106.81,
    lat2: -6.1,
  },
  ...over,
});

describe('alert tabs', () => {
  it('shows the types the server counts, in the spec order', () => {
    expect(visibleTabs([{ type: 'noImo' }, { type: 'boundary' }, { type: 'doubleMmsi' }])).toEqual([
      'boundary',
      'doubleMmsi',
      'noImo',
    ]);
    expect(visibleTabs(undefined)).toEqual([]);
  });

  it('keeps the spec labels of the tabs and Load Previous in both languages', () => {
    expect(en.alerts.tabs).toEqual(id.alerts.tabs);
    expect(Object.keys(en.alerts.tabs)).toEqual([...ALERT_TYPES]);
    expect(Object.values(en.alerts.tabs)).toEqual([
      'Boundary',
      'AOI',
      'Alur',
      'Double MMSI',
      'Close Distance',
      'Idle',
      'Double CallSign',
      'Ais Off',
      'No IMO',
      'ZEE',
      // Beyond SPEC §2.26's ten: the radar's dark target and the port papers.
      'Dark Target',
      'PKK & SPB',
    ]);
    expect(id.alerts.loadPrevious).toBe('Load Previous');
  });
});

describe('alert columns', () => {
  it('has the SPEC §3 columns of every type, each with a label', () => {
    for (const type of ALERT_TYPES) {
      expect(ALERT_COLUMNS[type].length).toBeGreaterThan(3);
      for (const c of ALERT_COLUMNS[type]) expect(t(c.label)).not.toBe(c.label);
    }
    expect(ALERT_COLUMNS.closeDistance.map((c) => c.id)).toEqual([
      'timestamp',
      'mmsi1',
      'callSign1',
      'shipType1',
      'mmsi2',
      'callSign2',
      'shipType2',
      'distance',
      'reason',
      'position1',
    ]);
  });

  it('reads a row from the alert and its details, in WIB, missing as -', () => {
    const cells = Object.fromEntries(
      ALERT_COLUMNS.closeDistance.map((c) => [c.id, c.value(alert(), t)]),
    );
    expect(cells).toMatchObject({
      timestamp: '01-06-2025 07:01:00',
      mmsi1: '525005123',
      callSign1: 'YB1234',
      shipType1: 'Cargo, all ships of this type',
      mmsi2: '525005999',
      shipType2: 'Tanker, all ships of this type',
      distance: '412',
      position1: '-6.10000, 106.80000',
    });
    const noImo = alert({ type: 'noImo', callSign: null, lon: null, lat: null, details: {} });
    const row = Object.fromEntries(ALERT_COLUMNS.noImo.map((c) => [c.id, c.value(noImo, t)]));
    expect(row).toMatchObject({ callSign: '-', position: '-', aisClass: '-' });
  });

  it('lists the detail table: own fields, then every detail', () => {
    const rows = detailRows(alert({ ackBy: 'admin', ackAt: Date.UTC(2025, 5, 1, 1) }), t);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(byLabel['Acknowledged']).toBe('admin · 01-06-2025 08:00:00');
    expect(byLabel['Closed']).toBe('-');
    expect(byLabel['MMSI 2']).toBe('525005999');
    expect(byLabel['Longitude 2']).toBe('106.81');
  });

  it('marks both vessels of a pair on the mini map', () => {
    expect(alertPoints(alert())).toEqual([
      [106.8, -6.1],
      [106.81, -6.1],
    ]);
    expect(alertPoints(alert({ lon: null, details: {} }))).toEqual([]);
  });
});

describe('pushed alerts in a loaded list', () => {
  const page = (alerts: AlertView[], next: number | null = null): AlertList => ({ alerts, next });

  it('replaces an alert where it is', () => {
    const pages = [page([alert({ id: 3 })], 3), page([alert({ id: 2 }), alert({ id: 1 })])];
    const acked = alert({ id: 1, ackAt: 5, ackBy: 'admin' });
    const merged = mergeAlert(pages, acked, '');
    expect(merged[1]?.alerts[1]).toBe(acked);
    expect(merged[0]).toBe(pages[0]);
  });

  it('puts a new one on top when it answers the search, else leaves the list', () => {
    const pages = [page([alert({ id: 3 })])];
    expect(
      mergeAlert(pages, alert({ id: 4 }), '')
        .at(0)
        ?.alerts.map((a) => a.id),
    ).toEqual([4, 3]);
    expect(mergeAlert(pages, alert({ id: 4 }), 'sinar').at(0)?.alerts.length).toBe(2);
    expect(mergeAlert(pages, alert({ id: 4 }), 'yb9999').at(0)?.alerts.length).toBe(2);
    expect(mergeAlert(pages, alert({ id: 4 }), 'melati')).toBe(pages);
    expect(mergeAlert([], alert({ id: 4 }), '')).toEqual([]);
    expect(matchesSearch(alert(), ' 5250051 ')).toBe(true);
  });

  it('merges several pushes in their order, a later copy of an alert winning', () => {
    const pages = [page([alert({ id: 3 })])];
    const merged = mergeAlerts(
      pages,
      [alert({ id: 4 }), alert({ id: 5 }), alert({ id: 4, status: 'closed' })],
      '',
    );
    expect(merged[0]?.alerts.map((a) => [a.id, a.status])).toEqual([
      [5, 'open'],
      [4, 'closed'],
      [3, 'open'],
    ]);
  });

  it('keeps a whole shift of pushes within the bound, the oldest rows going and Load Previous pointing at them', () => {
    const ids = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => alert({ id: from - i }));
    const data = { pages: [page(ids(100, 50), 51), page(ids(50, 50), 1)], pageParams: [null, 51] };
    expect(boundLoaded(data, 100)).toEqual(data);
    // Three pushes on top: the last three rows of the second page go, its cursor moves up.
    const pushed = mergeAlerts(
      data.pages,
      [alert({ id: 101 }), alert({ id: 102 }), alert({ id: 103 })],
      '',
    );
    const bounded = boundLoaded({ pages: pushed, pageParams: data.pageParams }, 100);
    expect(bounded.pages.flatMap((p) => p.alerts).length).toBe(100);
    expect(bounded.pages[0]?.alerts[0]?.id).toBe(103);
    expect(bounded.pages[1]?.alerts.at(-1)?.id).toBe(4);
    expect(bounded.pages[1]?.next).toBe(4);
    expect(bounded.pageParams).toEqual([null, 51]);
    // Far more than the bound: whole pages go with their parameters.
    const grown = mergeAlerts(data.pages, ids(400, 120).reverse(), '');
    const cut = boundLoaded({ pages: grown, pageParams: data.pageParams }, 100);
    expect(cut.pages.length).toBe(1);
    expect(cut.pageParams).toEqual([null]);
    expect(cut.pages[0]?.alerts.length).toBe(100);
    expect(cut.pages[0]?.next).toBe(cut.pages[0]?.alerts.at(-1)?.id);
  });
});

describe('pushes merged at most once a second', () => {
  it('sends the first at once, gathers the rest until a second has passed, newest copy of each', () => {
    vi.useFakeTimers();
    try {
      const flushed: number[][] = [];
      const merger = new PushMerger(
        (alerts) => flushed.push(alerts.map((a) => a.id * 10 + (a.status === 'closed' ? 1 : 0))),
        1000,
      );
      const t0 = Date.now();
      merger.push(alert({ id: 1 }), t0);
      expect(flushed).toEqual([[10]]);
      merger.push(alert({ id: 2 }), t0 + 100);
      merger.push(alert({ id: 3 }), t0 + 200);
      merger.push(alert({ id: 2, status: 'closed' }), t0 + 300);
      expect(flushed.length).toBe(1);
      vi.advanceTimersByTime(899);
      expect(flushed.length).toBe(1);
      vi.advanceTimersByTime(1);
      expect(flushed).toEqual([[10], [30, 21]]);
      merger.push(alert({ id: 4 }));
      merger.dispose();
      vi.advanceTimersByTime(5000);
      expect(flushed.length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('why a Close Distance row fired', () => {
  const reason = ALERT_COLUMNS.closeDistance.find((c) => c.id === 'reason')!;
  it('says the distance now against the limit for a close pair', () => {
    const a = alert({ details: { distance: 410, risk: 'close', limit: 500 } });
    expect(reason.value(a, t)).toBe('410 m apart now (limit 500 m)');
  });
  it('says the predicted CPA and the minutes to it for a prediction, in Indonesian too', () => {
    const a = alert({
      details: { distance: 17560, risk: 'cpa', cpa: 320, tcpaMin: 24, limit: 3704 },
    });
    expect(reason.value(a, t)).toBe('Predicted to pass 320 m apart in 24 min (17,560 m now)');
    expect(reason.value(a, i18n.getFixedT('id'))).toBe(
      'Diperkirakan berpapasan 320 m dalam 24 menit (17.560 m sekarang)',
    );
  });
});
