import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * Port calls (issue #15 item 1): one row per call of a vessel at a registry port, written at
 * its arrival, updated while it is open (stops, last report) and closed at its departure. The
 * id is the engine's (`port:mmsi:arrival`), so a second writer of the same call updates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('port_calls')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('port_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('arrival_at', msType(db), (c) => c.notNull())
    .addColumn('departure_at', msType(db))
    .addColumn('arrival_observed', 'integer', (c) => c.notNull())
    .addColumn('departure_observed', 'integer', (c) => c.notNull())
    .addColumn('anchorage_ms', msType(db), (c) => c.notNull())
    .addColumn('berth_ms', msType(db), (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('last_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('port_calls_port_arrival')
    .on('port_calls')
    .columns(['port_id', 'arrival_at'])
    .execute();
  await db.schema
    .createIndex('port_calls_port_departure')
    .on('port_calls')
    .columns(['port_id', 'departure_at'])
    .execute();
  await db.schema
    .createIndex('port_calls_mmsi')
    .on('port_calls')
    .columns(['mmsi', 'arrival_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('port_calls').execute();
}
