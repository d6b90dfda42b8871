import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSimnavFixture, startSimnavFixture } from './fixture-server.ts';

/**
 * Runs the SIMNAV fixture for the demo:
 * `node apps/server/src/features/simnav/fixture-main.ts [--port 8093] [--token t]
 * [--file fixtures/alurdansbnp.json]`, then start Pantau with
 * `PANTAU_SIMNAV_URL=http://127.0.0.1:8093` (and `PANTAU_SIMNAV_TOKEN` the same token).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8093' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    file: { type: 'string', default: resolve(import.meta.dirname, 'fixtures/alurdansbnp.json') },
  },
});
const ports = readSimnavFixture(values.file);
const fixture = await startSimnavFixture({
  ports,
  port: Number(values.port),
  host: values.host,
  ...(values.token === undefined ? {} : { token: values.token }),
});
process.stdout.write(`SIMNAV fixture on ${fixture.url} (${Object.keys(ports).join(', ')})\n`);
