import type { Layer } from '@deck.gl/core';
import { useCallback, useEffect, useRef } from 'react';
import { inBandOrder, type MapLayer } from './layer.ts';
import { layerShown, useLayerToggles } from './layer-toggles.store.ts';
import { useMapDisplay } from './display.store.ts';
import { useMapInstance } from './MapContext.ts';
import type { DeckOverlay } from './deck-overlay.ts';

/** One layer's source: calls its hook and hands what it answers to the overlay. */
function LayerSource({
  layer,
  report,
}: {
  layer: MapLayer;
  report: (id: string, layers: readonly Layer[] | null) => void;
}) {
  const layers = layer.useLayers();
  useEffect(() => report(layer.id, layers), [layer.id, layers, report]);
  useEffect(() => () => report(layer.id, null), [layer.id, report]);
  return null;
}

/**
 * Draws the map layers the features describe, band by band (`layer.ts`), on one deck.gl
 * overlay; a layer switched off in LAYERS & MAP is not asked for its layers at all.
 */
export function DeckLayers({ layers }: { layers: readonly MapLayer[] }) {
  const map = useMapInstance();
  const on = useLayerToggles((s) => s.on);
  const shown = inBandOrder(layers.filter((l) => layerShown(l, on)));
  const order = useRef<string[]>([]);
  const current = useRef(new Map<string, readonly Layer[]>());
  const overlay = useRef<DeckOverlay | null>(null);
  // While a dialog covers the map, changes wait and are drawn once it is uncovered.
  const covered = useMapDisplay((s) => s.covered > 0);
  const held = useRef(false);
  const waiting = useRef(false);

  const draw = useCallback(() => {
    if (held.current) {
      waiting.current = true;
      return;
    }
    waiting.current = false;
    overlay.current?.setLayers(order.current.flatMap((id) => current.current.get(id) ?? []));
  }, []);

  useEffect(() => {
    held.current = covered;
    if (!covered && waiting.current) draw();
  }, [covered, draw]);

  const report = useCallback(
    (id: string, next: readonly Layer[] | null) => {
      if (next) current.current.set(id, next);
      else current.current.delete(id);
      draw();
    },
    [draw],
  );

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    void import('./deck-overlay.ts').then(({ createDeckOverlay }) => {
      if (cancelled) return;
      overlay.current = createDeckOverlay(map);
      draw();
    });
    return () => {
      cancelled = true;
      overlay.current?.remove();
      overlay.current = null;
    };
  }, [map, draw]);

  // The order changes (a switch turned on or off) without any layer reporting.
  const key = shown.map((l) => l.id).join(' ');
  useEffect(() => {
    order.current = key ? key.split(' ') : [];
    draw();
  }, [key, draw]);

  return shown.map((layer) => <LayerSource key={layer.id} layer={layer} report={report} />);
}
