import { startJsonFixture, type JsonFixture } from '../../testing/json-fixture.ts';
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

export interface RunningBasarnasFixture extends JsonFixture {
  /** Answer with exactly these items (any period) instead of the demo's. */
  items: Record<string, unknown>[] | null;
  /** Answer this text as the body (200, JSON content type): a malformed answer. */
  rawBody: string | null;
}

export function startBasarnasFixture(
  opts: BasarnasFixtureOptions = {},
): Promise<RunningBasarnasFixture> {
  const now = opts.now ?? Date.now;
  return startJsonFixture(
    { items: null as Record<string, unknown>[] | null, rawBody: null as string | null },
    (fixture, req, path) => {
      if (opts.token !== undefined && req.headers.authorization !== `Bearer ${opts.token}`)
        return [401, '{"message":"unauthorised"}'];
      const m = /^\/bsar\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(path);
      if (req.method !== 'GET' || !m) return [404, '{"message":"not found"}'];
      if (fixture.rawBody !== null) return [200, fixture.rawBody];
      const body = fixture.items
        ? { data: fixture.items }
        : demoAnswer(m[1] ?? '', m[2] ?? '', now());
      return [200, JSON.stringify(body)];
    },
    opts,
  );
}
