import type { Layer } from '@deck.gl/core';
import { periodForDay } from '@pantau/domain';
import { createElement, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { LegendEntry, LegendGroup } from '../../map/legend.ts';
import { OpacitySlider } from '../../map/OpacitySlider.tsx';
import { useOpacityOf } from '../../map/overlay-opacity.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { MapLayer } from '../feature.ts';
import { useAreaShapes, useWeatherAreas } from './weather.api.ts';
import { NO_FORECAST, WAVE_COLOURS } from './weather.colours.ts';
import { useWeather } from './weather.store.ts';

const loadLayers = () => import('./weather.deck.ts');

/** The layer's id: its LAYERS & MAP switch 'BMKG weather' and the Peta Cuaca panel's. */
export const WEATHER_AREAS = 'weather-areas';

function chooseArea(code: string): void {
  useWeather.setState({ area: code, open: true });
}

/** The sea areas in the colour of their waves on the day chosen (SPEC §2.1, §9). */
function useWeatherAreaLayers(): readonly Layer[] {
  const deck = useLazyModule(loadLayers);
  const areas = useWeatherAreas(true);
  const shapes = useAreaShapes(true);
  const day = useWeather((s) => s.day);
  const chosen = useWeather((s) => s.area);
  const opacity = useOpacityOf(WEATHER_AREAS, 1);
  // Switched off (in the Peta Cuaca panel or LAYERS & MAP), the layer is no longer asked for:
  // its details close with it (SPEC §4 'turning off removes layer and closes details').
  useEffect(() => () => useWeather.setState({ area: null }), []);
  return useMemo(() => {
    if (!deck || !areas.data || !shapes.data) return [];
    const byCode = new Map(areas.data.areas.map((a) => [a.code, a]));
    // The day's period as of the answer (asked again every few minutes).
    const now = areas.dataUpdatedAt;
    const drawings = shapes.data.shapes.map((s) => {
      const forecast = byCode.get(s.code);
      const period = forecast ? periodForDay(forecast.periods, day, now) : null;
      const category = period?.waveCategory as keyof typeof WAVE_COLOURS | null | undefined;
      return {
        code: s.code,
        polygons: s.polygons,
        rgb: category ? WAVE_COLOURS[category] : NO_FORECAST,
        stale: forecast?.stale ?? true,
        chosen: s.code === chosen,
      };
    });
    return deck.weatherAreaLayers(drawings, opacity, chooseArea);
  }, [deck, areas.data, areas.dataUpdatedAt, shapes.data, day, chosen, opacity]);
}

/** The day's wave categories of the areas drawn, calm to extreme, and areas without one. */
function useWeatherLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const areas = useWeatherAreas(true);
  const shapes = useAreaShapes(true);
  const day = useWeather((s) => s.day);
  return useMemo(() => {
    if (!areas.data || !shapes.data) return [];
    const byCode = new Map(areas.data.areas.map((a) => [a.code, a]));
    const now = areas.dataUpdatedAt;
    const present = new Set<string>();
    let without = false;
    for (const s of shapes.data.shapes) {
      const forecast = byCode.get(s.code);
      const category = forecast ? periodForDay(forecast.periods, day, now)?.waveCategory : null;
      if (category) present.add(category);
      else without = true;
    }
    const entries: LegendEntry[] = (Object.keys(WAVE_COLOURS) as (keyof typeof WAVE_COLOURS)[])
      .filter((c) => present.has(c))
      .map((c) => ({
        id: `wave-${c.replace(' ', '-')}`,
        label: c,
        symbol: { kind: 'swatch', rgb: WAVE_COLOURS[c], alpha: 0.6 },
      }));
    if (without)
      entries.push({
        id: 'wave-none',
        label: t('weather.legendNone'),
        symbol: { kind: 'swatch', rgb: NO_FORECAST, alpha: 0.6 },
      });
    return [{ id: 'weather', title: t('weather.legendTitle'), entries }];
  }, [t, areas.data, areas.dataUpdatedAt, shapes.data, day]);
}

function useUnavailable(): MessageKey | null {
  return useWeatherAreas(true).data?.state === 'notConfigured'
    ? 'weather.notConfiguredShort'
    : null;
}

function WeatherAreaDetails({ shown }: { shown: boolean }) {
  return createElement(OpacitySlider, { id: WEATHER_AREAS, fallback: 1, shown });
}

/** LAYERS & MAP's 'BMKG weather' (`layer-toggle-weather-areas`), off by default. */
export const WEATHER_LAYERS: readonly MapLayer[] = [
  {
    id: WEATHER_AREAS,
    band: 'base-overlay',
    toggle: {
      label: 'weather.layer',
      defaultOn: false,
      Details: WeatherAreaDetails,
      useUnavailable,
    },
    useLayers: useWeatherAreaLayers,
    useLegend: useWeatherLegend,
  },
];
