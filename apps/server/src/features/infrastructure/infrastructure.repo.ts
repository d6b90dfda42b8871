import type { SensorKind } from '@pantau/contracts';
import type { UptimeCredit } from '@pantau/domain';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** Tables of migrations 0050 and 0051. */
type PortSensorsTable = {
  id: Generated<number>;
  location_id: string;
  kind: string;
  name: string;
  url: string;
  username: string | null;
  password: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
};
type TransitionsTable = {
  id: Generated<number>;
  sensor_key: string;
  location_id: string | null;
  kind: string;
  up: number;
  at: number;
  error: string | null;
};
type UptimeTable = {
  day: string;
  location_id: string;
  kind: string;
  up_ms: number;
  known_ms: number;
};
type SourceLocationsTable = {
  source_id: number;
  location_id: string;
  updated_by: string;
  updated_at: number;
};
type InfraDB = {
  port_sensors: PortSensorsTable;
  infrastructure_transitions: TransitionsTable;
  infrastructure_uptime: UptimeTable;
  infrastructure_source_locations: SourceLocationsTable;
};

/** A stored sensor, credentials and all: never sent to a browser as it is. */
export interface Sensor {
  id: number;
  locationId: string;
  kind: SensorKind;
  name: string;
  /** Without user name and password. */
  url: string;
  username: string | null;
  password: string | null;
}

export interface SensorInput {
  locationId: string;
  kind: SensorKind;
  name: string;
  url: string;
  username: string | null;
  /** undefined: keep the stored one (an edit). */
  password: string | null | undefined;
}

/** An up/down transition of a sensor (`sensor:<id>`) or feed source (`source:<id>`). */
export interface Transition {
  key: string;
  locationId: string | null;
  kind: string;
  up: boolean;
  at: number;
  error: string | null;
}

/** The credit of one location and kind on one day. */
export interface StoredCredit extends UptimeCredit {
  locationId: string;
  kind: string;
}

const toSensor = (r: Selectable<PortSensorsTable>): Sensor => ({
  id: Number(r.id),
  locationId: r.location_id,
  kind: r.kind as SensorKind,
  name: r.name,
  url: r.url,
  username: r.username,
  password: r.password,
});

/** Port sensors, their transitions, the uptime per day, and sources' chosen locations. */
export class InfrastructureRepo {
  readonly #db: Kysely<DB & InfraDB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db.withTables<InfraDB>();
    this.#now = now;
  }

  async sensors(): Promise<Sensor[]> {
    const rows = await this.#db
      .selectFrom('port_sensors')
      .selectAll()
      .orderBy('location_id')
      .orderBy('kind')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toSensor);
  }

  async sensor(id: number): Promise<Sensor | null> {
    const row = await this.#db
      .selectFrom('port_sensors')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toSensor(row) : null;
  }

  async create(s: SensorInput, by: string): Promise<Sensor> {
    const at = this.#now();
    const row = await this.#db
      .insertInto('port_sensors')
      .values({
        location_id: s.locationId,
        kind: s.kind,
        name: s.name,
        url: s.url,
        username: s.username,
        password: s.password ?? null,
        created_by: by,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSensor(row);
  }

  async update(id: number, s: SensorInput): Promise<Sensor | null> {
    const res = await this.#db
      .updateTable('port_sensors')
      .set({
        location_id: s.locationId,
        kind: s.kind,
        name: s.name,
        url: s.url,
        username: s.username,
        ...(s.password === undefined ? {} : { password: s.password }),
        updated_at: this.#now(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0 ? this.sensor(id) : null;
  }

  async remove(id: number): Promise<boolean> {
    const res = await this.#db.deleteFrom('port_sensors').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async addTransition(t: Transition): Promise<void> {
    await this.#db
      .insertInto('infrastructure_transitions')
      .values({
        sensor_key: t.key,
        location_id: t.locationId,
        kind: t.kind,
        up: t.up ? 1 : 0,
        at: t.at,
        error: t.error?.slice(0, 300) ?? null,
      })
      .execute();
  }

  /** The newest transition of each key (the states at start). */
  async lastTransitions(): Promise<Transition[]> {
    const newest = this.#db
      .selectFrom('infrastructure_transitions')
      .select(['sensor_key', (eb) => eb.fn.max('id').as('id')])
      .groupBy('sensor_key');
    const rows = await this.#db
      .selectFrom('infrastructure_transitions as t')
      .innerJoin(newest.as('n'), 'n.id', 't.id')
      .selectAll('t')
      .execute();
    return rows.map((r) => ({
      key: r.sensor_key,
      locationId: r.location_id,
      kind: r.kind,
      up: Number(r.up) === 1,
      at: Number(r.at),
      error: r.error,
    }));
  }

  /** The transitions of one key, oldest first. */
  async transitions(key: string): Promise<Transition[]> {
    const rows = await this.#db
      .selectFrom('infrastructure_transitions')
      .selectAll()
      .where('sensor_key', '=', key)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      key: r.sensor_key,
      locationId: r.location_id,
      kind: r.kind,
      up: Number(r.up) === 1,
      at: Number(r.at),
      error: r.error,
    }));
  }

  /** Adds credits to the stored uptime of their day, location and kind. */
  async addCredits(credits: readonly StoredCredit[]): Promise<void> {
    if (credits.length === 0) return;
    await this.#db.transaction().execute(async (tx) => {
      for (const c of credits) {
        await tx
          .insertInto('infrastructure_uptime')
          .values({
            day: c.day,
            location_id: c.locationId,
            kind: c.kind,
            up_ms: c.upMs,
            known_ms: c.knownMs,
          })
          .onConflict((oc) =>
            oc.columns(['day', 'location_id', 'kind']).doUpdateSet({
              up_ms: sql<number>`infrastructure_uptime.up_ms + ${c.upMs}`,
              known_ms: sql<number>`infrastructure_uptime.known_ms + ${c.knownMs}`,
            }),
          )
          .execute();
      }
    });
  }

  /** The stored uptime of one day. */
  async uptimeOf(day: string): Promise<StoredCredit[]> {
    const rows = await this.#db
      .selectFrom('infrastructure_uptime')
      .selectAll()
      .where('day', '=', day)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      locationId: r.location_id,
      kind: r.kind,
      upMs: Number(r.up_ms),
      knownMs: Number(r.known_ms),
    }));
  }

  async sourceLocations(): Promise<Map<number, string>> {
    const rows = await this.#db
      .selectFrom('infrastructure_source_locations')
      .select(['source_id', 'location_id'])
      .execute();
    return new Map(rows.map((r) => [Number(r.source_id), r.location_id]));
  }

  async setSourceLocation(sourceId: number, locationId: string | null, by: string): Promise<void> {
    if (locationId === null) {
      await this.#db
        .deleteFrom('infrastructure_source_locations')
        .where('source_id', '=', sourceId)
        .execute();
      return;
    }
    const at = this.#now();
    await this.#db
      .insertInto('infrastructure_source_locations')
      .values({ source_id: sourceId, location_id: locationId, updated_by: by, updated_at: at })
      .onConflict((oc) =>
        oc
          .column('source_id')
          .doUpdateSet({ location_id: locationId, updated_by: by, updated_at: at }),
      )
      .execute();
  }
}
