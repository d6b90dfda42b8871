import {
  NONE_U16,
  PositionFrameWriter,
  STATUS_CLASS_B,
  STATUS_PLOT_ANY,
  STATUS_PLOT_CALLSIGN_DOUBLE,
  STATUS_PLOT_MMSI_DOUBLE,
  STATUS_PLOT_NO_IMO,
  STATUS_SATELLITE,
  encodeRemovals,
  type LiveHello,
  type LiveStatic,
  type LiveSubscribe,
} from '@pantau/contracts';
import { SHIP_TYPE_GROUPS, flagOfMmsi, shipTypeGroup } from '@pantau/domain';
import { liveMessage } from '../../live-hub/channels.ts';
import { Histogram } from '../metrics/histogram.ts';
import { inBbox } from './grid.ts';
import type { LivePicture, VesselState } from './live-picture.ts';
import { VesselBits, VesselSlots } from './vessel-bits.ts';

/** What the push needs of a socket: `ws`'s WebSocket has these. */
export interface PushSocket {
  /** Bytes given to `send` and not yet handed to the network. */
  readonly bufferedAmount: number;
  send(data: Uint8Array | string): void;
  /** Closes at once, without the closing handshake (it could not get through). */
  terminate(): void;
}

/** One batch's changes as seen from one view (bbox and filters). */
interface ViewChanges {
  /** Changed and shown in the view. */
  shown: VesselState[];
  /** Moved and now outside the view or its filters. */
  leaving: number[];
  /** Shown, with new static or voyage data. */
  restatic: VesselState[];
  /** The frame of `shown`, encoded for the first client that needs it. */
  frame: Uint8Array | undefined;
  /** Static-data messages encoded this batch, by their vessels (`count|hash`). */
  statics: Map<string, { members: Set<number>; text: string }>;
  frameSent?: boolean;
}

/** A socket's send budget when none is given (PANTAU_LIVE_BUFFER_KB). */
const DEFAULT_BUFFER_BUDGET = 1024 * 1024;
/** Ticks a socket may stay over its budget before it is closed. */
const SLOW_TICKS = 3;
/** Ticks a socket may hold more than its low-water mark without draining any of it. */
const STALLED_TICKS = 10;
/** Vessels per chunk of a snapshot (one static message and one frame each). */
export const SNAPSHOT_CHUNK = 1000;
/** Push latency buckets (ms): the bar is 250 ms at p99. */
export const PUSH_LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 150, 250, 500, 1000, 2500, 5000, 10_000];
const GROUP_INDEX = new Map<string, number>(SHIP_TYPE_GROUPS.map((g, i) => [g.id, i]));

interface Client {
  socket: PushSocket;
  sub: LiveSubscribe | undefined;
  /** Viewport and filters as one string: clients with the same view can share a frame. */
  view: string;
  /** Vessels the client holds. */
  known: VesselBits;
  /** Conflated: vessels whose newest state is still to be sent, and those to take away. */
  pending: VesselBits;
  pendingStatic: VesselBits;
  pendingRemoval: Set<number>;
  snapshotDue: boolean;
  /** When the client last got a position frame (for the heartbeat). */
  lastFrameAt: number;
  /** Since when its socket has been over its budget, or stalled (null: neither). */
  overSince: number | null;
  /** Its socket's unsent bytes at the previous batch (to tell a stalled socket). */
  lastBuffered: number;
}

/**
 * One push for all sockets. Each batch (every 100 ms by default) it takes the picture's
 * changes once and gives every client what changed in its viewport, conflated per vessel,
 * as binary position frames and JSON static data. A client with nothing new still gets an
 * empty frame every tick (1 s by default), so it can tell a quiet sea from a dead feed. A
 * slow client is skipped until its socket drains, then gets the newest state of everything
 * that changed meanwhile, never a backlog. What a client is owed (the first snapshot too)
 * goes out in chunks of `SNAPSHOT_CHUNK` vessels, only while its socket has drained below a
 * quarter of its budget; a socket that stays over its budget for `SLOW_TICKS` ticks, or
 * over that low-water mark without draining a byte for `STALLED_TICKS` ticks (it does not
 * read), is closed, so no client holds more than about its budget, nor holds it for long.
 */
