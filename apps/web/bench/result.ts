/** What one bench page reports back to the runner (`map.bench.ts`). */

export type Stack = 'pantau' | 'maplibre' | 'overlay' | 'empty';

export interface ViewSpec {
  id: string;
  center: [number, number];
  zoom: number;
}

export interface UpdateTiming {
  /** Frame arrival → on screen, ms. */
  totalMs: number;
  /** Parts of it (ours: worker decode+apply, worker columns, render call; baseline: build + setData). */
  parts: Record<string, number>;
}

export interface MemoryReading {
  /** `performance.memory.usedJSHeapSize` of the page's main thread after GC, bytes. */
  mainHeap: number;
  /**
   * `performance.measureUserAgentSpecificMemory()`'s JavaScript entries (heaps and their
   * ArrayBuffers) over the page and its workers (MapLibre's, ours), bytes; null when the
   * browser would not measure.
   */
  allContexts: number | null;
  /** The same measurement's Canvas entries (drawing buffers the page holds), bytes. */
  canvas: number | null;
  /** The whole measurement by context kind and type ('Window JavaScript', ...), bytes. */
  byContext: Record<string, number>;
}

export interface PageResult {
  stack: Stack;
  n: number;
  view: string;
  /** The first frame (all N vessels new), same method as the updates. */
  first: UpdateTiming | null;
  updates: UpdateTiming[];
  /** requestAnimationFrame deltas while the map pans, ms. */
  panDeltas: number[];
  memoryEmpty: MemoryReading;
  memory: MemoryReading;
  /** What the page saw of the renderer, to show the run used software WebGL. */
  renderer: string;
  /** What our overlay drew the vessels as while panning: its layers' ids ('vessels': icons). */
  layers: string[];
}
