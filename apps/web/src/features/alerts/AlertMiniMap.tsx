import { Box, useComputedColorScheme } from '@mantine/core';
import type { AlertView } from '@pantau/contracts';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle } from '../../map/layers.ts';
import { MapLibreMap } from '../../map/maplibre.ts';
import { useLand } from '../../map/useLand.ts';
import { specZoomToMap } from '../../map/zoom.ts';
import { afterPaint } from '../../ui/afterPaint.ts';
import { alertPoints } from './alert-view.ts';

/** The spec zoom the mini map opens at: a harbour's scale. */
const MINI_ZOOM = 11;

/** The alert's red dots. */
function dots(points: readonly [number, number][]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((c) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [...c] },
    })),
  };
}

/** The base map's style with the alert's red dots on top. */
function withPoints(style: StyleSpecification, points: [number, number][]): StyleSpecification {
  return {
    ...style,
    sources: {
      ...style.sources,
      alert: { type: 'geojson', data: dots(points) },
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
 * Loaded lazily: it carries MapLibre. Square corners: a rounded clip around the WebGL canvas
 * made the browser compose every frame of the page through one more pass, drawn in software
 * here (20 ms a frame, 2 ms without; a row click 100-160 ms, 40-64 ms without).
 */
export default function AlertMiniMap({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const theme = useComputedColorScheme('light');
  const land = useLand(false);
  const key = JSON.stringify(alertPoints(alert));
  const points = useMemo(() => JSON.parse(key) as [number, number][], [key]);
  const base = useMemo(() => resolveStyle('simple', theme, land), [theme, land]);
  const style = useMemo(() => withPoints(base, points), [base, points]);
  // What the map shows: the map is made with the latest, later changes are set on it.
  const latest = useRef({ style, points, base });
  const shown = useRef<{ base: StyleSpecification | null; points: unknown }>({
    base: null,
    points: null,
  });
  useEffect(() => {
    latest.current = { style, points, base };
  });

  // The map is made once the click that opened the detail is on screen: a map's making
  // (its WebGL context, style and first tiles) held that click's frame.
  const [instance, setInstance] = useState<MapLibreMap | null>(null);
  useEffect(() => {
    if (!container) return;
    let made: MapLibreMap | null = null;
    const cancel = afterPaint(() => {
      const now = latest.current;
      made = new MapLibreMap({
        container,
        style: now.style,
        center: now.points[0] ?? [118, -2],
        zoom: specZoomToMap(MINI_ZOOM),
        attributionControl: false,
        dragRotate: false,
        // No fading labels: each faded frame is one more software draw of the map.
        fadeDuration: 0,
      });
      frame(made, now.points);
      shown.current = { base: now.base, points: now.points };
      setInstance(made);
    });
    return () => {
      cancel();
      setInstance(null);
      made?.remove();
    };
  }, [container]);

  // Another base (theme, land) is a new style; another row's dots are only new data for the
  // dots' source (a whole style set again at every row click redrew the map from nothing).
  // The map moves once the click's own frame is on screen: the row and its detail first.
  useEffect(() => {
    if (!instance) return;
    return afterPaint(() => {
      const source = instance.getSource<GeoJSONSource>('alert');
      if (shown.current.base !== base || !source) instance.setStyle(style);
      else if (shown.current.points !== points) void source.setData(dots(points));
      if (shown.current.points !== points) frame(instance, points);
      shown.current = { base, points };
    });
  }, [instance, base, points, style]);

  if (points.length === 0) return null;
  return (
    <Box
      ref={setContainer}
      h={220}
      pos="relative"
      aria-label={t('alerts.detail.map')}
      data-testid="alert-mini-map"
      data-points={key}
    />
  );
}
