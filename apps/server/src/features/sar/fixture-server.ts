import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoAnswer } from './sar.demo.ts';

/**
 * A stand-in for Basarnas that speaks its SAR news (SPEC §3 item, §7): `GET
 * /bsar/{dateFrom}/{dateTo}` → `{ data: [ { nama_berita, …, detail_korban: { data_korban:
 * [...] } } ] }`, bearer token checked when one is set. By default it answers the demo's
 * cases; a test sets `items` for a period of its own, or makes it fail, send something that is
 * not JSON, a partial list, or answer late.
 */
export interface BasarnasFixtureOptions {
  token?: string;
  port?: number;
  host?: string;
  now?: () => number;
}

export interface RunningBasarnasFixture {
  url: string;
  /** Every path asked for, in order (tests check the caching). */
  requests: string[];
  /** Answer with exactly these items (any period) instead of the demo's. */
  items: Record<string, unknown>[] | null;
  /** Answer every call with this HTTP status. */
  failWith: number | null;
  /** Answer this text as the body (200, JSON content type): a malformed answer. */
  rawBody: string | null;
  /** Wait this long before answering. */
  delayMs: number;
  close: () => Promise<void>;
}

export async function startBasarnasFixture(
  opts: BasarnasFixtureOptions = {},
): Promise<RunningBasarnasFixture> {
  const host = opts.host ?? '127.0.0.1';
  const now = opts.now ?? Date.now;
  let server: Server | null = null;
  const state: RunningBasarnasFixture = {
    url: '',
    requests: [],
    items: null,
    failWith: null,
    rawBody: null,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    state.requests.push(path);
    const send = (status: number, body: string) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const answer = () => {
      if (state.failWith !== null) return send(state.failWith, '{"message":"fixture failure"}');
      if (opts.token !== undefined && req.headers.authorization !== `Bearer ${opts.token}`)
        return send(401, '{"message":"unauthorised"}');
      const m = /^\/bsar\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(path);
      if (req.method !== 'GET' || !m) return send(404, '{"message":"not found"}');
      if (state.rawBody !== null) return send(200, state.rawBody);
      const body = state.items ? { data: state.items } : demoAnswer(m[1] ?? '', m[2] ?? '', now());
      return send(200, JSON.stringify(body));
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://${host}:${port}`;
  return state;
}
