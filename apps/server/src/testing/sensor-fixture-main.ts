import { parseArgs } from 'node:util';
import { startSensorFixture } from './sensor-fixture.ts';

/**
 * Runs the port sensors' fixture for the demo:
 * `node apps/server/src/testing/sensor-fixture-main.ts [--port 8094] [--username u --password p]`,
 * then, signed in as a superAdmin, add through PORTS a CCTV sensor `http://127.0.0.1:8094/cctv.mjpeg`,
 * a VHF one `http://127.0.0.1:8094/vhf.wav` and a weather one `http://127.0.0.1:8094/weather.json`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8094' },
    host: { type: 'string', default: '127.0.0.1' },
    username: { type: 'string' },
    password: { type: 'string' },
  },
});
const fixture = await startSensorFixture({
  port: Number(values.port),
  host: values.host,
  ...(values.username === undefined ? {} : { username: values.username }),
  ...(values.password === undefined ? {} : { password: values.password }),
});
process.stdout.write(
  `Sensor fixture on ${fixture.url}: /cctv.mjpeg, /snapshot.png, /vhf.wav, /weather.json\n`,
);
