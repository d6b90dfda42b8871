import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWithSession, caller, sessionFor } from '../../testing/app.ts';
import { startRtspFixture, type RtspFixture } from '../../testing/rtsp-fixture.ts';
import {
  JpegSplitter,
  MJPEG_BOUNDARY,
  cameraUrl,
  ffmpegArgs,
  withoutAddresses,
} from './transcode.ts';

const BENOA = 'wpi-51260';

/** A superAdmin adds a camera at Benoa; its number. */
async function addCamera(
  t: { app: Parameters<typeof caller>[0]; cookie: string },
  name: string,
  url: string,
): Promise<number> {
  const res = await caller(t.app)('POST', '/api/infrastructure/sensors', t.cookie, {
    locationId: BENOA,
    kind: 'cctv',
    name,
    url,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** A JPEG's bytes as the splitter must take them: segments that hold 0xFFD9 in their
 * payload, a scan whose data has stuffed 0xFF00 bytes and restart markers, then the EOI. */
function jpeg(fill: number): Buffer {
  const segment = (marker: number, payload: number[]) => [
    0xff,
    marker,
    (payload.length + 2) >> 8,
    (payload.length + 2) & 0xff,
    ...payload,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9, 0xff, 0xd8]),
    ...segment(0xdb, [0x00, ...Array.from({ length: 64 }, (_, i) => (i === 7 ? 0xff : 1))]),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    fill,
    0xff,
    0x00,
    fill,
    0xff,
    0xd0,
    fill,
    0xff,
    0xff,
    0xd1,
    fill,
    0xff,
    0xd9,
  ]);
}

describe('JPEG pictures from a byte stream', () => {
  it('splits pictures however the stream is cut, markers in payloads and scans included', () => {
    const pictures = [jpeg(0x11), jpeg(0x22), jpeg(0x33)];
    const stream = Buffer.concat(pictures);
    for (const size of [1, 2, 3, 7, 64, stream.length]) {
      const splitter = new JpegSplitter();
      const out: Buffer[] = [];
      for (let i = 0; i < stream.length; i += size) {
        out.push(...splitter.push(stream.subarray(i, i + size)));
      }
      expect(out, `chunks of ${size}`).toEqual(pictures);
    }
  });

  it('drops bytes before a picture and a broken picture, and goes on with the next', () => {
    const good = jpeg(0x44);
    // A picture cut off after its first segment's marker, then a whole one.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00])]);
    const splitter = new JpegSplitter();
    const out = splitter.push(Buffer.concat([Buffer.from('noise'), broken, good]));
    expect(out.at(-1)).toEqual(good);
  });

  it("gives ffmpeg the camera's credentials in its address and nothing of the browser's", () => {
    const url = cameraUrl({
      url: 'rtsp://10.0.0.5:554/Streaming/Channels/101',
      username: 'admin',
      password: 'p@ss:w/rd',
    });
    expect(url).toBe('rtsp://admin:p%40ss%3Aw%2Frd@10.0.0.5:554/Streaming/Channels/101');
    const args = ffmpegArgs(url, 15_000);
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', url]);
    expect(args).toContain('tcp');
    expect(args.at(-1)).toBe('pipe:1');
  });

  it("tells ffmpeg's reason without any address in it", () => {
    const stderr = [
      '[tcp @ 0x55] Connection to tcp://10.20.30.40:554?timeout=15000000 failed: Connection refused',
      'rtsp://admin:pw@10.20.30.40:554/ch1: Connection refused',
      '',
    ].join('\n');
    expect(withoutAddresses(stderr)).toBe('the camera Connection refused');
    expect(withoutAddresses('[rtsp @ 0x1] Could not reach 10.20.30.40:554')).toBe(
      '[rtsp @ 0x1] Could not reach the camera',
    );
    expect(withoutAddresses('')).toBe('ffmpeg ended');
  });
});

const ffmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
if (!ffmpeg) {
  // eslint-disable-next-line no-console
  console.warn(
    '\n*** RTSP CAMERA TESTS SKIPPED: ffmpeg is not installed (apt-get install ffmpeg) ***\n',
  );
}

