import { parseArgs } from 'node:util';
import { startChartFixture } from './fixture-server.ts';

/**
 * Runs the chart fixture for the demo:
 * `node apps/server/src/features/charts/fixture-main.ts [--port 8092] [--user u --password p]`,
 * then start Pantau with, for example,
 * `PANTAU_CHART_HIDROS_URL=http://127.0.0.1:8092/wms PANTAU_CHART_HIDROS_LAYERS=hidros`
 * and `PANTAU_CHART_SIPANDU_URL=http://127.0.0.1:8092/xyz/sipandu/{z}/{x}/{y}.png`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8092' },
    host: { type: 'string', default: '127.0.0.1' },
    user: { type: 'string' },
    password: { type: 'string' },
  },
});
const fixture = await startChartFixture({
  port: Number(values.port),
  host: values.host,
  ...(values.user === undefined ? {} : { user: values.user, password: values.password ?? '' }),
});
process.stdout.write(
  `Chart fixture on ${fixture.url}: WMS ${fixture.url}/wms (layers hidros, sipandu), ` +
    `XYZ ${fixture.url}/xyz/{layer}/{z}/{x}/{y}.png, ` +
    `WMTS ${fixture.url}/wmts/{layer}/{TileMatrix}/{TileRow}/{TileCol}.png\n`,
);
