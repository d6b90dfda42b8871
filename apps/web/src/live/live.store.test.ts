import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, filtersOf } from './live.store.ts';

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
