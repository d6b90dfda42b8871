/// <reference lib="webworker" />
import { FRAME_POSITIONS, readFrameHeader, readPositions } from '@pantau/contracts';
import { VesselSet } from '../src/live/vessel-set.ts';
import { columnBuffers, type VesselColumns } from '../src/live/live.protocol.ts';

/**
 * The bench's own worker, doing what `live.worker.ts` does with a binary frame from the
 * socket (`onBinary` then `flush`): decode it with `@pantau/contracts`, apply it to the real
 * `VesselSet`, build the ready-to-draw columns and post them back transferred. The frame
 * comes by `postMessage` (transferred) instead of the socket; the live worker's 16 ms
 * coalescing delay is left out.
 */

declare const self: DedicatedWorkerGlobalScope;

export interface Applied {
  columns: VesselColumns;
  /** Worker time spent in decode + `VesselSet.apply`, and in `VesselSet.columns`, ms. */
  applyMs: number;
  columnsMs: number;
}

const vessels = new VesselSet();

self.onmessage = (event: MessageEvent<ArrayBuffer | 'gc'>) => {
  const buffer = event.data;
  if (buffer === 'gc') {
    // Chromium started with --js-flags=--expose-gc gives every isolate gc().
    (globalThis as { gc?: () => void }).gc?.();
    self.postMessage('gc');
    return;
  }
  const t0 = performance.now();
  const header = readFrameHeader(buffer);
  if (header.kind !== FRAME_POSITIONS) throw new Error(`unexpected frame kind ${header.kind}`);
  vessels.apply(readPositions(buffer, header.count));
  const t1 = performance.now();
  const columns = vessels.columns(Date.now());
  const t2 = performance.now();
  const message: Applied = { columns, applyMs: t1 - t0, columnsMs: t2 - t1 };
  // Every column goes back transferred, as the live worker's flush does.
  self.postMessage(message, columnBuffers(columns));
};
