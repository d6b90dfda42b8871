import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MemoryReading, UpdateTiming } from './result.ts';

/** The bench page's measuring tools: frames, the scripted pan, memory after GC. */

/** A way to put vessels on the map (ours, the baseline), timed per update. */
export interface VesselStack {
  /** Applies one positions frame, answering when it is on screen and what it took. */
  update: (frame: ArrayBuffer) => Promise<UpdateTiming>;
  /** Starts the stack's own worker if it has one and has it collect its garbage. */
  gcWorkers: () => Promise<void>;
  /** The ids of the layers it draws now (ours: deck.gl's; the baseline: none). */
  layers: () => string[];
}

export const nextFrame = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(resolve));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves at the next `idle` of the map (all sources loaded, last frame drawn). */
export const nextIdle = (map: MapLibreMap): Promise<void> =>
  new Promise((resolve) => map.once('idle', () => resolve()));

/**
 * Resolves once the GPU has done everything drawn on `canvas` so far (a fence, polled).
 * WebGL only queues commands, and under software GL the GPU process can run whole frames
 * behind the page: "drawn" without this is only "submitted". (`gl.finish()` returns at once
 * in Chromium, so it cannot tell.)
 */
export async function gpuDone(canvas: HTMLCanvasElement | null | undefined): Promise<void> {
  const gl = canvas?.getContext('webgl2');
  if (!gl) throw new Error('no WebGL 2 context to wait for');
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) throw new Error('no fence');
  gl.flush();
  while (gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED) await sleep(2);
  gl.deleteSync(fence);
}

export const PAN_PX = 400;
export const PAN_MS = 2500;

/**
 * Pans the map `PAN_PX` east and back, `PAN_MS` each way (MapLibre's own easing, linear),
 * and answers every requestAnimationFrame delta meanwhile.
 */
export async function panFrames(map: MapLibreMap): Promise<number[]> {
  const deltas: number[] = [];
  let recording = true;
  let last = await nextFrame();
  const tick = (t: number) => {
    deltas.push(t - last);
    last = t;
    if (recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  for (const dx of [PAN_PX, -PAN_PX]) {
    const ended = new Promise((resolve) => map.once('moveend', resolve));
    map.panBy([dx, 0], { duration: PAN_MS, easing: (t) => t });
    await ended;
  }
  recording = false;
  return deltas;
}

interface UaMemory {
  bytes: number;
  breakdown: { bytes: number; attribution: { scope: string }[]; types: string[] }[];
}

/** JS memory after garbage collection (needs Chromium's --expose-gc, precise memory info). */
export async function memoryAfterGc(): Promise<MemoryReading> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('no gc(): start Chromium with --js-flags=--expose-gc');
  for (let i = 0; i < 3; i++) {
    gc();
    await sleep(100);
  }
  const perf = performance as Performance & {
    memory?: { usedJSHeapSize: number };
    measureUserAgentSpecificMemory?: () => Promise<UaMemory>;
  };
  let allContexts: number | null = null;
  let canvas: number | null = null;
  const byContext: Record<string, number> = {};
  if (globalThis.crossOriginIsolated && perf.measureUserAgentSpecificMemory) {
    const measured = await perf.measureUserAgentSpecificMemory();
    allContexts = 0;
    canvas = 0;
    for (const entry of measured.breakdown) {
      const scope = entry.attribution[0]?.scope ?? 'shared';
      const key = `${scope} ${entry.types.join('+') || 'untyped'}`;
      byContext[key] = (byContext[key] ?? 0) + entry.bytes;
      if (entry.types.includes('JavaScript')) allContexts += entry.bytes;
      if (entry.types.includes('Canvas')) canvas += entry.bytes;
    }
  }
  return { mainHeap: perf.memory?.usedJSHeapSize ?? NaN, allContexts, canvas, byContext };
}
