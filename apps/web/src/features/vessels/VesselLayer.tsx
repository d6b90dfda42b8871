import { useEffect, useMemo, useRef } from 'react';
import { useMapInstance } from '../../map/MapContext.ts';
import type { VesselOverlay, VesselScene } from '../../map/vessels.deck.ts';
import { useRuler } from '../map/ruler.store.ts';
import { useAidLayers } from '../aids/useAidLayers.ts';
import { useFeatureLayers } from '../alur/useFeatureLayers.ts';
import { useExtraLayers, type ExtraLayers } from '../bookmarks/useExtraLayers.ts';
import { useLive } from './live.store.ts';
import { trackPaths } from './track.ts';
import { useTrack } from './vessels.api.ts';

/**
 * Puts the live vessels on the map: loads the deck.gl layers lazily and redraws them when
 * the worker posts new columns, the selection, the map settings or the track change. With
 * Live Map Mode off it keeps drawing the vessels it had (the feed goes on underneath) and
 * takes the newest again when it is turned back on.
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
  const headingPrediction = useLive((s) => s.headingPrediction);
  const plotStatus = useLive((s) => s.plotStatus);
  const liveMap = useLive((s) => s.liveMap);
  const scene = useRef<VesselScene>({
    vessels: null,
    selected: null,
    headingPrediction: true,
    plotStatus: false,
    track: null,
  });
  // Bookmarked vessels' yellow circles and the replay marker, above the vessels.
  const extraLayers = useExtraLayers();
  const extra = useRef(extraLayers);
  // The ports' lanes and the aids to navigation (SBNP), under the vessels.
  const aidLayers = useAidLayers();
  const featureLayers = useFeatureLayers();
  const below = useMemo(() => [...featureLayers, ...aidLayers], [featureLayers, aidLayers]);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    void import('../../map/vessels.deck.ts').then(({ createVesselOverlay }) => {
      if (cancelled) return;
      overlay.current = createVesselOverlay(map, (mmsi) => {
        // While measuring, a click is a ruler point, not a choice of vessel.
        if (!useRuler.getState().active) useLive.getState().select(mmsi);
      });
      overlay.current.render(withExtra(scene.current, extra.current));
    });
    const unsubscribe = useLive.subscribe((s, prev) => {
      // Paused: keep what is drawn (but draw the first vessels when nothing is yet).
      if (s.columns === prev.columns || (!s.liveMap && scene.current.vessels)) return;
      scene.current = { ...scene.current, vessels: s.columns };
      overlay.current?.render(withExtra(scene.current, extra.current));
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
      vessels: liveMap ? useLive.getState().columns : scene.current.vessels,
      selected,
      headingPrediction,
      plotStatus,
      track: selected === null ? null : track,
      below,
    };
    extra.current = extraLayers;
    overlay.current?.render(withExtra(scene.current, extraLayers));
  }, [selected, track, headingPrediction, plotStatus, liveMap, extraLayers, below]);

  return null;
}

function withExtra(scene: VesselScene, extra: ExtraLayers): VesselScene {
  return { ...scene, extra: extra(scene.vessels) };
}
