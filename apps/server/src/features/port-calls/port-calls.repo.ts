import type { PortCallSummary } from '@pantau/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** Table `port_calls` (migration 0040). Booleans are 0/1 integers. */
export interface PortCallsTable {
  id: string;
  port_id: string;
  mmsi: number;
  arrival_at: number;
  departure_at: number | null;
  arrival_observed: number;
  departure_observed: number;
  anchorage_ms: number;
  berth_ms: number;
  confidence: number;
  last_at: number;
}

type PortCallsDB = { port_calls: PortCallsTable };
type Row = Selectable<PortCallsTable>;

/** A call as stored: which port, which vessel, and the rules' summary. */
export interface StoredCall extends PortCallSummary {
  id: string;
  portId: string;
  mmsi: number;
}

/** The id of a call: the port, the vessel and its arrival (one vessel arrives once at a time). */
export function callId(portId: string, mmsi: number, arrivalAt: number): string {
  return `${portId}:${mmsi}:${arrivalAt}`;
}

// PostgreSQL's bigint comes back as a string.
const num = (v: number | string) => Number(v);

function toCall(r: Row): StoredCall {
  return {
    id: r.id,
    portId: r.port_id,
    mmsi: num(r.mmsi),
    arrivalAt: num(r.arrival_at),
    departureAt: r.departure_at === null ? null : num(r.departure_at),
    arrivalObserved: num(r.arrival_observed) === 1,
    departureObserved: num(r.departure_observed) === 1,
    anchorageMs: num(r.anchorage_ms),
    berthMs: num(r.berth_ms),
    confidence: num(r.confidence),
    lastAt: num(r.last_at),
  };
}

/** The most rows one read returns. */
const READ_LIMIT = 5000;
const WRITE_CHUNK = 200;

/** Port calls in the store: written in batches (insert or update by id), read by port and time. */
export class PortCallsRepo {
  readonly #db: Kysely<DB & PortCallsDB>;

  constructor(db: Kysely<DB>) {
    this.#db = db.withTables<PortCallsDB>();
  }

  /** Stores the calls as they now stand: new ones inserted, known ones updated. */
  async save(calls: readonly StoredCall[]): Promise<void> {
    for (let i = 0; i < calls.length; i += WRITE_CHUNK) {
      const rows = calls.slice(i, i + WRITE_CHUNK).map((c) => ({
        id: c.id,
        port_id: c.portId,
        mmsi: c.mmsi,
        arrival_at: c.arrivalAt,
        departure_at: c.departureAt,
        arrival_observed: c.arrivalObserved ? 1 : 0,
        departure_observed: c.departureObserved ? 1 : 0,
        anchorage_ms: c.anchorageMs,
        berth_ms: c.berthMs,
        confidence: c.confidence,
        last_at: c.lastAt,
      }));
      await this.#db
        .insertInto('port_calls')
        .values(rows)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            departure_at: eb.ref('excluded.departure_at'),
            departure_observed: eb.ref('excluded.departure_observed'),
            anchorage_ms: eb.ref('excluded.anchorage_ms'),
            berth_ms: eb.ref('excluded.berth_ms'),
            confidence: eb.ref('excluded.confidence'),
            last_at: eb.ref('excluded.last_at'),
          })),
        )
        .execute();
    }
  }

  /** A port's calls that overlap [from, to], newest arrival first. */
  async calls(portId: string, from: number, to: number): Promise<StoredCall[]> {
    const rows = await this.#db
      .selectFrom('port_calls')
      .selectAll()
      .where('port_id', '=', portId)
      .where('arrival_at', '<=', to)
      .where((eb) => eb.or([eb('departure_at', 'is', null), eb('departure_at', '>=', from)]))
      .orderBy('arrival_at', 'desc')
      .orderBy('mmsi')
      .limit(READ_LIMIT)
      .execute();
    return rows.map(toCall);
  }

  /** Every open call (no departure yet), for the engine to take up after a restart. */
  async open(): Promise<StoredCall[]> {
    const rows = await this.#db
      .selectFrom('port_calls')
      .selectAll()
      .where('departure_at', 'is', null)
      .execute();
    return rows.map(toCall);
  }

  /** One call by id, or null. */
  async get(id: string): Promise<StoredCall | null> {
    const row = await this.#db
      .selectFrom('port_calls')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toCall(row) : null;
  }
}
