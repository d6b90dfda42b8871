import type { WebFeature } from '../feature.ts';
import { HistoricalBar } from './HistoricalBar.tsx';
import { PLAYBACK_LAYERS } from './playback.layers.ts';

/**
 * The data source mode (stream or historical) and Historical Overall Playback: the whole
 * picture of a day replayed from the server's store, drawn on the GPU with a time filter.
 */
export const playbackFeature: WebFeature = {
  name: 'playback',
  layers: PLAYBACK_LAYERS,
  overlays: [{ slot: 'bottomCenter', order: 5, Overlay: HistoricalBar }],
};
