import type { SourceView } from '@pantau/contracts';
import { DISTRICTS } from '@pantau/domain';

export type Source = SourceView;
export type SourceStatus = SourceView['status'];

/** The built-in simulator's row (SPEC §2.5): it has no record to edit, restart or delete. */
export const isBuiltIn = (source: Pick<Source, 'id'>): boolean => source.id < 0;

/** Sources whose name or host holds the search text (case-insensitive). */
export function searchSources(sources: readonly Source[], query: string): Source[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sources];
  return sources.filter(
    (s) => s.name.toLowerCase().includes(q) || (s.host ?? '').toLowerCase().includes(q),
  );
}

/** Whether a source's vessels are on the map under the filter (null: every source). */
export const isChecked = (selected: readonly string[] | null, name: string): boolean =>
  selected === null || selected.includes(name);

/**
 * The filter after ticking or unticking one source. Ticking the last unticked one gives null
 * (every source, also those added later).
 */
export function toggleSelected(
  selected: readonly string[] | null,
  all: readonly string[],
  name: string,
  checked: boolean,
): string[] | null {
  const current = selected ?? all;
  const next = checked ? [...new Set([...current, name])] : current.filter((n) => n !== name);
  return all.every((n) => next.includes(n)) ? null : next;
}

/** A station and the SROP, LPS and sensor sites under it (SPEC §2.5 regional tree). */
export interface StationNode {
  source: Source;
  children: StationNode[];
}

export interface DistrictNode {
  district: string;
  stations: StationNode[];
  /** Sources in the district, stations and children. */
  count: number;
}

/** The label of sources with no district in the DISNAV tab. */
export const NO_DISTRICT = 'No district';

function treeOf(sources: readonly Source[]): StationNode[] {
  const ids = new Set(sources.map((s) => s.id));
  const byParent = new Map<number, Source[]>();
  for (const s of sources) {
    if (s.parentId !== null && ids.has(s.parentId) && s.parentId !== s.id) {
      byParent.set(s.parentId, [...(byParent.get(s.parentId) ?? []), s]);
    }
  }
  const seen = new Set<number>();
  const build = (source: Source): StationNode => {
    seen.add(source.id);
    return {
      source,
      children: (byParent.get(source.id) ?? []).filter((c) => !seen.has(c.id)).map(build),
    };
  };
  // A parent elsewhere (another district, or deleted) leaves a child at the top.
  const roots = sources.filter(
    (s) => s.parentId === null || !ids.has(s.parentId) || s.parentId === s.id,
  );
  const tree = roots.map(build);
  // A cycle of parents has no root: show what is left at the top rather than lose it.
  for (const s of sources) if (!seen.has(s.id)) tree.push(build(s));
  return tree;
}

/**
 * The DISNAV tab: the 25 districts in the spec's order, each with its stations as trees
 * (parents with their children nested), then the sources with no district, if any.
 */
export function districtTree(sources: readonly Source[]): DistrictNode[] {
  const names = DISTRICTS.map((d) => d.name);
  const groups = [...names, NO_DISTRICT].map((district) => {
    const members = sources.filter((s) =>
      district === NO_DISTRICT
        ? s.district === null || !names.includes(s.district)
        : s.district === district,
    );
    return { district, stations: treeOf(members), count: members.length };
  });
  return groups.filter((g) => g.district !== NO_DISTRICT || g.count > 0);
}

/** SPEC §5: the server turns spaces in a name into underscores; the form shows the result. */
export const savedName = (name: string): string => name.trim().replace(/\s+/g, '_');

/** Messages per second, to one decimal. */
export const formatRate = (rate: number): string => `${rate.toFixed(rate >= 100 ? 0 : 1)} msg/s`;

export const formatLatency = (ms: number | null): string =>
  ms === null ? '-' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/** Where a source reads from, in a few words. */
export function addressOf(source: Pick<Source, 'kind' | 'host' | 'port' | 'path'>): string {
  switch (source.kind) {
    case 'file':
      return source.path ?? '-';
    case 'simulator':
      return 'built-in simulator';
    default:
      return `${source.host ?? '0.0.0.0'}:${source.port ?? '-'}`;
  }
}
