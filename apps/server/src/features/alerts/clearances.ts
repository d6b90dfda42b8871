import type { ClearanceList } from '@pantau/contracts';
import {
  pkkWithoutArrival,
  sailingWithoutSpb,
  wibDay,
  wibDayStart,
  type ClearanceDay,
  type ClearedVessel,
} from '@pantau/domain';
import type { AlertEngine } from './engine.ts';

const DAY_MS = 86_400_000;

/** A port call's arrival or departure, as the port-calls feature tells it. */
export interface CallNews {
  kind: 'arrival' | 'departure';
  portId: string;
  mmsi: number;
  call: { id: string; arrivalAt: number; departureAt: number | null };
}

export interface ClearancesOptions {
  engine: AlertEngine;
  /** Inaportnet's map of a day (its honest 'not-configured' or 'error' included). */
  dayMap: (day: string) => Promise<ClearanceList>;
  /** What the live picture knows of the vessel, and where it is. */
  vessel: (mmsi: number) => (ClearedVessel & { lon: number | null; lat: number | null }) | null;
  portName: (portId: string) => string | null;
  warn: (o: object, m: string) => void;
}

/** Inaportnet's answer as the rules read it: only an 'ok' map says anything. */
export function clearanceDay(list: ClearanceList): ClearanceDay {
  if (list.state !== 'ok') return { state: 'unknown' };
  return { state: 'ok', flags: new Map(list.vessels.map((v) => [v.mmsi, v])) };
}

/**
 * The port papers against the port calls (issue #19 item 7), run by the process that runs the
 * alert engine. A departure is checked against Inaportnet's map of its day at once (sailing
 * without SPB, a warning). A day's PKKs are checked once the day is over (a PKK without an
 * arrival that day, a caution), and only for a day this process followed whole: arrivals are
 * what it heard, so a day it joined late would accuse vessels that did arrive. Each finding is
 * one record, opened and closed at once (an event, as a lane crossing).
 */
export class Clearances {
  readonly #o: ClearancesOptions;
  /** Arrivals heard, by UTC+7 day. */
  readonly #arrivals = new Map<string, Set<number>>();
  #followingSince: number | null = null;
  #checked = new Set<string>();

  constructor(o: ClearancesOptions) {
    this.#o = o;
  }

  /** This process began (or stopped, null) following the port calls. */
  following(since: number | null): void {
    this.#followingSince = since;
    if (since === null) this.#arrivals.clear();
  }

  call(e: CallNews): void {
    if (this.#followingSince === null) return;
    if (e.kind === 'arrival') {
      const day = wibDay(e.call.arrivalAt);
      let set = this.#arrivals.get(day);
      if (!set) this.#arrivals.set(day, (set = new Set()));
      set.add(e.mmsi);
    } else void this.#departure(e);
  }

  async #departure(e: CallNews): Promise<void> {
    const at = e.call.departureAt ?? e.call.arrivalAt;
    const v = this.#o.vessel(e.mmsi);
    if (!v) return;
    const day = wibDay(at);
    let list: ClearanceList;
    try {
      list = await this.#o.dayMap(day);
    } catch (err) {
      this.#o.warn({ err, mmsi: e.mmsi }, 'SPB not checked: Inaportnet not read');
      return;
    }
    if (!sailingWithoutSpb(v, clearanceDay(list))) return;
    const behaviour = `spb:${e.call.id}`;
    const port = this.#o.portName(e.portId) ?? e.portId;
    const where = v.lon !== null && v.lat !== null ? { lon: v.lon, lat: v.lat } : undefined;
    const details = { kind: 'noSpb', port, portId: e.portId, day, departureAt: at };
    this.#o.engine.raise('clearance', e.mmsi, behaviour, at, details, 'warning', where);
    this.#o.engine.close('clearance', e.mmsi, behaviour, at);
  }

  /**
   * Checks each day that ended since the last look and that this process followed whole;
   * forgets arrivals older than two days.
   */
  async sweep(now: number): Promise<void> {
    const since = this.#followingSince;
    if (since === null) return;
    const yesterday = wibDay(now - DAY_MS);
    if (!this.#checked.has(yesterday) && since <= wibDayStart(yesterday)) {
      this.#checked.add(yesterday);
      await this.#pkk(yesterday);
    }
    for (const day of this.#arrivals.keys()) {
      if (wibDayStart(day) < now - 2 * DAY_MS) this.#arrivals.delete(day);
    }
  }

  async #pkk(day: string): Promise<void> {
    let list: ClearanceList;
    try {
      list = await this.#o.dayMap(day);
    } catch (err) {
      this.#o.warn({ err, day }, 'PKKs not checked: Inaportnet not read');
      return;
    }
    const at = wibDayStart(day) + DAY_MS - 1;
    for (const mmsi of pkkWithoutArrival(
      clearanceDay(list),
      this.#arrivals.get(day) ?? new Set(),
    )) {
      const behaviour = `pkk:${day}`;
      const v = this.#o.vessel(mmsi);
      const where = v && v.lon !== null && v.lat !== null ? { lon: v.lon, lat: v.lat } : undefined;
      this.#o.engine.raise(
        'clearance',
        mmsi,
        behaviour,
        at,
        { kind: 'pkkNoArrival', day },
        'caution',
        where,
      );
      this.#o.engine.close('clearance', mmsi, behaviour, at);
    }
  }
}
