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

/** Where the mini map looks for these points: the one point, or the box of both. */
function frame(map: MapLibreMap, points: readonly [number, number][]): void {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) {
    map.jumpTo({ center: first, zoom: specZoomToMap(MINI_ZOOM) });
    return;
  }
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  map.fitBounds([Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)], {
    padding: 40,
    maxZoom: specZoomToMap(MINI_ZOOM),
    animate: false,
  });
}

/**
 * The Alert dialog's mini map (SPEC §2.26 'row click opens mini map'): a small MapLibre map
 * on the Simple Map with a red dot where the alert was raised (both vessels of a pair).
 * One map while the detail is open: a click on another row moves it and redraws its dots
 * (a map made per row cost a WebGL context, a style and its tiles at every click).
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
  // What the map shows: the map is made with the latest, later changes are set on it.
  const latest = useRef({ style, points });
  const shown = useRef<{ style: StyleSpecification | null; points: unknown }>({
    style: null,
    points: null,
  });
  useEffect(() => {
    latest.current = { style, points };
  });

  useEffect(() => {
    if (!container) return;
    const now = latest.current;
    const instance = new MapLibreMap({
      container,
      style: now.style,
      center: now.points[0] ?? [118, -2],
      zoom: specZoomToMap(MINI_ZOOM),
      attributionControl: false,
      dragRotate: false,
    });
    frame(instance, now.points);
    map.current = instance;
    shown.current = { style: now.style, points: now.points };
    return () => {
      map.current = null;
      instance.remove();
    };
  }, [container]);

  useEffect(() => {
    if (!map.current || shown.current.style === style) return;
    map.current.setStyle(style);
    shown.current.style = style;
  }, [style]);

  useEffect(() => {
    if (!map.current || shown.current.points === points) return;
    frame(map.current, points);
    shown.current.points = points;
  }, [points]);

  if (points.length === 0) return null;
  return (
    <Box
      ref={setContainer}
      h={220}
      pos="relative"
      aria-label={t('alerts.detail.map')}
      data-testid="alert-mini-map"
      data-points={key}
      style={{ borderRadius: 4, overflow: 'hidden' }}
    />
  );
}
