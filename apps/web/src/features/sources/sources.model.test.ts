import { DISTRICTS } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  districtTree,
  formatLatency,
  formatRate,
  isChecked,
  NO_DISTRICT,
  savedName,
  searchSources,
  toggleSelected,
  type Source,
  type StationNode,
} from './sources.model.ts';
import { HISTORY_LIMIT, useSourceHistory } from './sources.store.ts';

const status = {
  engine: 'connected' as const,
  engineStatus: true,
  dataStatus: true,
  messageRate: 2.5,
  messages: 10,
  decodeErrors: 0,
  duplicates: 0,
  lastMessageAt: null,
  latencyMs: null,
  detail: null,
};

function source(id: number, name: string, more: Partial<Source> = {}): Source {
  return {
    id,
    name,
    kind: 'tcp-client',
    host: '10.0.0.1',
    port: 5631,
    path: null,
    speed: null,
    satellite: false,
    district: null,
    parentId: null,
    enabled: true,
    status,
    ...more,
  };
}

describe('FILTER AIS (SPEC §2.5)', () => {
  it('searches names and hosts, case-insensitively', () => {
    const all = [source(1, 'VTS_Benoa'), source(2, 'mcc', { host: '192.168.1.9' })];
    expect(searchSources(all, 'benoa').map((s) => s.name)).toEqual(['VTS_Benoa']);
    expect(searchSources(all, '192.168').map((s) => s.name)).toEqual(['mcc']);
    expect(searchSources(all, '  ')).toHaveLength(2);
  });

  it('ticks and unticks sources; every one ticked means every source (null)', () => {
    const all = ['a', 'b', 'c'];
    expect(isChecked(null, 'a')).toBe(true);
    const withoutB = toggleSelected(null, all, 'b', false);
    expect(withoutB).toEqual(['a', 'c']);
    expect(isChecked(withoutB, 'b')).toBe(false);
    expect(toggleSelected(withoutB, all, 'b', true)).toBeNull();
    expect(toggleSelected([], all, 'c', true)).toEqual(['c']);
    expect(toggleSelected(['c'], all, 'c', false)).toEqual([]);
  });
});

describe('DISNAV (SPEC §2.5 regional tree)', () => {
  it('lists the 25 districts in order, stations with their children nested', () => {
    const tree = districtTree([
      source(1, 'VTS_Benoa', { district: 'Benoa' }),
      source(2, 'SROP_Celukan', { district: 'Benoa', parentId: 1 }),
      source(3, 'sensor_2', { district: 'Benoa', parentId: 2 }),
      source(4, 'LPS_Sabang', { district: 'Sabang' }),
    ]);
    expect(tree.map((d) => d.district)).toEqual(DISTRICTS.map((d) => d.name));
    const benoa = tree.find((d) => d.district === 'Benoa');
    expect(benoa?.count).toBe(3);
    expect(benoa?.stations).toHaveLength(1);
    expect(benoa?.stations[0]?.source.name).toBe('VTS_Benoa');
    expect(benoa?.stations[0]?.children[0]?.source.name).toBe('SROP_Celukan');
    expect(benoa?.stations[0]?.children[0]?.children[0]?.source.name).toBe('sensor_2');
    expect(tree.find((d) => d.district === 'Sorong')?.count).toBe(0);
  });

  it('keeps sources with no district, or a parent elsewhere, and survives a cycle', () => {
    const tree = districtTree([
      source(1, 'mcc', { satellite: true }),
      source(2, 'child', { district: 'Ambon', parentId: 9 }),
      source(3, 'x', { district: 'Tual', parentId: 4 }),
      source(4, 'y', { district: 'Tual', parentId: 3 }),
    ]);
    expect(tree.at(-1)?.district).toBe(NO_DISTRICT);
    expect(tree.at(-1)?.stations[0]?.source.name).toBe('mcc');
    expect(tree.find((d) => d.district === 'Ambon')?.stations[0]?.source.name).toBe('child');
    const tual = tree.find((d) => d.district === 'Tual');
    const flat = (nodes: readonly StationNode[]): string[] =>
      nodes.flatMap((n) => [n.source.name, ...flat(n.children)]);
    expect(flat(tual?.stations ?? []).sort()).toEqual(['x', 'y']);
  });
});

describe('formatting', () => {
  it('mirrors the server: spaces in a name become underscores', () => {
    expect(savedName(' VTS  Tanjung Priok ')).toBe('VTS_Tanjung_Priok');
  });

  it('formats rates, latencies and addresses', () => {
    expect(formatRate(2.54)).toBe('2.5 msg/s');
    expect(formatLatency(null)).toBe('-');
    expect(formatLatency(420)).toBe('420 ms');
    expect(formatLatency(2500)).toBe('2.5 s');
    expect(addressOf(source(1, 'a'))).toBe('10.0.0.1:5631');
    expect(addressOf(source(1, 'f', { kind: 'file', path: '/data/a.log' }))).toBe('/data/a.log');
  });
});

describe('Historical samples', () => {
  it('keeps the last 60 polls per source, once per poll', () => {
    const { record } = useSourceHistory.getState();
    for (let at = 1; at <= HISTORY_LIMIT + 5; at++) record(at, [{ id: 7, status }]);
    record(HISTORY_LIMIT + 5, [{ id: 7, status }]);
    const kept = useSourceHistory.getState().samples[7] ?? [];
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]?.at).toBe(6);
    expect(kept.at(-1)?.at).toBe(HISTORY_LIMIT + 5);
    // A deleted source's samples go with it.
    record(1000, []);
    expect(useSourceHistory.getState().samples[7]).toBeUndefined();
  });
});
