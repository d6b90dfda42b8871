import {
  NONE_U16,
  PositionFrameWriter,
  STATUS_CLASS_B,
  STATUS_SATELLITE,
  encodeRemovals,
  type LiveServerJson,
  type LiveStatic,
  type LiveSubscribe,
} from '@pantau/contracts';
import { SHIP_TYPE_GROUPS, flagOfMmsi, shipTypeGroup } from '@pantau/domain';
import { inBbox } from './grid.ts';
import type { LivePicture, VesselState } from './live-picture.ts';

/** What the push needs of a socket: `ws`'s WebSocket has these. */
export interface PushSocket {
  readonly bufferedAmount: number;
  send(data: Uint8Array | string): void;
}

/** A client this far behind gets nothing new until it drains: it then gets the newest state. */
const MAX_BUFFERED = 4 * 1024 * 1024;
const GROUP_INDEX = new Map<string, number>(SHIP_TYPE_GROUPS.map((g, i) => [g.id, i]));

interface Client {
  socket: PushSocket;
  sub: LiveSubscribe | undefined;
  /** Vessels the client holds. */
  known: Set<number>;
  /** Conflated: vessels whose newest state is still to be sent, and those to take away. */
  pending: Set<number>;
  pendingStatic: Set<number>;
  pendingRemoval: Set<number>;
  snapshotDue: boolean;
}

/**
 * One push for all sockets. Each tick it takes the picture's changes once and gives every
 * client what changed in its viewport, conflated per vessel, as binary position frames and
 * JSON static data. A slow client is skipped until its socket drains, then gets the newest
 * state of everything that changed meanwhile, never a backlog.
 */
export class LivePush {
  readonly #picture: LivePicture;
  readonly #isSatellite: (source: string) => boolean;
  readonly #now: () => number;
  readonly #clients = new Set<Client>();
  skippedSlow = 0;

  constructor(
    picture: LivePicture,
    opts: { isSatellite: (s: string) => boolean; now: () => number },
  ) {
    this.#picture = picture;
    this.#isSatellite = opts.isSatellite;
    this.#now = opts.now;
  }

  get clients(): number {
    return this.#clients.size;
  }

  /** A new socket; answers its handle for subscriptions and for leaving. */
  add(
    socket: PushSocket,
    hello: LiveServerJson,
  ): { subscribe: (sub: LiveSubscribe) => void; remove: () => void } {
    const client: Client = {
      socket,
      sub: undefined,
      known: new Set(),
      pending: new Set(),
      pendingStatic: new Set(),
      pendingRemoval: new Set(),
      snapshotDue: false,
    };
    this.#clients.add(client);
    socket.send(JSON.stringify(hello));
    return {
      subscribe: (sub) => this.#subscribe(client, sub),
      remove: () => void this.#clients.delete(client),
    };
  }

