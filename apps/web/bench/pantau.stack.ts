import type { Deck } from '@deck.gl/core';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createVesselOverlay, type VesselScene } from '../src/map/vessels.deck.ts';
import type { Applied } from './apply.worker.ts';
import { gpuDone, nextFrame, type VesselStack } from './measure.ts';

/** deck.gl's instance inside the overlay (private: the bench only listens to its draws). */
function deckOf(map: MapLibreMap): Deck | null {
  const controls = (map as unknown as { _controls?: unknown[] })._controls ?? [];
  for (const control of controls) {
    const deck = (control as { _deck?: Deck })._deck;
    if (deck) return deck;
  }
  return null;
}

/**
 * Our path: the frame goes (transferred) to a worker that decodes it and applies it to the
 * real `VesselSet` (`apply.worker.ts`); the columns come back transferred and go to the real
 * `createVesselOverlay(...).render` as `VesselLayer` hands them over. On screen = deck.gl's
 * next draw after `render` (its `onAfterRender`), the GPU done with it (a fence on deck.gl's
 * canvas), then one more animation frame.
 */
export function pantauStack(map: MapLibreMap): VesselStack {
  const overlay = createVesselOverlay(map, () => undefined);
  const deck = deckOf(map);
  if (!deck) throw new Error('no deck.gl instance in the vessel overlay');
  let drawn: ((attributesMs: number) => void) | null = null;
  // deck.gl updates layers at the start of its next frame, then draws: after that draw, its
  // 'Update Attributes' stat holds the vessel layer's attribute update (the only layer here).
  const stats = (deck as unknown as { stats: { get: (name: string) => { lastTiming: number } } })
    .stats;
  const attributes = stats.get('Update Attributes');
  deck.setProps({ onAfterRender: () => drawn?.(attributes.lastTiming) });
  const worker = new Worker(new URL('./apply.worker.ts', import.meta.url), { type: 'module' });
  // The vessel layer's scene as the map opens: nothing selected, map settings at their defaults.
  let scene: VesselScene = {
    vessels: null,
    selected: null,
    headingPrediction: true,
    plotStatus: false,
  };
  overlay.render(scene);

  return {
    update: async (frame) => {
      const t0 = performance.now();
      const applied = new Promise<Applied>((resolve) => {
        worker.onmessage = (event: MessageEvent<Applied>) => resolve(event.data);
      });
      worker.postMessage(frame, [frame]);
      const { columns, applyMs, columnsMs } = await applied;
      const t1 = performance.now();
      const onScreen = new Promise<number>((resolve) => {
        drawn = resolve;
      });
      scene = { ...scene, vessels: columns };
      overlay.render(scene);
      const t2 = performance.now();
      const attributesMs = await onScreen;
      drawn = null;
      const t3 = performance.now();
      await gpuDone(deck.getCanvas());
      const t4 = performance.now();
      await nextFrame();
      const t5 = performance.now();
      return {
        totalMs: t5 - t0,
        parts: {
          workerApply: applyMs,
          workerColumns: columnsMs,
          toMain: t1 - t0 - applyMs - columnsMs,
          render: t2 - t1,
          untilDrawn: t3 - t2,
          deckAttributes: attributesMs,
          gpuDone: t4 - t3,
          nextFrame: t5 - t4,
        },
      };
    },
    gcWorkers: () => {
      const done = new Promise<void>((resolve) => {
        worker.onmessage = () => resolve();
      });
      worker.postMessage('gc');
      return done;
    },
    layers: () => (deck.props.layers as { id: string }[]).map((layer) => layer.id),
  };
}
