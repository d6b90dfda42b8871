import { parseArgs } from 'node:util';
import { startRtspFixture } from './rtsp-fixture.ts';
import { startSensorFixture } from './sensor-fixture.ts';

/**
 * Runs the port sensors' fixture for the demo:
 * `node apps/server/src/testing/sensor-fixture-main.ts [--port 8094] [--rtsp-port 8554]
 * [--username u --password p]`, then, signed in as a superAdmin, add through PORTS a CCTV
 * sensor `http://127.0.0.1:8094/cctv.mjpeg` (or, with `--rtsp-port`, `rtsp://127.0.0.1:8554/cctv`),
 * a VHF one `http://127.0.0.1:8094/vhf.wav` and a weather one `http://127.0.0.1:8094/weather.json`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8094' },
    host: { type: 'string', default: '127.0.0.1' },
    username: { type: 'string' },
    password: { type: 'string' },
    'rtsp-port': { type: 'string' },
  },
});
const credentials = {
  ...(values.username === undefined ? {} : { username: values.username }),
  ...(values.password === undefined ? {} : { password: values.password }),
};
const fixture = await startSensorFixture({
  port: Number(values.port),
  host: values.host,
  ...credentials,
});
process.stdout.write(
  `Sensor fixture on ${fixture.url}: /cctv.mjpeg, /snapshot.png, /vhf.wav, /weather.json\n`,
);
if (values['rtsp-port'] !== undefined) {
  const camera = await startRtspFixture({
    port: Number(values['rtsp-port']),
    host: values.host,
    ...credentials,
  });
  process.stdout.write(`RTSP camera fixture on ${camera.url}\n`);
}