export class LivePush {
  readonly #picture: LivePicture;
  readonly #isSatellite: (source: string) => boolean;
  readonly #now: () => number;
  readonly #heartbeatMs: number;
  readonly #clients = new Set<Client>();
  /** The numbers behind every client's bitmaps of vessels. */
  readonly #slots = new VesselSlots();
  /** Within one batch: frames already encoded, by view and content, and status bytes. */
  readonly #frames = new Map<string, { members: Set<number>; frame: Uint8Array }>();
  readonly #statuses = new Map<number, number>();
  readonly #budget: number;
  readonly #lowWater: number;
  readonly #closeAfterMs: number;
  readonly #stalledMs: number;
  skippedSlow = 0;
  /** Sockets closed for staying over their budget. */
  closedSlow = 0;
  /** Frames sent that another client with the same view and changes had already encoded. */
  sharedFrames = 0;
  /**
   * Push latency (ms): for each vessel of each delta frame, the time from the server's
   * receipt of its position (the event's `t`, stamped by ingest) to the frame going out. A
   * frame shared by clients with one view counts once; snapshots are not counted.
   */
  readonly latency = new Histogram(PUSH_LATENCY_BOUNDS_MS);

  constructor(
    picture: LivePicture,
    opts: {
      isSatellite: (s: string) => boolean;
      now: () => number;
      /** The tick: a client gets a frame at least this often. */
      heartbeatMs: number;
      /** Bytes a socket may hold unsent (PANTAU_LIVE_BUFFER_KB). */
      bufferBudget?: number;
    },
  ) {
    this.#picture = picture;
    this.#isSatellite = opts.isSatellite;
    this.#now = opts.now;
    this.#heartbeatMs = opts.heartbeatMs;
    this.#budget = opts.bufferBudget ?? DEFAULT_BUFFER_BUDGET;
    this.#lowWater = Math.floor(this.#budget / 4);
    this.#closeAfterMs = SLOW_TICKS * opts.heartbeatMs;
    this.#stalledMs = STALLED_TICKS * opts.heartbeatMs;
  }

  get clients(): number {
    return this.#clients.size;
  }

