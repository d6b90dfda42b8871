import { NONE_U16, PositionFrameWriter, STATUS_CLASS_B } from '@pantau/contracts';
import { SHIP_TYPE_GROUPS } from '@pantau/domain';

/**
 * The bench's vessels: N positions spread over Indonesian waters (lon 95–141, lat −11–6),
 * written into a binary positions frame with `PositionFrameWriter`, column by column, the
 * way the server's push (`apps/server/src/features/live/push.ts`) writes them.
 */

export const BOX = { west: 95, east: 141, south: -11, north: 6 } as const;
const MMSI_BASE = 525_000_000;

/** A small seeded generator (mulberry32), so every run draws the same sea. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Fleet {
  n: number;
  lon: Float64Array;
  lat: Float64Array;
  cog: Uint16Array;
  heading: Uint16Array;
  sog: Uint16Array;
  group: Uint8Array;
  status: Uint8Array;
}

export function makeFleet(n: number, seed = 7): Fleet {
  const r = random(seed);
  const fleet: Fleet = {
    n,
    lon: new Float64Array(n),
    lat: new Float64Array(n),
    cog: new Uint16Array(n),
    heading: new Uint16Array(n),
    sog: new Uint16Array(n),
    group: new Uint8Array(n),
    status: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    fleet.lon[i] = BOX.west + r() * (BOX.east - BOX.west);
    fleet.lat[i] = BOX.south + r() * (BOX.north - BOX.south);
    const course = Math.floor(r() * 3600);
    fleet.cog[i] = course;
    // One in ten reports no heading (the course turns the marker then).
    fleet.heading[i] = r() < 0.1 ? NONE_U16 : Math.floor(course / 10);
    fleet.sog[i] = Math.floor(r() * 200);
    fleet.group[i] = Math.floor(r() * SHIP_TYPE_GROUPS.length);
    fleet.status[i] = r() < 0.3 ? STATUS_CLASS_B : 0;
  }
  return fleet;
}

/**
 * The frame of update `step`: every vessel, moved a little along its course, stamped
 * `nowMs` (so every marker is fresh and solid).
 */
export function positionsFrame(fleet: Fleet, step: number, nowMs: number): ArrayBuffer {
  const w = new PositionFrameWriter(fleet.n);
  const c = w.columns;
  const time = Math.floor(nowMs / 1000);
  const move = step * 0.002;
  for (let i = 0; i < fleet.n; i++) {
    const bearing = ((fleet.cog[i] as number) / 10) * (Math.PI / 180);
    c.mmsi[i] = MMSI_BASE + i;
    c.lat[i] = (fleet.lat[i] as number) + move * Math.cos(bearing);
    c.lon[i] = (fleet.lon[i] as number) + move * Math.sin(bearing);
    c.time[i] = time;
    c.cog[i] = fleet.cog[i] as number;
    c.heading[i] = fleet.heading[i] as number;
    c.sog[i] = fleet.sog[i] as number;
    c.group[i] = fleet.group[i] as number;
    c.status[i] = fleet.status[i] as number;
  }
  const bytes = w.finish({ snapshot: step === 0, newestT: nowMs, serverT: nowMs });
  return bytes.buffer as ArrayBuffer;
}
