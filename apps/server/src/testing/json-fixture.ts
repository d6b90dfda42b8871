import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every stand-in for an external JSON service lets a test see and steer. */
export interface JsonFixture {
  url: string;
  /** Every path asked for (decoded, without the query), in order. */
  requests: string[];
  /** Answer every call with this HTTP status. */
  failWith: number | null;
  /** Wait this long before answering. */
  delayMs: number;
  close: () => Promise<void>;
}

/** How a fixture answers one request: a status and a body (JSON text). */
export type FixtureAnswer = (req: IncomingMessage, path: string) => [status: number, body: string];

/**
 * An HTTP server on loopback (or `host`) answering JSON as `answer` says, with the controls
 * every fixture has (`requests`, `failWith`, `delayMs`) and the fixture's own (`controls`,
 * which `answer` reads through the returned object).
 */
export async function startJsonFixture<C extends object>(
  controls: C,
  answer: (fixture: JsonFixture & C, req: IncomingMessage, path: string) => [number, string],
  opts: { host?: string; port?: number } = {},
): Promise<JsonFixture & C> {
  const host = opts.host ?? '127.0.0.1';
  let server: Server | null = null;
  const fixture: JsonFixture & C = {
    ...controls,
    url: '',
    requests: [],
    failWith: null,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    fixture.requests.push(path);
    const reply = () => {
      if (res.destroyed) return;
      const [status, body] =
        fixture.failWith !== null
          ? [fixture.failWith, '{"message":"fixture failure"}']
          : answer(fixture, req, path);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (fixture.delayMs > 0) setTimeout(reply, fixture.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  fixture.url = `http://${host}:${port}`;
  return fixture;
}
