import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, filtersOf, latencyOf } from './live.store.ts';
import type { VesselColumns } from './live.protocol.ts';

describe('filtersOf', () => {
  it('sends no group filter when every group is shown', () => {
    expect(filtersOf({ groups: ALL_GROUPS, liveOnly: false })).toEqual({});
  });
  it('sends the groups shown and the live-only choice', () => {
    expect(filtersOf({ groups: ['cargo', 'tanker'], liveOnly: true })).toEqual({
      groups: ['cargo', 'tanker'],
      liveOnly: true,
    });
    expect(filtersOf({ groups: [], liveOnly: false })).toEqual({ groups: [] });
  });
  it('sends the sources ticked in DATA SOURCE, none when all are shown', () => {
    expect(filtersOf({ groups: ALL_GROUPS, liveOnly: false, sources: null })).toEqual({});
    expect(filtersOf({ groups: ALL_GROUPS, liveOnly: false, sources: ['priok'] })).toEqual({
      sources: ['priok'],
    });
    expect(filtersOf({ groups: ALL_GROUPS, liveOnly: false, sources: [] })).toEqual({
      sources: [],
    });
  });
});

describe('data source mode', () => {
  it('draws no stream in historical mode and the newest stream again after', async () => {
    const { useDataSourceMode, useDrawnColumns, useLive } = await import('./live.store.ts');
    const columns = (count: number) => ({ count }) as unknown as VesselColumns;
    useLive.setState({ columns: columns(1) });
    expect(useDrawnColumns.getState().columns?.count).toBe(1);
    useDataSourceMode.getState().setMode('historical');
    expect(useDrawnColumns.getState().columns).toBeNull();
    useLive.setState({ columns: columns(2) });
    expect(useDrawnColumns.getState().columns).toBeNull();
    useDataSourceMode.getState().setMode('stream');
    expect(useDrawnColumns.getState().columns?.count).toBe(2);
  });
});

describe('the vessel count', () => {
  it("is the drawn stream's, and in historical mode the replay's (0 while none draws)", async () => {
    const { shownVesselCount } = await import('./live.store.ts');
    expect(shownVesselCount('stream', 1726, 80)).toBe(1726);
    expect(shownVesselCount('stream', null, null)).toBe(0);
    expect(shownVesselCount('historical', 1726, 232)).toBe(232);
    expect(shownVesselCount('historical', 1726, null)).toBe(0);
  });
});

describe('Live Map Mode off', () => {
  it('keeps the first vessels drawn, not an empty first frame', async () => {
    const { useDataSourceMode, useDrawnColumns, useLive } = await import('./live.store.ts');
    const { useMapDisplay } = await import('../map/display.store.ts');
    const columns = (count: number) => ({ count }) as unknown as VesselColumns;
    useDataSourceMode.getState().setMode('stream');
    useLive.setState({ columns: null });
    useDrawnColumns.setState({ columns: null });
    useMapDisplay.setState({ liveMap: false });
    useLive.setState({ columns: columns(0) });
    useLive.setState({ columns: columns(120) });
    expect(useDrawnColumns.getState().columns?.count).toBe(120);
    useLive.setState({ columns: columns(130) });
    expect(useDrawnColumns.getState().columns?.count).toBe(120);
    useMapDisplay.setState({ liveMap: true });
    expect(useDrawnColumns.getState().columns?.count).toBe(130);
  });
});

describe('latencyOf', () => {
  it('is the age of the newest position, never negative', () => {
    expect(latencyOf(1_000, 1_250)).toBe(250);
    expect(latencyOf(2_000, 1_900)).toBe(0);
  });
  it('is no figure while the picture has no position (it read 1.8e12 ms before)', () => {
    expect(latencyOf(0, 1_796_222_293_606)).toBeNull();
  });
});
