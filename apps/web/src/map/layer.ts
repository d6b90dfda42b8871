import type { Layer } from '@deck.gl/core';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/i18n.ts';
import type { LegendGroup } from './legend.ts';

/** Layers are drawn band by band, in this order; within a band, in the features' order. */
export const BANDS = [
  'base-overlay',
  // The base map's names: over its overlays (charts, weather, lanes), under what is plotted.
  'base-labels',
  'under-vessels',
  'vessels',
  'over-vessels',
] as const;
export type Band = (typeof BANDS)[number];

/**
 * A map layer as data: its band, an optional LAYERS & MAP switch (its label a message key),
 * and the hook that answers its deck.gl layers (their code loaded lazily with the map; a new
 * array only when they change). Features describe them; `DeckLayers` draws them.
 */
export interface MapLayer {
  id: string;
  band: Band;
  toggle?: {
    label: MessageKey;
    defaultOn: boolean;
    /** Shown under the switch (an opacity slider, say); `shown`: whether the layer is on. */
    Details?: ComponentType<{ shown: boolean }>;
    /**
     * Why the layer cannot be shown now (a message key, e.g. its service is not configured),
     * or null: the switch is then off, disabled, and says so.
     */
    useUnavailable?: () => MessageKey | null;
  };
  useLayers: () => readonly Layer[];
  /**
   * What the layer draws on screen now, for the map's legend (`legend.ts`); called only while
   * the legend is open and the layer shown.
   */
  useLegend?: () => readonly LegendGroup[];
}

/** The layers in drawing order: band by band, keeping the given order within one. */
export function inBandOrder<L extends { band: Band }>(layers: readonly L[]): L[] {
  return BANDS.flatMap((band) => layers.filter((l) => l.band === band));
}
