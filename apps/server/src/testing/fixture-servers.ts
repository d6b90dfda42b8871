import { join } from 'node:path';

/**
 * The external services' fixture servers, each kept beside its adapter in its feature,
 * for tests and benches outside the server (`@pantau/server/testing/fixture-servers.ts`).
 */
export {
  readSimnavFixture,
  startSimnavFixture,
  type RunningSimnavFixture,
} from '../features/simnav/fixture-server.ts';
export {
  FIXTURE_LAYERS,
  startChartFixture,
  type ChartFixture,
} from '../features/charts/fixture-server.ts';
export {
  startBasarnasFixture,
  type RunningBasarnasFixture,
} from '../features/sar/fixture-server.ts';
export { startBmkgFixture, type RunningBmkgFixture } from '../features/weather/fixture-server.ts';
export { demoForecast as demoForecastOf } from '../features/weather/weather.demo.ts';
export {
  startInaportnetFixture,
  type RunningFixture as RunningInaportnetFixture,
} from '../features/inaportnet/fixture-server.ts';

/** SIMNAV's recorded answer of lanes and aids (alurdansbnp) the fixture serves. */
export const SIMNAV_FIXTURE_FILE = join(
  import.meta.dirname,
  '../features/simnav/fixtures/alurdansbnp.json',
);
