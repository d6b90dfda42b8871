import type { AtonReport, VesselEvent } from '@pantau/domain';

/**
 * What a sink on the hub may take: vessel events (positions, static, voyage) as ingest
 * accepted them, a duplicate position that only says which source heard the vessel, and
 * aids to navigation (message 21), which are not vessels.
 */
export interface HubSink {
  /** A name for logs and tests. */
  name: string;
  event?: (e: VesselEvent) => void;
  heard?: (mmsi: number, source: string, t: number) => void;
  aton?: (r: AtonReport) => void;
}

/**
 * The live hub (infrastructure, not a feature): ingest publishes here, and the live picture,
 * history, aids to navigation (and later geofences, alerts, density) subscribe as sinks.
 * Sinks are called in the order they subscribed, synchronously, on the hot path: a sink
 * must not allocate per event where it can avoid it, nor wait.
 */
export class LiveHub {
  #event: ((e: VesselEvent) => void)[] = [];
  #heard: ((mmsi: number, source: string, t: number) => void)[] = [];
  #aton: ((r: AtonReport) => void)[] = [];
  readonly #names: string[] = [];

  subscribe(sink: HubSink): void {
    this.#names.push(sink.name);
    if (sink.event) this.#event = [...this.#event, sink.event];
    if (sink.heard) this.#heard = [...this.#heard, sink.heard];
    if (sink.aton) this.#aton = [...this.#aton, sink.aton];
  }

  /** The sinks' names, in the order they are called. */
  get sinks(): readonly string[] {
    return this.#names;
  }

  publish(e: VesselEvent): void {
    for (const f of this.#event) f(e);
  }

  heard(mmsi: number, source: string, t: number): void {
    for (const f of this.#heard) f(mmsi, source, t);
  }

  aton(r: AtonReport): void {
    for (const f of this.#aton) f(r);
  }
}
