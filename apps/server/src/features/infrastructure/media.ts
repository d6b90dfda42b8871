import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Sensor } from './infrastructure.repo.ts';
import { basicAuth } from './probe.ts';

/** What a relayed answer may be: pictures, MJPEG, audio and video, JSON and text. */
const RELAYED =
  /^(image\/|multipart\/x-mixed-replace|audio\/|video\/|application\/ogg|application\/json|text\/plain)/i;

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json').send({ code: 'SENSOR_MEDIA', message });
}

/**
 * Relays a sensor's stream to the browser (SPEC §2.20 CCTV and VHF): the server fetches the
 * sensor's HTTP(S) URL with its credentials and passes the answer on as it comes (an MJPEG
 * stream, an audio stream, a picture), so neither address nor credentials reach the browser.
 * The sensor's fetch ends when the browser goes (the tab closed). RTSP and TCP sensors are
 * checked but not relayed.
 */
export async function relayMedia(
  sensor: Sensor,
  reply: FastifyReply,
  connectTimeoutMs: number,
): Promise<FastifyReply> {
  if (!/^https?:/.test(sensor.url)) {
    return refuse(reply, 404, 'this sensor is not an HTTP stream the server can relay');
  }
  const abort = new AbortController();
  const gone = () => abort.abort();
  // The response's 'close' before it ends: the browser went (the request's own 'close' also
  // comes when its empty body has been read).
  reply.raw.once('close', gone);
  const timer = setTimeout(() => abort.abort(), connectTimeoutMs);
  let res: Response;
  try {
    res = await fetch(sensor.url, { headers: basicAuth(sensor), signal: abort.signal });
  } catch (err) {
    reply.raw.off('close', gone);
    const e = err as Error & { cause?: { code?: string } };
    return refuse(reply, 502, `the sensor did not answer (${e.cause?.code ?? e.name})`);
  } finally {
    clearTimeout(timer);
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 400 || !res.body || !RELAYED.test(type)) {
    abort.abort();
    reply.raw.off('close', gone);
    return refuse(
      reply,
      502,
      res.status >= 400
        ? `the sensor answered HTTP ${res.status}`
        : `the sensor answered ${type || 'no content type'}, not a picture, audio or video`,
    );
  }
  const body = Readable.fromWeb(res.body);
  body.on('error', () => undefined);
  reply.raw.once('close', () => {
    abort.abort();
    body.destroy();
  });
  const length = res.headers.get('content-length');
  void reply
    .code(200)
    .header('content-type', type)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (length) void reply.header('content-length', length);
  return reply.send(body);
}
