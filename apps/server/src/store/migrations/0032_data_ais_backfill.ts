import { sql, type Kysely } from 'kysely';

/**
 * Database Kapal's fleet from what the store already kept before its table existed: every
 * MMSI of the position history and of the static reports, first and last heard, with its
 * newest static fields and last position (the indexes on (mmsi, t) answer each look-up).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into data_ais_fleet (mmsi, first_seen, last_seen)
    select mmsi, min(t), max(t) from positions where true group by mmsi
    on conflict (mmsi) do nothing`.execute(db);
  await sql`insert into data_ais_fleet (mmsi, first_seen, last_seen)
    select mmsi, min(t), max(t) from vessel_static where true group by mmsi
    on conflict (mmsi) do nothing`.execute(db);
  const newestStatic = (column: string) =>
    sql`(select s.${sql.ref(column)} from vessel_static s
      where s.mmsi = data_ais_fleet.mmsi and s.${sql.ref(column)} is not null
      order by s.t desc limit 1)`;
  const lastPosition = (column: string) =>
    sql`(select p.${sql.ref(column)} from positions p
      where p.mmsi = data_ais_fleet.mmsi order by p.t desc limit 1)`;
  await sql`update data_ais_fleet set
    name = ${newestStatic('name')},
    call_sign = ${newestStatic('call_sign')},
    imo = ${newestStatic('imo')},
    ship_type = ${newestStatic('ship_type')},
    to_bow = ${newestStatic('to_bow')},
    to_stern = ${newestStatic('to_stern')},
    to_port = ${newestStatic('to_port')},
    to_starboard = ${newestStatic('to_starboard')},
    destination = ${newestStatic('destination')},
    lat = ${lastPosition('lat')},
    lon = ${lastPosition('lon')},
    nav_status = ${lastPosition('nav_status')},
    src = coalesce(${lastPosition('source')}, ${newestStatic('source')})`.execute(db);
}

export async function down(): Promise<void> {
  // The rows stay: the sink would have written the same.
}