  /** A new socket; answers its handle for subscriptions and for leaving. */
  add(
    socket: PushSocket,
    hello: LiveHello,
  ): { subscribe: (sub: LiveSubscribe) => void; remove: () => void } {
    const client: Client = {
      socket,
      sub: undefined,
      view: '',
      known: new VesselBits(this.#slots),
      pending: new VesselBits(this.#slots),
      pendingStatic: new VesselBits(this.#slots),
      pendingRemoval: new Set(),
      snapshotDue: false,
      lastFrameAt: 0,
      overSince: null,
      lastBuffered: 0,
    };
    this.#clients.add(client);
    socket.send(liveMessage(hello));
    return {
      subscribe: (sub) => this.#subscribe(client, sub),
      remove: () => void this.#clients.delete(client),
    };
  }

  /** A (new) viewport and filters: the client gets what enters and loses what leaves. */
  #subscribe(client: Client, sub: LiveSubscribe): void {
    const first = client.sub === undefined;
    client.sub = sub;
    client.view = JSON.stringify([sub.bbox, sub.filters ?? null]);
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

  /** Once per batch: distribute the picture's changes; a heartbeat where a tick has passed. */
  tick(): void {
    const changes = this.#picture.takeChanges();
    const now = this.#now();
    this.#frames.clear();
    this.#statuses.clear();
    // What changed, worked out once per view (many clients share one) rather than per client.
    const views = new Map<string, ViewChanges>();
    for (const client of this.#clients) {
      const buffered = client.socket.bufferedAmount;
      const over = buffered > this.#budget;
      const slow = buffered > this.#lowWater;
      const stuck = over || (slow && buffered >= client.lastBuffered);
      client.lastBuffered = buffered;
      if (!stuck) client.overSince = null;
      else if (client.overSince === null) client.overSince = now;
      else if (now - client.overSince >= (over ? this.#closeAfterMs : this.#stalledMs)) {
        // It does not read: what it holds would only grow. Close it; it may come back.
        this.#clients.delete(client);
        this.closedSlow++;
        client.socket.terminate();
        continue;
      }
      const sub = client.sub;
      if (!sub) continue;
      let vc = views.get(client.view);
      if (!vc) views.set(client.view, (vc = this.#viewChanges(sub, changes, now)));
      const heartbeat = now - client.lastFrameAt >= this.#heartbeatMs;
      const behind =
        client.snapshotDue ||
        client.pending.size > 0 ||
        client.pendingStatic.size > 0 ||
        client.pendingRemoval.size > 0;
      if (behind || slow) {
        // Not in step: what changed is owed, and sent once the socket has drained.
        this.#owe(client, vc, changes.removed);
        this.#flush(client, now, heartbeat);
      } else {
        this.#sendInStep(client, vc, changes.removed, now, heartbeat);
      }
    }
    for (const m of changes.removed) this.#slots.retire(m);
    this.#slots.release((slot) => this.#held(slot));
  }

  /** Whether any client still has this vessel number set. */
  #held(slot: number): boolean {
    for (const c of this.#clients) {
      if (c.known.hasSlot(slot) || c.pending.hasSlot(slot) || c.pendingStatic.hasSlot(slot)) {
        return true;
      }
    }
    return false;
  }

  /** Vessels numbered for the clients' bitmaps (in the picture, or still held by one). */
  get numbered(): number {
    return this.#slots.size;
  }

  #viewChanges(
    sub: LiveSubscribe,
    changes: { positions: Set<number>; statics: Set<number> },
    now: number,
  ): ViewChanges {
    const shown = new Map<number, VesselState>();
    const leaving: number[] = [];
    for (const m of changes.positions) {
      const v = this.#picture.get(m);
      if (v && inBbox(v.lon, v.lat, sub.bbox) && this.#passes(v, sub, now)) shown.set(m, v);
      else leaving.push(m);
    }
    const restatic: VesselState[] = [];
    for (const m of changes.statics) {
      const v = this.#picture.get(m);
      if (!v || Number.isNaN(v.lat)) continue;
      if (!inBbox(v.lon, v.lat, sub.bbox) || !this.#passes(v, sub, now)) {
        // New static data can take a vessel out of the filters (its ship type, say).
        leaving.push(m);
        continue;
      }
      restatic.push(v);
      // Static data can change the plot status, which travels in the position frame.
      shown.set(m, v);
    }
    return { shown: [...shown.values()], leaving, restatic, frame: undefined, statics: new Map() };
  }

  /** A client not in step (slow, or still owing): what changed joins what it is owed. */
  #owe(client: Client, vc: ViewChanges, removed: Set<number>): void {
    for (const m of vc.leaving) {
      if (client.known.has(m) || client.pending.has(m)) {
        client.pending.delete(m);
        client.pendingRemoval.add(m);
      }
    }
    for (const v of vc.shown) {
      client.pending.add(v.mmsi);
      client.pendingRemoval.delete(v.mmsi);
      if (!client.known.has(v.mmsi)) client.pendingStatic.add(v.mmsi);
    }
    for (const v of vc.restatic) client.pendingStatic.add(v.mmsi);
    for (const m of removed) {
      client.pending.delete(m);
      if (client.known.has(m)) client.pendingRemoval.add(m);
    }
  }

  /** A client in step gets this batch's changes at once, its frame shared with its view. */
  #sendInStep(
    client: Client,
    vc: ViewChanges,
    removed: Set<number>,
    now: number,
    heartbeat: boolean,
  ): void {
    const meta = { newestT: this.#picture.newestT, serverT: now };
    const gone: number[] = [];
    for (const m of vc.leaving) if (client.known.delete(m)) gone.push(m);
    for (const m of removed) if (client.known.delete(m)) gone.push(m);
    if (gone.length > 0) client.socket.send(encodeRemovals(gone, meta));
    // Static data for the vessels new to this client, and for those whose data changed;
    // clients in step with the same view mostly need the same, encoded once.
    const statics: VesselState[] = [];
    let hash = 0;
    const need = (v: VesselState) => {
      statics.push(v);
      hash = (hash + Math.imul(v.mmsi, 0x9e3779b1)) | 0;
    };
    for (const v of vc.shown) {
      if (client.known.has(v.mmsi)) continue;
      client.known.add(v.mmsi);
      need(v);
    }
    const fresh = new Set(statics);
    for (const v of vc.restatic) if (!fresh.has(v)) need(v);
    if (statics.length > 0) {
      const key = `${statics.length}|${hash}`;
      let hit = vc.statics.get(key);
      if (!hit || !statics.every((v) => hit?.members.has(v.mmsi))) {
        const vessels = statics.map(staticOf);
        hit = {
          members: new Set(statics.map((v) => v.mmsi)),
          text: liveMessage({ type: 'static', vessels }),
        };
        vc.statics.set(key, hit);
      }
      client.socket.send(hit.text);
    }
    if (vc.shown.length > 0 || heartbeat) {
      vc.frame ??= this.#frame(vc.shown, false, meta);
      if (vc.frameSent) this.sharedFrames++;
      vc.frameSent = true;
      client.socket.send(vc.frame);
      client.lastFrameAt = now;
    }
  }

  #passes(v: VesselState, sub: LiveSubscribe, now: number): boolean {
    const f = sub.filters;
    if (!f) return true;
    if (f.groups && !f.groups.includes(shipTypeGroup(v.shipType))) return false;
    if (f.sources && !Object.keys(v.sources).some((s) => f.sources?.includes(s))) return false;
    // SPEC §4 'Visibility': with Show Live Only, only vessels whose plot status is good.
    if (f.liveOnly) {
      if (this.#picture.freshness(v, now) !== 'fresh') return false;
      if ((this.#status(v, now) & STATUS_PLOT_ANY) !== 0) return false;
    }
    return true;
  }

  /**
   * Sends what a client is owed, in chunks, while its socket has drained below the low-water
   * mark (a quarter of its budget) and this call has handed it less than its budget; the rest
   * waits for the next batch. The second bound holds where the first cannot: a socket whose
   * peer has gone fails its writes at once, so its buffer never fills, and a national
   * snapshot sent into it would be encoded whole, with an error for every chunk, for nothing.
   */
  #flush(client: Client, now: number, heartbeat = false): void {
    const socket = client.socket;
    if (socket.bufferedAmount > this.#lowWater) {
      this.skippedSlow++;
      return;
    }
    let handed = 0;
    const send = (data: Uint8Array | string) => {
      handed += typeof data === 'string' ? data.length : data.byteLength;
      socket.send(data);
    };
    const meta = { newestT: this.#picture.newestT, serverT: now };
    if (client.pendingRemoval.size > 0) {
      const gone = [...client.pendingRemoval];
      client.pendingRemoval.clear();
      for (const m of gone) client.known.delete(m);
      send(encodeRemovals(gone, meta));
    }
    let framed = false;
    while (
      (client.pendingStatic.size > 0 || client.pending.size > 0 || client.snapshotDue) &&
      socket.bufferedAmount <= this.#lowWater &&
      handed < this.#budget
    ) {
      if (client.pendingStatic.size > 0) {
        const vessels: LiveStatic[] = [];
        for (const m of client.pendingStatic.take(SNAPSHOT_CHUNK)) {
          const v = this.#picture.get(m);
          if (v) vessels.push(staticOf(v));
        }
        if (vessels.length > 0) send(liveMessage({ type: 'static', vessels }));
      }
      if (client.pending.size === 0 && !client.snapshotDue) continue;
      const rows: VesselState[] = [];
      let hash = 0;
      for (const m of client.pending.take(SNAPSHOT_CHUNK)) {
        const v = this.#picture.get(m);
        if (v && !Number.isNaN(v.lat)) {
          rows.push(v);
          hash = (hash + Math.imul(m, 0x9e3779b1)) | 0;
        }
      }
      // The first chunk of a snapshot says so (the client starts afresh), the rest add to it.
      send(
        client.snapshotDue
          ? this.#frame(rows, true, meta)
          : this.#sharedFrame(`${client.view}|${rows.length}|${hash}`, rows, meta),
      );
      client.snapshotDue = false;
      framed = true;
      for (const v of rows) client.known.add(v.mmsi);
    }
    // Every tick carries a frame, empty when nothing in view changed: the client's watchdog
    // and latency readout then tell a quiet sea from a dead feed.
    if (!framed && heartbeat) socket.send(this.#sharedFrame(`${client.view}|0|0`, [], meta));
    if (framed || heartbeat) client.lastFrameAt = now;
  }

  /**
   * Many operators watch the same view: within a batch, a client whose changes are the same
   * as another's with the same view gets that client's frame instead of a new one.
   */
  #sharedFrame(
    key: string,
    rows: readonly VesselState[],
    meta: { newestT: number; serverT: number },
  ): Uint8Array {
    const hit = this.#frames.get(key);
    if (hit && rows.every((v) => hit.members.has(v.mmsi))) {
      this.sharedFrames++;
      return hit.frame;
    }
    const frame = this.#frame(rows, false, meta);
    this.#frames.set(key, { members: new Set(rows.map((v) => v.mmsi)), frame });
    return frame;
  }

  #status(v: VesselState, now: number): number {
    let status = this.#statuses.get(v.mmsi);
    if (status !== undefined) return status;
    const sources = Object.keys(v.sources);
    const satellite = sources.length > 0 && sources.every(this.#isSatellite);
    const plot = this.#picture.plotStatus(v, now);
    status =
      (v.aisClass === 'B' ? STATUS_CLASS_B : 0) |
      (satellite ? STATUS_SATELLITE : 0) |
      (plot.mmsiDouble ? STATUS_PLOT_MMSI_DOUBLE : 0) |
      (plot.noImo ? STATUS_PLOT_NO_IMO : 0) |
      (plot.callSignDouble ? STATUS_PLOT_CALLSIGN_DOUBLE : 0);
    this.#statuses.set(v.mmsi, status);
    return status;
  }

  #frame(
    rows: readonly VesselState[],
    snapshot: boolean,
    meta: { newestT: number; serverT: number },
  ): Uint8Array {
    const now = meta.serverT;
    if (!snapshot) for (const v of rows) this.latency.observe(Math.max(0, now - v.positionT));
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
      c.status[i] = this.#status(v, now);
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
