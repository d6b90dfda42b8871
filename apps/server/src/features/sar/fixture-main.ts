import { parseArgs } from 'node:util';
import { startBasarnasFixture } from './fixture-server.ts';

/**
 * Runs the Basarnas fixture (the demo's SAR cases in Basarnas' shape):
 * `node apps/server/src/features/sar/fixture-main.ts [--port 8095] [--token t]`, then start
 * Pantau with `PANTAU_BASARNAS_URL=http://127.0.0.1:8095` (and `PANTAU_BASARNAS_TOKEN=t`).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8095' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
  },
});
const fixture = await startBasarnasFixture({
  port: Number(values.port),
  host: values.host,
  ...(values.token === undefined ? {} : { token: values.token }),
});
process.stdout.write(`Basarnas fixture on ${fixture.url}\n`);
