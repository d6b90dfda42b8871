import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PNG } from 'pngjs';

/**
 * A port's sensors for tests and the demo, over real HTTP: a camera's MJPEG-style stream
 * (`/cctv.mjpeg`: multipart/x-mixed-replace of pictures, as IP cameras send, here generated
 * PNG frames of a moving test pattern, 5 a second), a VHF radio's audio (`/vhf.wav`: a
 * generated 20 s tone sweep, 8 kHz PCM), and a weather station's reading (`/weather.json`:
 * SPEC §3's readings list, changing a little each time). With `username`/`password` every
 * request needs HTTP Basic credentials. `stop()` takes it off the network (a sensor down).
 */

export interface SensorFixture {
  url: string;
  port: number;
  /** Requests answered, by path. */
  hits: Map<string, number>;
  /** Streams being sent now. */
  openStreams: () => number;
  stop: () => Promise<void>;
}

export interface SensorFixtureOptions {
  port?: number;
  host?: string;
  username?: string;
  password?: string;
}

const W = 400;
const H = 225;
const FRAMES = 10;
const BOUNDARY = 'pantauframe';

/** A test pattern: colour bars with a white bar moving across, frame `i` of `n`. */
function frame(i: number, n: number): Buffer {
  const png = new PNG({ width: W, height: H });
  const bars = [
    [192, 192, 192],
    [192, 192, 0],
    [0, 192, 192],
    [0, 192, 0],
    [192, 0, 192],
    [192, 0, 0],
    [0, 0, 192],
  ] as const;
  const x0 = Math.floor((i / n) * W);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      const bar = bars[Math.floor((x / W) * bars.length)] ?? bars[0];
      const moving = x >= x0 && x < x0 + 24;
      png.data[o] = moving ? 255 : bar[0];
      png.data[o + 1] = moving ? 255 : bar[1];
      png.data[o + 2] = moving ? 255 : bar[2];
      png.data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** 20 s of a tone sweeping 400–800 Hz, 8 kHz mono 16-bit PCM in a WAV file. */
function tone(): Buffer {
  const rate = 8000;
  const n = rate * 20;
  const data = Buffer.alloc(n * 2);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const f = 400 + 400 * Math.abs(Math.sin((Math.PI * i) / (rate * 5)));
    phase += (2 * Math.PI * f) / rate;
    data.writeInt16LE(Math.round(Math.sin(phase) * 8000), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export async function startSensorFixture(opts: SensorFixtureOptions = {}): Promise<SensorFixture> {
  const frames = Array.from({ length: FRAMES }, (_, i) => frame(i, FRAMES));
  const audio = tone();
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let streams = 0;
  let reading = 0;
  const expected =
    opts.username !== undefined || opts.password !== undefined
      ? `Basic ${Buffer.from(`${opts.username ?? ''}:${opts.password ?? ''}`).toString('base64')}`
      : null;

  const mjpeg = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, {
      'content-type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
      'cache-control': 'no-store',
    });
    streams++;
    let i = 0;
    const send = () => {
      const f = frames[i++ % FRAMES] as Buffer;
      res.write(`--${BOUNDARY}\r\nContent-Type: image/png\r\nContent-Length: ${f.length}\r\n\r\n`);
      res.write(f);
      res.write('\r\n');
    };
    send();
    const timer = setInterval(send, 200);
    res.once('close', () => {
      clearInterval(timer);
      streams--;
    });
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (expected !== null && req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="sensor"' }).end();
      return;
    }
    if (path === '/cctv.mjpeg') return mjpeg(req, res);
    if (path === '/snapshot.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(frames[0]);
      return;
    }
    if (path === '/vhf.wav') {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': audio.length });
      res.end(audio);
      return;
    }
    if (path === '/weather.json') {
      reading++;
      const wobble = (reading % 10) / 10;
      // SPEC §3: 0 pressure (inHg), 2 temperature, 3 humidity, 4 dew point, 6 wind dir, 7 speed.
      const body = [29.92 + wobble / 10, 0, 28.4 + wobble, 78, 24.1, 0, 250, 9.5 + wobble].map(
        (v) => Math.round(v * 100) / 100,
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    port,
    hits,
    openStreams: () => streams,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
