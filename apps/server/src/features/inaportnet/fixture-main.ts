import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readFixture, startInaportnetFixture } from './fixture-server.ts';

/**
 * Runs the Inaportnet fixture for the demo:
 * `node apps/server/src/features/inaportnet/fixture-main.ts [--port 8091] [--user u
 * --password p] [--file fixtures/inaportnet.json]`, then start Pantau with
 * `PANTAU_INAPORTNET_URL=http://127.0.0.1:8091` (and the same user and password).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8091' },
    host: { type: 'string', default: '127.0.0.1' },
    user: { type: 'string' },
    password: { type: 'string' },
    file: { type: 'string', default: resolve(import.meta.dirname, 'fixtures/inaportnet.json') },
  },
});
const fixture = await startInaportnetFixture({
  vessels: readFixture(values.file),
  port: Number(values.port),
  host: values.host,
  ...(values.user === undefined ? {} : { user: values.user, password: values.password ?? '' }),
});
process.stdout.write(`Inaportnet fixture on ${fixture.url} (${fixture.vessels.length} vessels)\n`);
