import type { PositionRow } from './rows.ts';

/**
 * A batch of positions as columns (typed arrays plus a table of source names): what the
 * history writer hands to its database thread without copying, and what the bulk inserts
 * read. "No value" is NaN in float columns and -1 in integer ones.
 */
export interface PositionColumns {
  n: number;
  mmsi: Int32Array;
  t: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  sog: Float32Array;
  cog: Float32Array;
  heading: Int16Array;
  navStatus: Int16Array;
  rot: Float32Array;
  source: Uint16Array;
  sources: string[];
}

export function toColumns(rows: readonly PositionRow[]): PositionColumns {
  const n = rows.length;
  const c: PositionColumns = {
    n,
    mmsi: new Int32Array(n),
    t: new Float64Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    sog: new Float32Array(n),
    cog: new Float32Array(n),
    heading: new Int16Array(n),
    navStatus: new Int16Array(n),
    rot: new Float32Array(n),
    source: new Uint16Array(n),
    sources: [],
  };
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const r = rows[i] as PositionRow;
    c.mmsi[i] = r.mmsi;
    c.t[i] = r.t;
    c.lat[i] = r.lat;
    c.lon[i] = r.lon;
    c.sog[i] = r.sog ?? Number.NaN;
    c.cog[i] = r.cog ?? Number.NaN;
    c.heading[i] = r.heading ?? -1;
    c.navStatus[i] = r.navStatus ?? -1;
    c.rot[i] = r.rot ?? Number.NaN;
    let s = index.get(r.source);
    if (s === undefined) {
      s = c.sources.length;
      c.sources.push(r.source);
      index.set(r.source, s);
    }
    c.source[i] = s;
  }
  return c;
}

/** The buffers to transfer (not copy) to another thread. */
export function transferables(c: PositionColumns): ArrayBuffer[] {
  return [c.mmsi, c.t, c.lat, c.lon, c.sog, c.cog, c.heading, c.navStatus, c.rot, c.source].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

const f = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v);
const k = (v: number | undefined) => (v === undefined || v < 0 ? null : v);

/** Row `i` as the values of `insert into positions (mmsi, t, lat, lon, sog, cog, heading, nav_status, rot, source)`. */
export function rowValues(c: PositionColumns, i: number): (number | string | null)[] {
  return [
    c.mmsi[i] ?? 0,
    c.t[i] ?? 0,
    c.lat[i] ?? 0,
    c.lon[i] ?? 0,
    f(c.sog[i]),
    f(c.cog[i]),
    k(c.heading[i]),
    k(c.navStatus[i]),
    f(c.rot[i]),
    c.sources[c.source[i] ?? 0] ?? '',
  ];
}
