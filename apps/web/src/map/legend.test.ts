import { describe, expect, it } from 'vitest';
import { legendGroups, type LegendEntry, type LegendGroup } from './legend.ts';

const entry = (id: string): LegendEntry => ({
  id,
  label: id,
  symbol: { kind: 'dot', rgb: [0, 0, 0] },
});
const group = (id: string, ...ids: string[]): LegendGroup => ({
  id,
  title: id,
  entries: ids.map(entry),
});

describe('the legend groups', () => {
  it('puts vessels first, joins what several layers add to one group, drops empty ones', () => {
    const reported = new Map<string, LegendGroup[]>([
      ['zee', [group('areas', 'zee')]],
      ['ports', [group('poi', 'ports')]],
      ['density', [group('density', 'band-0')]],
      ['vessels', [group('vessels', 'cargo', 'bubble')]],
      ['bookmarks', [group('vessels', 'bookmarked', 'cargo')]],
      ['weather', [group('weather')]],
      ['gone', [group('vessels', 'never')]],
    ]);
    const groups = legendGroups(reported, [
      'zee',
      'ports',
      'density',
      'vessels',
      'bookmarks',
      'weather',
    ]);
    expect(groups.map((g) => g.id)).toEqual(['vessels', 'poi', 'areas', 'density']);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual(['cargo', 'bubble', 'bookmarked']);
  });
});
