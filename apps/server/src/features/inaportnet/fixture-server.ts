import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Inaportnet that speaks the records of SPEC §7, for tests and the demo:
 * `GET /mcc/vesselpkkspbmap/{YYYYMMDD}` (basic auth) → `[{ mmsi, pkk, spb }]`,
 * `GET /inaportnet/pkkMatched/{mmsi}.json` → `[{ nomorPkk, … }]` (404 when none),
 * `GET /inaportnet/spb/{nomorPkk}.json` → `{ nomorSPB, … }` (404 when none).
 * The day map is derived from the vessels: pkk when it has a PKK, spb when one has an SPB.
 */
export interface FixtureVessel {
  mmsi: number;
  pkk: Record<string, unknown>[];
  /** SPB records by the nomorPkk they clear. */
  spb: Record<string, Record<string, unknown>>;
}

export interface FixtureOptions {
  vessels: FixtureVessel[];
  user?: string;
  password?: string;
  port?: number;
  host?: string;
}

export interface RunningFixture {
  url: string;
  server: Server;
  /** Every path asked for, in order (tests check the caching). */
  requests: string[];
  /** Answer every call with this HTTP status instead (tests of the failure path). */
  failWith: number | null;
  vessels: FixtureVessel[];
  close: () => Promise<void>;
}

/** Reads a fixture file: `{ "vessels": [ { mmsi, pkk: [...], spb: { nomorPkk: {...} } } ] }`. */
export function readFixture(path: string): FixtureVessel[] {
  const body = JSON.parse(readFileSync(path, 'utf8')) as { vessels: FixtureVessel[] };
  return body.vessels;
}

export async function startInaportnetFixture(opts: FixtureOptions): Promise<RunningFixture> {
  const host = opts.host ?? '127.0.0.1';
  const state: RunningFixture = {
    url: '',
    server: null as unknown as Server,
    requests: [],
    failWith: null,
    vessels: opts.vessels,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const expected =
    opts.user === undefined
      ? null
      : `Basic ${Buffer.from(`${opts.user}:${opts.password ?? ''}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    state.requests.push(path);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (state.failWith !== null) return send(state.failWith, { message: 'fixture failure' });
    if (req.method !== 'GET') return send(405);
    let m = /^\/mcc\/vesselpkkspbmap\/(\d{8})$/.exec(path);
    if (m) {
      if (expected !== null && req.headers.authorization !== expected) return send(401);
      return send(
        200,
        state.vessels.map((v) => ({
          mmsi: v.mmsi,
          pkk: v.pkk.length > 0,
          spb: Object.keys(v.spb).length > 0,
        })),
      );
    }
    m = /^\/inaportnet\/pkkMatched\/(\d{1,9})\.json$/.exec(path);
    if (m) {
      const v = state.vessels.find((x) => x.mmsi === Number(m?.[1]));
      return v && v.pkk.length > 0 ? send(200, v.pkk) : send(404);
    }
    m = /^\/inaportnet\/spb\/(.+)\.json$/.exec(path);
    if (m) {
      const nomor = m[1] ?? '';
      const spb = state.vessels.map((v) => v.spb[nomor]).find((s) => s !== undefined);
      return spb ? send(200, spb) : send(404);
    }
    return send(404);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  state.server = server;
  state.url = `http://${host}:${port}`;
  return state;
}
