import { connect } from 'node:net';
import type { ReadableStreamDefaultReader, ReadableStreamReadResult } from 'node:stream/web';
import { sensorPort } from '@pantau/contracts';

/** What one check of a sensor found. */
export interface ProbeResult {
  up: boolean;
  error: string | null;
  latencyMs: number;
  /** The answer's JSON, when asked for and the sensor answered JSON (a weather station). */
  json?: unknown;
}

export interface ProbeTarget {
  url: string;
  username: string | null;
  password: string | null;
}

const JSON_LIMIT = 64 * 1024;

/** The Authorization header of a sensor with credentials (HTTP Basic). */
export function basicAuth(t: ProbeTarget): Record<string, string> {
  if (t.username === null && t.password === null) return {};
  const token = Buffer.from(`${t.username ?? ''}:${t.password ?? ''}`).toString('base64');
  return { authorization: `Basic ${token}` };
}

async function readJson(res: Response, signal: AbortSignal): Promise<unknown> {
  const reader = res.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined;
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      if (signal.aborted) return undefined;
      const chunk: ReadableStreamReadResult<Uint8Array> = await reader.read();
      if (chunk.done) break;
      const value = chunk.value;
      size += value.byteLength;
      if (size > JSON_LIMIT) return undefined;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Checks a sensor: an HTTP(S) URL by a GET (up when it answers below 400; a stream's body is
 * not read), an RTSP or TCP one by a TCP connect; within `timeoutMs`. With `wantJson`, an
 * HTTP answer in JSON is read (at most 64 KiB) and returned.
 */
export async function probe(
  target: ProbeTarget,
  timeoutMs: number,
  wantJson = false,
): Promise<ProbeResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(target.url);
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, {
        headers: { ...basicAuth(target), accept: wantJson ? 'application/json, */*' : '*/*' },
        signal,
        redirect: 'follow',
      });
      if (res.status >= 400) {
        await res.body?.cancel().catch(() => undefined);
        return { up: false, error: `HTTP ${res.status}`, latencyMs: took() };
      }
      const type = res.headers.get('content-type') ?? '';
      if (wantJson && /json/i.test(type)) {
        const json = await readJson(res, signal);
        return { up: true, error: null, latencyMs: took(), json };
      }
      await res.body?.cancel().catch(() => undefined);
      return { up: true, error: null, latencyMs: took() };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const reason =
        e.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : (e.cause?.code ?? e.message);
      return { up: false, error: reason, latencyMs: took() };
    }
  }
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: sensorPort(url) });
    const done = (error: string | null) => {
      socket.destroy();
      resolve({ up: error === null, error, latencyMs: took() });
    };
    socket.setTimeout(timeoutMs, () => done(`no connection within ${timeoutMs} ms`));
    socket.once('connect', () => done(null));
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
  });
}
