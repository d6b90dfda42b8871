import { create } from 'zustand';
import { useLive } from '../../live/live.store.ts';
import type { SourceStatus } from './sources.model.ts';

/**
 * The map's source filter (SPEC §2.5 FILTER AIS): the names of the AIS sources whose vessels
 * the map shows, null for every source (ones added later too). It is the live feed's filter.
 */
export function useSourceFilter(): {
  selected: string[] | null;
  setSelected: (selected: string[] | null) => void;
} {
  const selected = useLive((s) => s.sources);
  const setSelected = useLive((s) => s.setSources);
  return { selected, setSelected };
}

/** One poll's numbers for one source, kept for the Historical tab. */
export interface Sample {
  at: number;
  status: SourceStatus;
}

/** How many polls the Historical tab keeps per source (5 minutes at one poll per 5 s). */
export const HISTORY_LIMIT = 60;

interface SourceHistoryState {
  /** The last `HISTORY_LIMIT` samples per source id, oldest first. */
  samples: Record<number, Sample[]>;
  /** Records one poll (once per `at`: a re-render does not add a sample). */
  record: (at: number, sources: readonly { id: number; status: SourceStatus }[]) => void;
}

export const useSourceHistory = create<SourceHistoryState>()((set) => ({
  samples: {},
  record: (at, sources) =>
    set((state) => {
      const samples: Record<number, Sample[]> = {};
      for (const source of sources) {
        const kept = state.samples[source.id] ?? [];
        if (kept.at(-1)?.at === at) {
          samples[source.id] = kept;
          continue;
        }
        samples[source.id] = [...kept, { at, status: source.status }].slice(-HISTORY_LIMIT);
      }
      return { samples };
    }),
}));
