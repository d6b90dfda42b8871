import { useEffect, useMemo, useRef } from 'react';
import { useMapInstance } from '../../map/MapContext.ts';
import type { VesselOverlay, VesselScene } from '../../map/vessels.deck.ts';
import { useLive } from './live.store.ts';
import { trackPaths } from './track.ts';
import { useTrack } from './vessels.api.ts';

/**
 * Puts the live vessels on the map: loads the deck.gl layers lazily and redraws them when
 * the worker posts new columns, the selection changes or the track arrives.
 */
export function VesselLayer() {
  const map = useMapInstance();
  const overlay = useRef<VesselOverlay | null>(null);
  const selected = useLive((s) => s.selected);
  const trackQuery = useTrack(selected);
  const track = useMemo(
    () => (trackQuery.data && selected !== null ? trackPaths(trackQuery.data.points) : null),
    [trackQuery.data, selected],
  );
  const headingLines = useLive((s) => s.headingLines);
  const scene = useRef<VesselScene>({
    vessels: null,
    selected: null,
    headingLines: true,
    track: null,
  });

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    void import('../../map/vessels.deck.ts').then(({ createVesselOverlay }) => {
      if (cancelled) return;
      overlay.current = createVesselOverlay(map, (mmsi) => useLive.getState().select(mmsi));
      overlay.current.render(scene.current);
    });
    const unsubscribe = useLive.subscribe((s, prev) => {
      if (s.columns === prev.columns) return;
      scene.current = { ...scene.current, vessels: s.columns };
      overlay.current?.render(scene.current);
    });
    return () => {
      cancelled = true;
      unsubscribe();
      overlay.current?.remove();
      overlay.current = null;
    };
  }, [map]);

  useEffect(() => {
    scene.current = {
      vessels: useLive.getState().columns,
      selected,
      headingLines,
      track: selected === null ? null : track,
    };
    overlay.current?.render(scene.current);
  }, [selected, track, headingLines]);

  return null;
}
