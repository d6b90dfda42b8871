import { create } from 'zustand';
import type { SourceStatus } from './sources.model.ts';

interface SourceFilterState {
  /**
   * The names of the AIS sources whose vessels the map shows (FILTER AIS checkboxes); null
   * means every source, including ones added later.
   */
  selected: string[] | null;
  setSelected: (selected: string[] | null) => void;
}

/** The map's source filter (SPEC §2.5 FILTER AIS): the vessel layer reads `selected`. */
export const useSourceFilter = create<SourceFilterState>()((set) => ({
  selected: null,
  setSelected: (selected) => set({ selected }),
}));

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
