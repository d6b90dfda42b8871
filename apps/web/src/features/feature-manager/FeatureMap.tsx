import { Box, useComputedColorScheme } from '@mantine/core';
import type { FeatureCollection as GeoJsonCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle } from '../../map/layers.ts';
import { MapLibreMap } from '../../map/maplibre.ts';
import { featureColour } from '../../map/feature-colours.ts';
import { useLand } from '../../map/useLand.ts';
import { specZoomToMap } from '../../map/zoom.ts';
import type { DraftFeature } from './feature-input.ts';

/** The spec zoom the manager's map opens at: the port's harbour. */
const PORT_ZOOM = 11;

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The features as GeoJSON with their colour as a property the style reads. */
function coloured(features: readonly DraftFeature[], preview: boolean): GeoJsonCollection {
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: { name: f.properties.name, colour: hex(featureColour(f)), preview },
    })),
  };
}

const SOURCES = ['working', 'preview'] as const;

/** The base map's style with the working set and the plotted preview drawn on top. */
function withFeatures(
  style: StyleSpecification,
  features: readonly DraftFeature[],
  preview: DraftFeature | null,
): StyleSpecification {
  const layers: StyleSpecification['layers'] = [];
  for (const source of SOURCES) {
    const dash = source === 'preview' ? { 'line-dasharray': [2, 1] } : {};
    layers.push(
      {
        id: `${source}-fill`,
        type: 'fill',
        source,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.2 },
      },
      {
        id: `${source}-line`,
        type: 'line',
        source,
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'line-color': ['get', 'colour'], 'line-width': 3, ...dash },
      },
      {
        id: `${source}-point`,
        type: 'circle',
        source,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': source === 'preview' ? 8 : 6,
          'circle-color': ['get', 'colour'],
          'circle-stroke-color': '#222222',
          'circle-stroke-width': 1.5,
        },
      },
    );
  }
  return {
    ...style,
    sources: {
      ...style.sources,
      working: { type: 'geojson', data: coloured(features, false) },
      preview: { type: 'geojson', data: coloured(preview ? [preview] : [], true) },
    },
    layers: [...style.layers, ...layers],
  };
}

/**
 * The feature manager's own map (SPEC §2.23 'fullscreen, own map'): the port's harbour on the
 * base map, the working set in its colours and the plotted preview dashed over it.
 */
export function FeatureMap({
  center,
  features,
  preview,
}: {
  center: readonly [number, number];
  features: readonly DraftFeature[];
  preview: DraftFeature | null;
}) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const theme = useComputedColorScheme('light');
  const land = useLand(true);
  // The working set and the preview live in the style: setStyle diffs it into setData calls.
  const style = useMemo(
    () => withFeatures(resolveStyle('simple', theme, land), features, preview),
    [theme, land, features, preview],
  );
  const [initialStyle] = useState(style);
  const [initialCenter] = useState(center);

  useEffect(() => {
    if (!container) return;
    const instance = new MapLibreMap({
      container,
      style: initialStyle,
      center: [initialCenter[0], initialCenter[1]],
      zoom: specZoomToMap(PORT_ZOOM),
      attributionControl: false,
      dragRotate: false,
    });
    map.current = instance;
    (window as { __featureManagerMap?: MapLibreMap }).__featureManagerMap = instance;
    return () => {
      delete (window as { __featureManagerMap?: MapLibreMap }).__featureManagerMap;
      map.current = null;
      instance.remove();
    };
  }, [container, initialStyle, initialCenter]);

  useEffect(() => {
    map.current?.setStyle(style);
  }, [style]);

  // Plot shows the preview: the map goes to it.
  useEffect(() => {
    if (!map.current || !preview) return;
    const g = preview.geometry;
    const points =
      g.type === 'Point'
        ? [g.coordinates]
        : g.type === 'LineString'
          ? g.coordinates
          : (g.coordinates[0] ?? []);
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    map.current.fitBounds(
      [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
      {
        padding: 80,
        maxZoom: specZoomToMap(14),
        duration: 0,
      },
    );
  }, [preview]);

  return (
    <Box
      ref={setContainer}
      pos="absolute"
      inset={0}
      role="region"
      aria-label={t('featureManager.map')}
      data-testid="feature-manager-map"
      data-features={features.length}
      data-preview={preview ? preview.geometry.type : 'none'}
    />
  );
}
