import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Port sensors and INFRASTRUCTURE (issue #15, SPEC §2.13): the CCTV cameras, VHF audio and
 * weather stations of a port with the address the server checks (credentials kept here,
 * never sent to a browser); every up/down transition of a sensor or feed source; and the
 * uptime per UTC+7 day, location and kind (time observed, and of it time up).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'port_sensors')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('url', 'varchar(1024)', (c) => c.notNull())
    .addColumn('username', 'varchar(128)')
    .addColumn('password', 'varchar(256)')
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addColumn('updated_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('port_sensors_location')
    .on('port_sensors')
    .column('location_id')
    .execute();

  await createTableWithId(db, 'infrastructure_transitions')
    .addColumn('sensor_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('up', 'integer', (c) => c.notNull())
    .addColumn('at', msType(db), (c) => c.notNull())
    .addColumn('error', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('infrastructure_transitions_key_at')
    .on('infrastructure_transitions')
    .columns(['sensor_key', 'at'])
    .execute();

  await db.schema
    .createTable('infrastructure_uptime')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('up_ms', msType(db), (c) => c.notNull())
    .addColumn('known_ms', msType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('infrastructure_uptime_pk', ['day', 'location_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('infrastructure_uptime').execute();
  await db.schema.dropTable('infrastructure_transitions').execute();
  await db.schema.dropTable('port_sensors').execute();
}
