import type { DistanceUnit } from '@pantau/geo';
import { create } from 'zustand';
import type { AoiShape } from './aoi-shapes.ts';

/** How an area is made (SPEC §2.4): drawn on the map, or typed as coordinates. */
export type AoiMethod = 'draw' | 'coordinate';
export type AoiType = 'Polygon' | 'Circle';

/** Where LIST ZONA AOI is: closed, open over the map, or minimised to show the map. */
export type ZonaView = 'closed' | 'open' | 'minimised';

export interface AoiDraft {
  /** Empty until chosen (SPEC §4 'AOI creation': the method starts empty). */
  method: AoiMethod | null;
  type: AoiType;
  name: string;
  description: string;
  /** Polygon: `name,latitude,longitude` lines; Circle: `latitude,longitude`. */
  coordinates: string;
  radius: string;
  radiusUnit: DistanceUnit;
}

const EMPTY_DRAFT: AoiDraft = {
  method: null,
  type: 'Polygon',
  name: '',
  description: '',
  coordinates: '',
  radius: '',
  radiusUnit: 'nmi',
};

interface AoiState {
  draft: AoiDraft;
  /** The shape plotted or drawn: what Submit sends, and the map's preview. */
  shape: AoiShape | null;
  /** While terra-draw takes the map's clicks (Start Draw … Done). */
  drawing: boolean;
  /** The areas ticked in 'Tampilkan Zona AOI', drawn on the map. */
  ticked: readonly number[];
  zona: ZonaView;
  /** Changes the draft; a changed shape input throws the plotted shape away. */
  edit: (patch: Partial<AoiDraft>) => void;
  setShape: (shape: AoiShape | null) => void;
  setDrawing: (drawing: boolean) => void;
  /** Cancel, or after a submit: the method and everything typed are cleared. */
  reset: () => void;
  tick: (id: number, on: boolean) => void;
  setTicked: (ids: readonly number[]) => void;
  setZona: (zona: ZonaView) => void;
}

const SHAPE_INPUTS: readonly (keyof AoiDraft)[] = [
  'method',
  'type',
  'coordinates',
  'radius',
  'radiusUnit',
];

export const useAoi = create<AoiState>()((set) => ({
  draft: EMPTY_DRAFT,
  shape: null,
  drawing: false,
  ticked: [],
  zona: 'closed',
  edit: (patch) =>
    set((s) => {
      const shapeChanged = SHAPE_INPUTS.some((k) => k in patch && patch[k] !== s.draft[k]);
      return {
        draft: { ...s.draft, ...patch },
        ...(shapeChanged ? { shape: null, drawing: false } : {}),
      };
    }),
  setShape: (shape) => set({ shape }),
  setDrawing: (drawing) => set({ drawing }),
  reset: () => set({ draft: EMPTY_DRAFT, shape: null, drawing: false }),
  tick: (id, on) =>
    set((s) => ({
      ticked: on ? [...s.ticked.filter((t) => t !== id), id] : s.ticked.filter((t) => t !== id),
    })),
  setTicked: (ticked) => set({ ticked }),
  setZona: (zona) => set({ zona }),
}));
