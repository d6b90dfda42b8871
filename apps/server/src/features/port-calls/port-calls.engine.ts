import {
  closeStale,
  judgeFix,
  measurePort,
  PORT_CALL_RULES,
  portReachM,
  resumeCall,
  speedKnOf,
  stepPortCall,
  type LastFix,
  type PortArea,
  type PortCallEventKind,
  type PortCallRules,
  type PortCallState,
  type PortCallStep,
} from '@pantau/domain';
import { callId, type StoredCall } from './port-calls.repo.ts';

/** An arrival or a departure of one vessel at one port. */
export interface PortCallEvent {
  kind: PortCallEventKind;
  portId: string;
  mmsi: number;
  /** The call as it stands: for a departure, closed. */
  call: StoredCall;
}

export type PortCallListener = (e: PortCallEvent) => void;

interface CompiledPort {
  area: PortArea;
  /** The last position stamp that found this port near (no allocation per position). */
  stamp: number;
}

interface VesselTrack {
  last: LastFix;
  /** The ports this vessel has a pending or open call at. */
  states: Map<CompiledPort, PortCallState>;
}

/**
 * The calls of every vessel with none: one empty map shared (110,000 vessels' own empty maps
 * were 18 MB of the heap); `#keep` gives a vessel its own at its first call and takes it back
 * at its last. Never written to.
 */
const NO_CALLS = new Map<CompiledPort, PortCallState>();

/** Grid cell size of the prefilter, degrees: a 30 NM circle spans two or three cells. */
const CELL_DEG = 0.5;
const M_PER_DEG = 111_320;
const cellKey = (ix: number, iy: number) => ix * 4096 + iy;

/**
 * The port-call engine: every position is measured against the ports whose reach (call area
 * plus exit margin) covers its grid cell, and against the ports where the vessel already has
 * a call; `@pantau/domain`'s port-call rules decide. It keeps, per port, the vessels inside
 * (open calls), and tells listeners of arrivals, departures and every change of an open call.
 */
export class PortCallEngine {
  readonly rules: PortCallRules;
  #ports = new Map<string, CompiledPort>();
  #grid = new Map<number, CompiledPort[]>();
  #vessels = new Map<number, VesselTrack>();
  #inside = new Map<string, Map<number, StoredCall>>();
  #events: PortCallListener[] = [];
  #changes: ((c: StoredCall, receivedAt: number) => void)[] = [];
  #stamp = 0;
  readonly stats = { positions: 0, outliers: 0, late: 0, arrivals: 0, departures: 0 };

  constructor(rules: Partial<PortCallRules> = {}) {
    this.rules = { ...PORT_CALL_RULES, ...rules };
  }

  /** Arrivals and departures; returns the way to stop. Listeners must not wait. */
  onEvent(listener: PortCallListener): () => void {
    this.#events = [...this.#events, listener];
    return () => {
      this.#events = this.#events.filter((l) => l !== listener);
    };
  }

  /**
   * Every change of a call (arrival, progress of an open call, departure), with the time the
   * position that caused it was taken in (`performance.now()`), for the store's writer.
   */
  onChange(listener: (c: StoredCall, receivedAt: number) => void): void {
    this.#changes = [...this.#changes, listener];
  }

  /**
   * The ports to evaluate. A port gone from the list closes its calls at their last report
   * (departure not observed); a port kept keeps its calls.
   */
  setPorts(areas: readonly PortArea[]): void {
    const next = new Map<string, CompiledPort>();
    for (const a of areas) {
      const old = this.#ports.get(a.id);
      if (old) old.area = a;
      next.set(a.id, old ?? { area: a, stamp: 0 });
    }
    for (const [id, port] of this.#ports) {
      if (next.has(id)) continue;
      for (const [mmsi, v] of this.#vessels) {
        const s = v.states.get(port);
        if (!s) continue;
        this.#keep(v, port, { next: undefined });
        this.#apply(port, mmsi, closeStale(s, Infinity, this.rules), 0);
      }
      this.#inside.delete(id);
    }
    this.#ports = next;
    this.#grid = new Map();
    for (const p of next.values()) {
      const reach = portReachM(p.area, this.rules);
      const dLat = reach / M_PER_DEG;
      const dLon = reach / (M_PER_DEG * Math.max(0.01, Math.cos((p.area.lat * Math.PI) / 180)));
      const x0 = Math.floor((p.area.lon - dLon + 180) / CELL_DEG);
      const x1 = Math.floor((p.area.lon + dLon + 180) / CELL_DEG);
      const y0 = Math.floor((p.area.lat - dLat + 90) / CELL_DEG);
      const y1 = Math.floor((p.area.lat + dLat + 90) / CELL_DEG);
      for (let ix = x0; ix <= x1; ix++) {
        for (let iy = y0; iy <= y1; iy++) {
          const k = cellKey(ix, iy);
          const list = this.#grid.get(k);
          if (list) list.push(p);
          else this.#grid.set(k, [p]);
        }
      }
    }
  }

  get portCount(): number {
    return this.#ports.size;
  }

