import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Sensor } from './infrastructure.repo.ts';

/**
 * RTSP cameras in the browser (SPEC §2.6 'Live players', §2.20 CCTV): an IP camera speaks
 * RTSP (H.264, H.265 or MJPEG over RTP), which no browser plays. The server runs ffmpeg
 * (PANTAU_FFMPEG) against the camera, with the camera's credentials, and turns its video into
 * JPEG pictures (at most 800×450, SPEC §9, 10 a second) that go to every browser watching
 * that camera as one MJPEG stream (multipart/x-mixed-replace), the form the HTTP cameras'
 * relay already sends. One ffmpeg per camera however many watch it; it stops a few seconds
 * after the last viewer goes, and at most PANTAU_CCTV_MAX_TRANSCODES run at once.
 */

/** The multipart boundary of the MJPEG stream sent to browsers. */
export const MJPEG_BOUNDARY = 'pantaucctv';

/** A picture larger than this is not a camera frame: the buffer is dropped. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

/** A viewer this far behind is skipped frames instead of buffered. */
const VIEWER_BACKLOG_BYTES = 1024 * 1024;

/**
 * Splits a byte stream of concatenated JPEG pictures (ffmpeg's image2pipe) into whole
 * pictures, by walking the JPEG markers: segments by their lengths, entropy-coded data up to
 * the first marker that is neither a stuffed 0xFF00 nor a restart marker, until the EOI.
 */
export class JpegSplitter {
  #buf: Buffer = Buffer.alloc(0);

  /** The whole pictures completed by `chunk`, in order. */
  push(chunk: Buffer): Buffer[] {
    this.#buf = this.#buf.length === 0 ? chunk : Buffer.concat([this.#buf, chunk]);
    const out: Buffer[] = [];
    for (;;) {
      const start = this.#buf.indexOf(SOI);
      if (start === -1) {
        // Keep a trailing 0xFF: it may begin the next picture's SOI.
        this.#buf = this.#buf.at(-1) === 0xff ? this.#buf.subarray(-1) : Buffer.alloc(0);
        return out;
      }
      const end = pictureEnd(this.#buf, start);
      if (end === null) {
        this.#buf = this.#buf.subarray(start);
        if (this.#buf.length > MAX_FRAME_BYTES) this.#buf = Buffer.alloc(0);
        return out;
      }
      out.push(Buffer.from(this.#buf.subarray(start, end)));
      this.#buf = this.#buf.subarray(end);
    }
  }
}

const SOI = Buffer.from([0xff, 0xd8]);

/** Where the picture starting at `start` ends (after its EOI), or null when not yet there. */
function pictureEnd(b: Buffer, start: number): number | null {
  let i = start + 2;
  for (;;) {
    if (i + 2 > b.length) return null;
    if (b[i] !== 0xff) {
      // Not at a marker: a broken picture. Resynchronise at the next SOI after this one.
      const next = b.indexOf(SOI, start + 2);
      return next === -1 ? null : next;
    }
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return i + 2; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const length = b.readUInt16BE(i + 2);
    i += 2 + length;
    if (marker !== 0xda) continue;
    // After a start of scan: entropy-coded data, to the next real marker.
    for (;;) {
      const ff = b.indexOf(0xff, i);
      if (ff === -1 || ff + 1 >= b.length) return null;
      const next = b[ff + 1] ?? 0;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
        i = ff + 1;
        continue;
      }
      i = ff;
      break;
    }
  }
}

/** The camera's address as ffmpeg takes it: the credentials back in the URL. */
export function cameraUrl(sensor: Pick<Sensor, 'url' | 'username' | 'password'>): string {
  const u = new URL(sensor.url);
  if (sensor.username !== null) u.username = encodeURIComponent(sensor.username);
  if (sensor.password !== null) u.password = encodeURIComponent(sensor.password);
  return u.href;
}

/** ffmpeg's arguments: the camera over RTSP-over-TCP in, JPEG pictures out on stdout. */
export function ffmpegArgs(url: string, timeoutMs: number): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-rtsp_transport', 'tcp', '-timeout', String(timeoutMs * 1000)],
    ...['-i', url],
    ...['-an', '-sn', '-dn'],
    ...['-vf', 'fps=10,scale=800:450:force_original_aspect_ratio=decrease'],
    ...['-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2pipe', 'pipe:1'],
  ];
}

/**
 * The last line of ffmpeg's errors with every address in it replaced: ffmpeg names the
 * camera's URL, and its inner protocols' (`tcp://10.0.0.5:554?…`), in its messages.
 */
export function withoutAddresses(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) =>
      l
        .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, 'the camera')
        .replace(/\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/g, 'the camera')
        .trim(),
    )
    .filter((l) => l !== '');
  return lines.at(-1) ?? 'ffmpeg ended';
}

