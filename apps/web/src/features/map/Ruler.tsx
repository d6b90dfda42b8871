import { NativeSelect, Popover, Stack, Text } from '@mantine/core';
import { ToolButton } from '../../ui/ToolButton.tsx';
import {
  DISTANCE_UNITS,
  formatDistance,
  isDistanceUnit,
  pathLengthM,
  type DistanceUnit,
} from '@pantau/geo';
import { IconRuler2 } from '@tabler/icons-react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import type { MapMouseEvent } from '../../map/maplibre.ts';
import { useMapTool } from '../../map/tool.store.ts';
import { useRuler } from './ruler.store.ts';

const SOURCE = 'ruler';
const LINE_LAYER = 'ruler-line';
const POINT_LAYER = 'ruler-points';
const RULER_COLOUR = '#e8590c';

const UNITS = Object.keys(DISTANCE_UNITS) as DistanceUnit[];

function rulerGeoJson(points: readonly [number, number][]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...(points.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: points.map((p) => [...p]) },
            },
          ]
        : []),
      ...points.map((p) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: [...p] },
      })),
    ],
  };
}

/**
 * Puts the ruler's line and points on the map as a GeoJSON source with a line and a circle
 * layer, again after every style change (base map, theme, land) since a new style drops them.
 */
function drawRuler(map: MapLibreMap, points: readonly [number, number][]): void {
  const data = rulerGeoJson(points);
  try {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    if (source) void source.setData(data);
    else map.addSource(SOURCE, { type: 'geojson', data });
    if (!map.getLayer(LINE_LAYER)) {
      map.addLayer({
        id: LINE_LAYER,
        type: 'line',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': RULER_COLOUR, 'line-width': 2.5 },
      });
    }
    if (!map.getLayer(POINT_LAYER)) {
      map.addLayer({
        id: POINT_LAYER,
        type: 'circle',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': 4,
          'circle-color': '#fff',
          'circle-stroke-color': RULER_COLOUR,
          'circle-stroke-width': 2,
        },
      });
    }
  } catch {
    // The style is still loading: its 'styledata' event brings us back.
  }
}

/** While the ruler is on: clicks add points, Escape clears, double clicks do not zoom. */
function useRulerOnMap(map: MapLibreMap | null): void {
  const active = useRuler((s) => s.active);
  const points = useRuler((s) => s.points);
  // While measuring, a click is a ruler point, not a choice of vessel or aid.
  useEffect(() => {
    useMapTool.getState().setActive(active ? 'ruler' : null);
  }, [active]);

  useEffect(() => {
    if (!map) return;
    // A new style (base map, theme, land) comes without the ruler's source and layers.
    const redraw = () => {
      if (!map.getSource(SOURCE) || !map.getLayer(LINE_LAYER) || !map.getLayer(POINT_LAYER)) {
        drawRuler(map, useRuler.getState().points);
      }
    };
    redraw();
    map.on('styledata', redraw);
    return () => {
      map.off('styledata', redraw);
    };
  }, [map]);

  useEffect(() => {
    if (map) drawRuler(map, points);
  }, [map, points]);

  useEffect(() => {
    if (!map || !active) return;
    const onClick = (event: MapMouseEvent) => {
      useRuler.getState().add([event.lngLat.lng, event.lngLat.lat]);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') useRuler.getState().clear();
    };
    map.on('click', onClick);
    window.addEventListener('keydown', onKey);
    map.doubleClickZoom.disable();
    const canvas = map.getCanvasContainer();
    canvas.style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      window.removeEventListener('keydown', onKey);
      map.doubleClickZoom.enable();
      canvas.style.cursor = '';
    };
  }, [map, active]);
}

/**
 * The toolbar ruler (SPEC §2, §9): click points on the map to measure the polyline along
 * the ellipsoid; Nautical Mile (3 decimals, the default), Kilometer or Meter (1 decimal).
 * Escape or turning it off clears it.
 */
export function RulerTool() {
  const { t } = useTranslation();
  const map = useMapInstance();
  useRulerOnMap(map);
  const active = useRuler((s) => s.active);
  const points = useRuler((s) => s.points);
  const unit = useRuler((s) => s.unit);
  const { toggle, setUnit } = useRuler.getState();

  return (
    <Popover
      opened={active}
      position="left"
      shadow="md"
      width={220}
      withArrow
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus={false}
      returnFocus={false}
      // Under the dialogs (Mantine's modals are at 200, a popover at 300 by default): the
      // ruler card stays open while a dialog is up, but never over it.
      zIndex={190}
    >
      <Popover.Target>
        <ToolButton
          label={t('map.ruler.title')}
          on={active}
          quiet={active}
          testId="ruler-toggle"
          onClick={toggle}
        >
          <IconRuler2 size={20} />
        </ToolButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="xl" fw={700} ff="monospace" data-testid="ruler-distance">
            {formatDistance(pathLengthM(points), unit)}
          </Text>
          <NativeSelect
            size="xs"
            aria-label={t('map.ruler.unit')}
            value={unit}
            data={UNITS.map((u) => ({ value: u, label: t(`map.ruler.units.${u}`) }))}
            onChange={(e) => {
              if (isDistanceUnit(e.currentTarget.value)) setUnit(e.currentTarget.value);
            }}
            data-testid="ruler-unit"
          />
          <Text size="xs" c="dimmed">
            {points.length === 0
              ? t('map.ruler.hint')
              : t('map.ruler.points', { count: points.length })}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
