import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for SIMNAV that speaks its Alur & SBNP format (SPEC §3, §7), for tests and the
 * demo: `GET /alurdansbnp/{portCode}.json` → a FeatureCollection whose features carry
 * `nama, point_name, jenis, id, warna` (404 for a port it has nothing for); with a token set,
 * a call without `Authorization: Bearer {token}` gets 401.
 */
export type FixturePorts = Record<string, unknown>;

export interface RunningSimnavFixture {
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Answer every call with this HTTP status instead (tests of the failure path). */
  failWith: number | null;
  close: () => Promise<void>;
}

/** Reads a fixture file: `{ "ports": { "IDJKT": { "type": "FeatureCollection", … } } }`. */
export function readSimnavFixture(path: string): FixturePorts {
  return (JSON.parse(readFileSync(path, 'utf8')) as { ports: FixturePorts }).ports;
}

export async function startSimnavFixture(opts: {
  ports: FixturePorts;
  token?: string;
  port?: number;
  host?: string;
}): Promise<RunningSimnavFixture> {
  const host = opts.host ?? '127.0.0.1';
  let server: Server | null = null;
  const state: RunningSimnavFixture = {
    url: '',
    requests: [],
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    state.requests.push(path);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.failWith !== null) return send(state.failWith, { message: 'failing on purpose' });
    if (opts.token !== undefined && req.headers.authorization !== `Bearer ${opts.token}`) {
      return send(401, { message: 'unauthorized' });
    }
    const match = /^\/alurdansbnp\/([A-Z]{5})\.json$/.exec(path);
    const collection = match ? opts.ports[match[1] ?? ''] : undefined;
    if (collection === undefined) return send(404, { message: 'not found' });
    return send(200, collection);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const address = server.address() as AddressInfo;
  state.url = `http://${host}:${address.port}`;
  return state;
}
