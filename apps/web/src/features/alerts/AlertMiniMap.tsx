import { Box, useComputedColorScheme } from '@mantine/core';
import type { AlertView } from '@pantau/contracts';
import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle } from '../../map/layers.ts';
import { MapLibreMap } from '../../map/maplibre.ts';
import { useLand } from '../../map/useLand.ts';
import { specZoomToMap } from '../../map/zoom.ts';
import { alertPoints } from './alert-view.ts';

/** The spec zoom the mini map opens at: a harbour's scale. */
const MINI_ZOOM = 11;

/** The base map's style with the alert's red dots on top. */
function withPoints(style: StyleSpecification, points: [number, number][]): StyleSpecification {
  return {
    ...style,
    sources: {
      ...style.sources,
      alert: {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: points.map((c) => ({
            type: 'Feature',
            properties: {},
            geometry: { type: 'Point', coordinates: c },
          })),
        },
      },
    },
    layers: [
      ...style.layers,
      {
        id: 'alert-points',
        type: 'circle',
        source: 'alert',
        paint: {
          'circle-radius': 7,
          'circle-color': '#f01414',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}

/**
 * The Alert dialog's mini map (SPEC §2.26 'row click opens mini map'): a small MapLibre map
 * on the Simple Map with a red dot where the alert was raised (both vessels of a pair).
 * Loaded lazily: it carries MapLibre.
 */
export default function AlertMiniMap({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const theme = useComputedColorScheme('light');
  const land = useLand(false);
  const key = JSON.stringify(alertPoints(alert));
  const points = useMemo(() => JSON.parse(key) as [number, number][], [key]);
  const style = useMemo(
    () => withPoints(resolveStyle('simple', theme, land), points),
    [theme, land, points],
  );
  // The style the map starts with (the dialog keys this map by alert); later ones are set.
  const [initialStyle] = useState(style);

  useEffect(() => {
    const [first] = points;
    if (!container || !first) return;
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    const instance = new MapLibreMap({
      container,
      style: initialStyle,
      center: first,
      zoom: specZoomToMap(MINI_ZOOM),
      ...(points.length > 1
        ? {
            bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
            fitBoundsOptions: { padding: 40, maxZoom: specZoomToMap(MINI_ZOOM) },
          }
        : {}),
      attributionControl: false,
      dragRotate: false,
    });
    map.current = instance;
    return () => {
      map.current = null;
      instance.remove();
    };
  }, [container, points, initialStyle]);

  useEffect(() => {
    map.current?.setStyle(style);
  }, [style]);

  if (points.length === 0) return null;
  return (
    <Box
      ref={setContainer}
      h={220}
      pos="relative"
      aria-label={t('alerts.detail.map')}
      data-testid="alert-mini-map"
      style={{ borderRadius: 4, overflow: 'hidden' }}
    />
  );
}