function part(picture: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${MJPEG_BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${picture.length}\r\n\r\n`,
    ),
    picture,
    Buffer.from('\r\n'),
  ]);
}

/** Why a camera could not be shown: the HTTP status and the message. */
export class CameraError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** One camera's ffmpeg and the browsers watching it. */
class Transcode {
  readonly viewers = new Set<PassThrough>();
  last: Buffer | null = null;
  readonly ready: Promise<void>;
  #proc: ChildProcess;
  #stderr = '';
  #idle: NodeJS.Timeout | null = null;
  #ended = false;

  readonly #onEnd: () => void;

  constructor(ffmpeg: string, url: string, timeoutMs: number, onEnd: () => void) {
    this.#onEnd = onEnd;
    this.#proc = spawn(ffmpeg, ffmpegArgs(url, timeoutMs), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const splitter = new JpegSplitter();
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new CameraError(504, `the camera sent no picture within ${timeoutMs} ms`));
        this.stop();
      }, timeoutMs);
      this.#proc.once('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(
          new CameraError(
            503,
            err.code === 'ENOENT'
              ? `ffmpeg is not installed on the server (PANTAU_FFMPEG=${ffmpeg})`
              : `ffmpeg could not be started (${err.code ?? err.message})`,
          ),
        );
        this.#end();
      });
      this.#proc.stdout?.on('data', (chunk: Buffer) => {
        for (const picture of splitter.push(chunk)) {
          if (this.last === null) {
            clearTimeout(timer);
            resolve();
          }
          this.last = picture;
          const bytes = part(picture);
          for (const v of this.viewers) {
            if (v.writableLength < VIEWER_BACKLOG_BYTES) v.write(bytes);
          }
        }
      });
      this.#proc.stderr?.on('data', (chunk: Buffer) => {
        this.#stderr = (this.#stderr + chunk.toString('utf8')).slice(-2000);
      });
      this.#proc.once('close', () => {
        clearTimeout(timer);
        reject(new CameraError(502, `the camera could not be read: ${this.reason()}`));
        this.#end();
      });
    });
    this.ready.catch(() => undefined);
  }

  /** ffmpeg's last error line, without the camera's address and credentials. */
  reason(): string {
    return withoutAddresses(this.#stderr);
  }

  /** False when its ffmpeg has ended already. */
  add(viewer: PassThrough): boolean {
    if (this.#ended) return false;
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    this.viewers.add(viewer);
    if (this.last) viewer.write(part(this.last));
    return true;
  }

  remove(viewer: PassThrough, graceMs: number): void {
    this.viewers.delete(viewer);
    if (this.viewers.size > 0 || this.#ended || this.#idle) return;
    this.#idle = setTimeout(() => this.stop(), graceMs);
  }

  stop(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#proc.kill('SIGTERM');
    this.#end();
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    for (const v of this.viewers) v.end();
    this.viewers.clear();
    this.#onEnd();
  }
}

export interface CameraRelayOptions {
  /** The ffmpeg to run (PANTAU_FFMPEG). */
  ffmpeg: string;
  /** Cameras transcoded at once (PANTAU_CCTV_MAX_TRANSCODES). */
  maxTranscodes: number;
  /** The first picture must come within this. */
  timeoutMs: number;
  /** How long a camera nobody watches keeps its ffmpeg (a pause and play in between). */
  graceMs?: number;
}

/** The server's RTSP cameras, transcoded for the browsers watching them. */
export class CameraRelay {
  readonly #live = new Map<number, Transcode>();
  #available: Promise<boolean> | null = null;

  readonly opts: CameraRelayOptions;

  constructor(opts: CameraRelayOptions) {
    this.opts = opts;
  }

  /** Whether ffmpeg runs here (asked once: `ffmpeg -version`). */
  available(): Promise<boolean> {
    this.#available ??= new Promise((resolve) => {
      const p = spawn(this.opts.ffmpeg, ['-hide_banner', '-version'], { stdio: 'ignore' });
      p.once('error', () => resolve(false));
      p.once('close', (code) => resolve(code === 0));
    });
    return this.#available;
  }

  /**
   * Stops a camera's ffmpeg, ending its viewers' streams (the camera was changed or removed:
   * its next viewer starts one with what is stored now).
   */
  forget(sensorId: number): void {
    this.#live.get(sensorId)?.stop();
  }

  /** Sends the camera's MJPEG stream to this browser, starting its ffmpeg when none runs. */
  async watch(sensor: Sensor, reply: FastifyReply): Promise<FastifyReply> {
    let t = this.#live.get(sensor.id);
    if (!t) {
      if (this.#live.size >= this.opts.maxTranscodes) {
        throw new CameraError(
          503,
          `${this.opts.maxTranscodes} cameras are being shown already (PANTAU_CCTV_MAX_TRANSCODES)`,
        );
      }
      const started: Transcode = new Transcode(
        this.opts.ffmpeg,
        cameraUrl(sensor),
        this.opts.timeoutMs,
        () => {
          if (this.#live.get(sensor.id) === started) this.#live.delete(sensor.id);
        },
      );
      t = started;
      this.#live.set(sensor.id, t);
    }
    // The browser may go while the camera is still being reached.
    let gone = false;
    const onGone = () => {
      gone = true;
    };
    reply.raw.once('close', onGone);
    try {
      await t.ready;
    } finally {
      reply.raw.off('close', onGone);
    }
    const viewer = new PassThrough();
    const transcode = t;
    if (gone) {
      transcode.remove(viewer, this.opts.graceMs ?? 3000);
      return reply.code(499).send();
    }
    if (!transcode.add(viewer)) {
      throw new CameraError(502, `the camera could not be read: ${transcode.reason()}`);
    }
    const socket = reply.raw.socket;
    const leave = () => {
      socket?.off('end', leave);
      transcode.remove(viewer, this.opts.graceMs ?? 3000);
      viewer.end();
    };
    reply.raw.once('close', leave);
    // A browser that half-closes its connection is gone too: its stream is ended, so the
    // connection closes instead of waiting for a response that never finishes.
    socket?.once('end', leave);
    return reply
      .code(200)
      .header('content-type', `multipart/x-mixed-replace; boundary=${MJPEG_BOUNDARY}`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(viewer);
  }

  close(): void {
    for (const t of [...this.#live.values()]) t.stop();
    this.#live.clear();
  }
}
