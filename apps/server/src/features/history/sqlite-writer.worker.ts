// The position-history writer's own thread for SQLite: it holds a second connection to the
// database file (WAL lets the main thread read meanwhile) and inserts each batch it is sent
// in one transaction (with the presence of the positions it stored), so ingest never waits
// on the disk.
import { workerData } from 'node:worker_threads';
import { openWriterConnection } from '../../store/sqlite-bulk.ts';
import { answerCalls } from '../../store/worker-calls.ts';
import type { PositionColumns } from './position-columns.ts';
import { sqlitePositionWriter } from './presence.ts';

const db = openWriterConnection((workerData as { path: string }).path);
const writeAll = sqlitePositionWriter(db);
answerCalls<{ columns: PositionColumns }>(
  (m) => writeAll(m.columns),
  () => db.close(),
);