  /** Takes up calls left open in the store (after a restart). */
  restore(calls: readonly StoredCall[]): void {
    for (const c of calls) {
      const port = this.#ports.get(c.portId);
      if (!port) continue;
      let v = this.#vessels.get(c.mmsi);
      if (!v) {
        v = { last: { lon: NaN, lat: NaN, t: c.lastAt, refused: 0 }, states: NO_CALLS };
        this.#vessels.set(c.mmsi, v);
      }
      this.#keep(v, port, { next: resumeCall(c) });
      this.#insideOf(c.portId).set(c.mmsi, c);
    }
  }

  /** One position of a vessel. `receivedAt`: `performance.now()` when it was taken in. */
  position(
    mmsi: number,
    lon: number,
    lat: number,
    t: number,
    sog: number | null,
    receivedAt = 0,
  ): void {
    this.stats.positions++;
    let v = this.#vessels.get(mmsi);
    // A restored vessel has no place yet: its first report is taken as it comes.
    const last = v && Number.isFinite(v.last.lon) ? v.last : undefined;
    const verdict = judgeFix(last, lon, lat, t, this.rules);
    if (verdict === 'late') {
      this.stats.late++;
      return;
    }
    if (verdict === 'outlier') {
      this.stats.outliers++;
      if (v) v.last.refused++;
      return;
    }
    const speedKn = speedKnOf(sog, last, lon, lat, t);
    const seenBefore = v !== undefined;
    if (!v) {
      v = { last: { lon, lat, t, refused: 0 }, states: NO_CALLS };
      this.#vessels.set(mmsi, v);
    } else {
      v.last.lon = lon;
      v.last.lat = lat;
      v.last.t = t;
      v.last.refused = 0;
    }
    const stamp = ++this.#stamp;
    const near = this.#grid.get(
      cellKey(Math.floor((lon + 180) / CELL_DEG), Math.floor((lat + 90) / CELL_DEG)),
    );
    if (near) {
      for (const port of near) {
        port.stamp = stamp;
        const s = v.states.get(port);
        const m = measurePort(port.area, lon, lat, this.rules);
        if (!s && m.depthM < 0) continue;
        const step = stepPortCall(
          s,
          { t, depthM: m.depthM, inner: m.inner, speedKn },
          seenBefore,
          this.rules,
        );
        this.#keep(v, port, step);
        this.#apply(port, mmsi, step, receivedAt);
      }
    }
    // Ports where the vessel has a call but that are not near: it is far beyond the margin.
    if (v.states.size > 0) {
      for (const [port, s] of v.states) {
        if (port.stamp === stamp) continue;
        const step = stepPortCall(
          s,
          { t, depthM: -Infinity, inner: false, speedKn },
          seenBefore,
          this.rules,
        );
        this.#keep(v, port, step);
        this.#apply(port, mmsi, step, receivedAt);
      }
    }
  }

  /**
   * Closes calls of vessels not heard for the rules' `staleMs` by `now`, and forgets vessels
   * with no call not heard for as long.
   */
  sweep(now: number): void {
    for (const [mmsi, v] of this.#vessels) {
      for (const [port, s] of v.states) {
        const step = closeStale(s, now, this.rules);
        if (step.next === s) continue;
        this.#keep(v, port, step);
        this.#apply(port, mmsi, step, 0);
      }
      if (v.states.size === 0 && now - v.last.t >= this.rules.staleMs) this.#vessels.delete(mmsi);
    }
  }

  /** The vessels inside a port now: its open calls. */
  inside(portId: string): StoredCall[] {
    return [...(this.#inside.get(portId)?.values() ?? [])];
  }

  /** The one place a vessel's calls change: its own map from its first call, shared when none. */
  #keep(v: VesselTrack, port: CompiledPort, step: Pick<PortCallStep, 'next'>) {
    if (step.next) {
      if (v.states === NO_CALLS) v.states = new Map();
      v.states.set(port, step.next);
    } else if (v.states.delete(port) && v.states.size === 0) {
      v.states = NO_CALLS;
    }
  }

  #insideOf(portId: string): Map<number, StoredCall> {
    let m = this.#inside.get(portId);
    if (!m) this.#inside.set(portId, (m = new Map<number, StoredCall>()));
    return m;
  }

  #apply(port: CompiledPort, mmsi: number, step: PortCallStep, receivedAt: number) {
    if (!step.call) return;
    const portId = port.area.id;
    const call: StoredCall = {
      ...step.call,
      id: callId(portId, mmsi, step.call.arrivalAt),
      portId,
      mmsi,
    };
    if (step.event === 'departure') {
      this.#inside.get(portId)?.delete(mmsi);
      this.stats.departures++;
    } else {
      this.#insideOf(portId).set(mmsi, call);
      if (step.event === 'arrival') this.stats.arrivals++;
    }
    for (const l of this.#changes) l(call, receivedAt);
    if (step.event) {
      const e: PortCallEvent = { kind: step.event, portId, mmsi, call };
      for (const l of this.#events) l(e);
    }
  }
}
