import type { Topology } from 'topojson-specification';
import land50mUrl from 'world-atlas/land-50m.json?url';
import { landFromTopology } from '../src/map/land.ts';
import { resolveStyle } from '../src/map/layers.ts';
import { MapLibreMap } from '../src/map/maplibre.ts';
import { mapCanvasAttributes, webglRenderer } from '../src/map/renderer.ts';
import { makeFleet, positionsFrame } from './frames.ts';
import { maplibreStack } from './maplibre.stack.ts';
import { memoryAfterGc, nextFrame, nextIdle, panFrames, type VesselStack } from './measure.ts';
import { pantauStack } from './pantau.stack.ts';
import type { PageResult, Stack, UpdateTiming, ViewSpec } from './result.ts';

/**
 * One bench run in one page: `?stack=…&n=…&updates=…&view=…`. It opens the app's Simple
 * Map (the app's own style resolver and Natural Earth 1:50m land), puts N vessels on it
 * through the chosen stack (`pantau`: ours; `maplibre`: the baseline; `overlay`: our deck.gl
 * overlay with no vessels; `empty`: the map alone), times the updates, pans, and reads
 * memory after GC. The runner (`map.bench.ts`) calls `window.pantauBench()`.
 */

const params = new URLSearchParams(location.search);
const stack = (params.get('stack') ?? 'pantau') as Stack;
const n = Number(params.get('n') ?? 10_000);
const updates = Number(params.get('updates') ?? 3);
const view = JSON.parse(params.get('view') ?? 'null') as ViewSpec | null;
if (!view) throw new Error('?view= is missing');
const SETTLE_FRAMES = 10;

async function loadMap(): Promise<MapLibreMap> {
  const response = await fetch(land50mUrl);
  const coarse = landFromTopology((await response.json()) as Topology);
  const container = document.getElementById('map');
  if (!container) throw new Error('no #map');
  // The options of MapView.tsx.
  const map = new MapLibreMap({
    container,
    style: resolveStyle('simple', 'light', { coarse, detail: null }),
    center: view?.center,
    zoom: view?.zoom,
    minZoom: 2,
    maxZoom: 19,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    renderWorldCopies: true,
    canvasContextAttributes: mapCanvasAttributes(),
  });
  await new Promise((resolve) => map.once('load', resolve));
  if (!map.loaded()) await nextIdle(map);
  return map;
}

async function run(): Promise<PageResult> {
  const map = await loadMap();
  await nextFrame();
  const memoryEmpty = await memoryAfterGc();
  let vesselStack: VesselStack | null = null;
  if (stack === 'pantau' || stack === 'overlay') vesselStack = pantauStack(map);
  else if (stack === 'maplibre') vesselStack = maplibreStack(map);
  let first: UpdateTiming | null = null;
  const timings: UpdateTiming[] = [];
  if (vesselStack && stack !== 'overlay') {
    // Starts the stack's worker: the app's live worker runs long before frames come.
    await vesselStack.gcWorkers();
    const fleet = makeFleet(n);
    // Frames are made before the clock starts: building them is the server's work.
    const frames = Array.from({ length: updates + 1 }, (_, step) =>
      positionsFrame(fleet, step, Date.now()),
    );
    for (const [step, frame] of frames.entries()) {
      const timing = await vesselStack.update(frame);
      if (step === 0) {
        first = timing;
        // SwiftShader compiles a pipeline when it first draws with it, in the GPU process,
        // after the first frame has "drawn": let that pass before timing the updates.
        for (let i = 0; i < SETTLE_FRAMES; i++) await nextFrame();
      } else timings.push(timing);
    }
  }
  const panDeltas = await panFrames(map);
  const layers = vesselStack?.layers() ?? [];
  await vesselStack?.gcWorkers();
  const memory = await memoryAfterGc();
  return {
    stack,
    n: first ? n : 0,
    view: view?.id ?? '',
    first,
    updates: timings,
    panDeltas,
    memoryEmpty,
    memory,
    renderer: webglRenderer(map.getCanvas()),
    layers,
  };
}

(window as unknown as { pantauBench: () => Promise<PageResult> }).pantauBench = run;
