import { parseArgs } from 'node:util';
import { startBmkgFixture } from './fixture-server.ts';

/**
 * Runs the BMKG fixture (the demo's sea areas and forecasts in BMKG's shapes):
 * `node apps/server/src/features/weather/fixture-main.ts [--port 8096]`, then start Pantau
 * with `PANTAU_BMKG_URL=http://127.0.0.1:8096 PANTAU_BMKG_AREA_GROUPS=M`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8096' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const fixture = await startBmkgFixture({ port: Number(values.port), host: values.host });
process.stdout.write(`BMKG fixture on ${fixture.url}\n`);
