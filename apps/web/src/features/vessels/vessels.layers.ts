import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../feature.ts';
import { useDrawnColumns } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { TRACK_RGB } from '../../map/marks.ts';
import { useZoomLevel } from '../../map/useView.ts';
import { vesselLegend } from '../../map/vessel-legend.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useVesselDrawer } from '../../map/useVesselDrawer.ts';
import { selectMmsi, useSelectedMmsi } from '../../selection/selection.store.ts';
import { trackPaths } from '../../vessel/track.ts';
import { useTrack } from '../../vessel/vessels.api.ts';
import { usePlayback } from './playback.store.ts';

const loadVessels = () => import('../../map/vessels.deck.ts');
const loadMarkers = () => import('../../map/bookmarks.deck.ts');

const pickVessel = (mmsi: number | null) => {
  if (clicksSelect()) selectMmsi('vessel', mmsi);
};

/** The live vessels (SPEC §2), drawn as every vessel is (`useVesselDrawer`). */
function useVesselLayers(): readonly Layer[] {
  const vessels = useDrawnColumns((s) => s.columns);
  const selected = useSelectedMmsi('vessel');
  const headingPrediction = useMapDisplay((s) => s.headingPrediction);
  const plotStatus = useMapDisplay((s) => s.plotStatus);
  return useVesselDrawer(vessels, { selected, headingPrediction, plotStatus, onPick: pickVessel });
}

/** The selected vessel's last 24 h (SPEC §4 'Vessel selection'), under the vessels. */
function useTrackLayers(): readonly Layer[] {
  const module = useLazyModule(loadVessels);
  const selected = useSelectedMmsi('vessel');
  const points = useTrack(selected).data?.points;
  return useMemo(
    () => (module && points && selected !== null ? module.trackLayers(trackPaths(points)) : []),
    [module, points, selected],
  );
}

/** Where the vessel replay is, above the vessels. */
function usePlaybackLayers(): readonly Layer[] {
  const module = useLazyModule(loadMarkers);
  const point = usePlayback((s) => s.point);
  return useMemo(() => (module ? module.playbackLayers(point) : []), [module, point]);
}

/** The legend of the vessels in view: their types, and the marks drawn on them now. */
function useVesselLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const vessels = useDrawnColumns((s) => s.columns);
  const selected = useSelectedMmsi('vessel');
  const headingPrediction = useMapDisplay((s) => s.headingPrediction);
  const plotStatus = useMapDisplay((s) => s.plotStatus);
  const zoom = useZoomLevel();
  return useMemo(
    () => [
      {
        id: 'vessels',
        title: t('legendGroups.vessels'),
        entries: vesselLegend(
          vessels,
          { zoom, selected, plotStatus, headingPrediction },
          {
            stale: t('vessels.legend.stale'),
            bubble: t('vessels.legend.bubble'),
            selected: t('vessels.legend.selected'),
            plotStatus: t('vessels.legend.plotStatus'),
            prediction: t('vessels.legend.prediction'),
          },
        ),
      },
    ],
    [t, vessels, zoom, selected, plotStatus, headingPrediction],
  );
}

/** The selected vessel's track, when it is drawn. */
function useTrackLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const selected = useSelectedMmsi('vessel');
  const points = useTrack(selected).data?.points;
  return useMemo(() => {
    if (selected === null || !points || points.length === 0) return [];
    const paths = trackPaths(points);
    return [
      {
        id: 'track',
        title: t('vessels.legend.track'),
        entries: [
          {
            id: 'heard',
            label: t('vessels.legend.trackHeard'),
            symbol: { kind: 'line', rgb: TRACK_RGB },
          },
          ...(paths.dashed.length > 0
            ? [
                {
                  id: 'track-gap',
                  label: t('vessels.legend.trackGap'),
                  symbol: { kind: 'line' as const, rgb: TRACK_RGB, dashed: true },
                },
              ]
            : []),
        ],
      },
    ];
  }, [t, selected, points]);
}

export const VESSEL_LAYERS: readonly MapLayer[] = [
  {
    id: 'vessel-track',
    band: 'under-vessels',
    useLayers: useTrackLayers,
    useLegend: useTrackLegend,
  },
  { id: 'vessels', band: 'vessels', useLayers: useVesselLayers, useLegend: useVesselLegend },
  { id: 'playback', band: 'over-vessels', useLayers: usePlaybackLayers },
];