  /** A (new) viewport and filters: the client gets what enters and loses what leaves. */
  #subscribe(client: Client, sub: LiveSubscribe): void {
    const first = client.sub === undefined;
    client.sub = sub;
    const inView = new Set<number>();
    const now = this.#now();
    for (const v of this.#picture.inView(sub.bbox))
      if (this.#passes(v, sub, now)) inView.add(v.mmsi);
    for (const m of client.known) if (!inView.has(m)) client.pendingRemoval.add(m);
    for (const m of inView) {
      if (!client.known.has(m)) {
        client.pending.add(m);
        client.pendingStatic.add(m);
      }
    }
    client.snapshotDue = first;
    this.#flush(client, now);
  }

  /** Once per tick: distribute the picture's changes. */
  tick(): void {
    const changes = this.#picture.takeChanges();
    const now = this.#now();
    for (const client of this.#clients) {
      const sub = client.sub;
      if (!sub) continue;
      for (const m of changes.positions) {
        const v = this.#picture.get(m);
        if (v && inBbox(v.lon, v.lat, sub.bbox) && this.#passes(v, sub, now)) {
          client.pending.add(m);
          client.pendingRemoval.delete(m);
          if (!client.known.has(m)) client.pendingStatic.add(m);
        } else if (client.known.has(m) || client.pending.has(m)) {
          client.pending.delete(m);
          client.pendingRemoval.add(m);
        }
      }
      for (const m of changes.statics)
        if (client.known.has(m) || client.pending.has(m)) client.pendingStatic.add(m);
      for (const m of changes.removed) {
        client.pending.delete(m);
        if (client.known.has(m)) client.pendingRemoval.add(m);
      }
      this.#flush(client, now, true);
    }
  }

  #passes(v: VesselState, sub: LiveSubscribe, now: number): boolean {
    const f = sub.filters;
    if (!f) return true;
    if (f.groups && !f.groups.includes(shipTypeGroup(v.shipType))) return false;
    if (f.sources && !Object.keys(v.sources).some((s) => f.sources?.includes(s))) return false;
    if (f.liveOnly && this.#picture.freshness(v, now) !== 'fresh') return false;
    return true;
  }

  #flush(client: Client, now: number, heartbeat = false): void {
    if (client.socket.bufferedAmount > MAX_BUFFERED) {
      this.skippedSlow++;
      return;
    }
    const meta = { newestT: this.#picture.newestT, serverT: now };
    if (client.pendingRemoval.size > 0) {
      const gone = [...client.pendingRemoval];
      client.pendingRemoval.clear();
      for (const m of gone) client.known.delete(m);
      client.socket.send(encodeRemovals(gone, meta));
    }
    if (client.pendingStatic.size > 0) {
      const vessels: LiveStatic[] = [];
      for (const m of client.pendingStatic) {
        const v = this.#picture.get(m);
        if (v) vessels.push(staticOf(v));
      }
      client.pendingStatic.clear();
      if (vessels.length > 0) client.socket.send(JSON.stringify({ type: 'static', vessels }));
    }
    // Every tick carries a frame, empty when nothing in view changed: the client's watchdog
    // and latency readout then tell a quiet sea from a dead feed.
    if (client.pending.size > 0 || client.snapshotDue || heartbeat) {
      const rows: VesselState[] = [];
      for (const m of client.pending) {
        const v = this.#picture.get(m);
        if (v && !Number.isNaN(v.lat)) rows.push(v);
      }
      client.pending.clear();
      client.socket.send(this.#frame(rows, client.snapshotDue, meta));
      client.snapshotDue = false;
      for (const v of rows) client.known.add(v.mmsi);
    }
  }

  #frame(
    rows: readonly VesselState[],
    snapshot: boolean,
    meta: { newestT: number; serverT: number },
  ): Uint8Array {
    const w = new PositionFrameWriter(rows.length);
    const c = w.columns;
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i] as VesselState;
      c.mmsi[i] = v.mmsi;
      c.lat[i] = v.lat;
      c.lon[i] = v.lon;
      c.time[i] = Math.floor(v.positionT / 1000);
      c.cog[i] = v.cog === null ? NONE_U16 : Math.round(v.cog * 10);
      c.heading[i] = v.heading ?? NONE_U16;
      c.sog[i] = v.sog === null ? NONE_U16 : Math.min(NONE_U16 - 1, Math.round(v.sog * 10));
      c.group[i] = GROUP_INDEX.get(shipTypeGroup(v.shipType)) ?? 0;
      const sources = Object.keys(v.sources);
      const satellite = sources.length > 0 && sources.every(this.#isSatellite);
      c.status[i] = (v.aisClass === 'B' ? STATUS_CLASS_B : 0) | (satellite ? STATUS_SATELLITE : 0);
    }
    return w.finish({ snapshot, ...meta });
  }
}

function staticOf(v: VesselState): LiveStatic {
  const flag = flagOfMmsi(v.mmsi);
  return {
    mmsi: v.mmsi,
    name: v.name,
    callSign: v.callSign,
    imo: v.imo,
    shipType: v.shipType,
    aisClass: v.aisClass,
    toBow: v.toBow,
    toStern: v.toStern,
    toPort: v.toPort,
    toStarboard: v.toStarboard,
    destination: v.destination,
    draught: v.draught,
    eta: v.eta,
    flag: flag ? { iso: flag.iso, country: flag.country } : null,
    sources: Object.keys(v.sources),
  };
}