describe.runIf(ffmpeg)('RTSP cameras through the server (ffmpeg)', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let camera: RtspFixture;
  let base: string;
  let viewer: string;
  const call = () => caller(t.app);

  beforeAll(async () => {
    camera = await startRtspFixture({ username: 'cam', password: 'rahasia' });
    t = await appWithSession('superAdmin', undefined, { PANTAU_SENSOR_CHECK_MS: '3600000' });
    viewer = await sessionFor(t.store, t.config, 'visitor');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await camera?.stop();
  });

  const add = (name: string, url: string) => addCamera(t, name, url);

  /**
   * Watches a camera as a browser does, until `parts` JPEG parts have come; then goes (its
   * connection closed, as an <img> emptied closes it). Returns the status, type and parts.
   */
  function watch(
    url: string,
    cookie: string,
    parts: number,
  ): Promise<{ status: number; type: string; pictures: Buffer[] }> {
    return new Promise((resolve, reject) => {
      const req = get(url, { headers: { cookie }, agent: false }, (res) => {
        let text = Buffer.alloc(0);
        const pictures: Buffer[] = [];
        const done = () => {
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            pictures,
          });
        };
        res.on('data', (chunk: Buffer) => {
          text = Buffer.concat([text, chunk]);
          for (;;) {
            const head = text.indexOf('\r\n\r\n');
            if (head === -1) break;
            const length = Number(
              /Content-Length: (\d+)/.exec(text.toString('latin1', 0, head))?.[1],
            );
            if (text.length < head + 4 + length) break;
            pictures.push(text.subarray(head + 4, head + 4 + length));
            text = text.subarray(head + 4 + length + 2);
          }
          if (pictures.length >= parts) done();
        });
        res.once('end', done);
      });
      req.once('error', reject);
    });
  }

  it('shows a camera to every viewer as MJPEG from one ffmpeg, and stops it when they go', async () => {
    const id = await add(
      'CCTV Dermaga Benoa',
      `${camera.url.replace('rtsp://', 'rtsp://cam:rahasia@')}`,
    );
    // Everyone sees it as playable, without its address.
    const list = await call()('GET', '/api/infrastructure/cameras', viewer);
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ cameras: Record<string, unknown>[] }>().cameras;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        name: 'CCTV Dermaga Benoa',
        locationId: BENOA,
        locationName: 'Benoa',
        playable: true,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/rtsp|rahasia|127\.0\.0\.1/);
    const port = await call()('GET', `/api/infrastructure/ports/${BENOA}/sensors`, viewer);
    expect(port.json<{ sensors: { playable: boolean }[] }>().sensors[0]?.playable).toBe(true);

    const url = `${base}/api/infrastructure/sensors/${id}/media`;
    const [a, b] = await Promise.all([watch(url, viewer, 3), watch(url, t.cookie, 3)]);
    for (const w of [a, b]) {
      expect(w.status).toBe(200);
      expect(w.type).toBe(`multipart/x-mixed-replace; boundary=${MJPEG_BOUNDARY}`);
      expect(w.pictures.length).toBeGreaterThanOrEqual(3);
      for (const p of w.pictures) {
        expect(p.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
        expect(p.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      }
    }
    // Two viewers, one session at the camera.
    expect(camera.requests.get('PLAY')).toBe(1);
    // Both gone: the camera's session ends a few seconds later.
    await vi.waitFor(() => expect(camera.playing()).toBe(0), { timeout: 15_000, interval: 200 });
  }, 60_000);

  it('a shutdown ends the streams being watched instead of waiting for them', async () => {
    const other = await appWithSession('superAdmin', undefined, {
      PANTAU_SENSOR_CHECK_MS: '3600000',
    });
    try {
      const id = await addCamera(
        other,
        'CCTV ditutup',
        camera.url.replace('rtsp://', 'rtsp://cam:rahasia@'),
      );
      const at = await other.app.listen({ port: 0, host: '127.0.0.1' });
      // A browser that stays: it never has enough pictures.
      const url = `${at}/api/infrastructure/sensors/${id}/media`;
      const watching = watch(url, other.cookie, 1e9);
      // Another browser's first picture: the camera is being shown.
      expect((await watch(url, other.cookie, 1)).pictures.length).toBeGreaterThan(0);
      await other.app.close();
      const seen = await watching;
      expect(seen.status).toBe(200);
      expect(seen.pictures.length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  }, 60_000);

  it("a camera changed by the superAdmin ends its viewers' stream, read again with what is stored", async () => {
    const url = camera.url.replace('rtsp://', 'rtsp://cam:rahasia@');
    const id = await add('CCTV diubah', url);
    const media = `${base}/api/infrastructure/sensors/${id}/media`;
    const watching = watch(media, viewer, 1e9);
    expect((await watch(media, viewer, 1)).pictures.length).toBeGreaterThan(0);
    const res = await call()('PUT', `/api/infrastructure/sensors/${id}`, t.cookie, {
      locationId: BENOA,
      kind: 'cctv',
      name: 'CCTV diubah',
      url: camera.url.replace('rtsp://', 'rtsp://cam:salah@'),
    });
    expect(res.statusCode).toBe(200);
    // The old stream ends at once; the next viewer's ffmpeg uses the new (wrong) password.
    expect((await watching).pictures.length).toBeGreaterThan(0);
    const again = await call()('GET', `/api/infrastructure/sensors/${id}/media`, viewer);
    expect(again.statusCode).toBe(502);
  }, 60_000);

  it('says why a camera cannot be shown, without its address or password', async () => {
    const wrong = await add('CCTV salah sandi', camera.url.replace('rtsp://', 'rtsp://cam:salah@'));
    const res = await call()('GET', `/api/infrastructure/sensors/${wrong}/media`, viewer);
    expect(res.statusCode).toBe(502);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('SENSOR_MEDIA');
    expect(body.message).toMatch(/401|Unauthorized/);
    expect(body.message).not.toMatch(/salah|rtsp:|127\.0\.0\.1/);
  }, 30_000);
});

describe('RTSP cameras without ffmpeg', () => {
  it('are listed as not playable, and their stream is refused with the reason', async () => {
    const t = await appWithSession('superAdmin', undefined, {
      PANTAU_FFMPEG: '/nonexistent/ffmpeg',
      PANTAU_SENSOR_CHECK_MS: '3600000',
    });
    try {
      const id = await addCamera(t, 'CCTV tanpa ffmpeg', 'rtsp://127.0.0.1:1/cctv');
      const list = await caller(t.app)('GET', '/api/infrastructure/cameras', t.cookie);
      expect(list.json<{ cameras: { playable: boolean }[] }>().cameras[0]?.playable).toBe(false);
      const media = await caller(t.app)('GET', `/api/infrastructure/sensors/${id}/media`, t.cookie);
      expect(media.statusCode).toBe(503);
      expect(media.json<{ message: string }>().message).toContain('ffmpeg is not installed');
    } finally {
      await t.close();
    }
  }, 30_000);
});
