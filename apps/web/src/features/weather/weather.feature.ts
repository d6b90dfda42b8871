import type { WebFeature } from '../feature.ts';
import { PortBmkg } from './PortBmkg.tsx';
import { VesselWeatherRisk } from './VesselWeatherRisk.tsx';
import { WeatherPanel } from './WeatherPanel.tsx';
import { WeatherTool } from './WeatherTool.tsx';
import { WEATHER_LAYERS } from './weather.layers.ts';

/**
 * Weather for mariners (SPEC §2.1 Peta Cuaca, §2.3 BMKG weather): the toolbar's Peta Cuaca
 * button and panel (weather per area with its date choice, an area's forecast, the wave
 * legend and BMKG's credit), the sea-area layer, switched there or in LAYERS & MAP, and the
 * vessel card's sea-state risk for the ship's class, and BMKG's forecast under a port's
 * WEATHER tab.
 */
export const weatherFeature: WebFeature = {
  name: 'weather',
  tools: [{ name: 'weather', order: 67, Tool: WeatherTool }],
  layers: WEATHER_LAYERS,
  overlays: [{ slot: 'topRight', order: 15, Overlay: WeatherPanel }],
  cardSections: { vessel: VesselWeatherRisk },
  portTabSections: { weather: PortBmkg },
};
