// The position-history writer's own thread for SQLite: it holds a second connection to the
// database file (WAL lets the main thread read meanwhile) and inserts each batch it is sent
// in one transaction (with the presence of the positions it stored), so ingest never waits
// on the disk.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { PositionColumns } from './position-columns.ts';
import { sqlitePositionWriter } from './presence.ts';

const { path } = workerData as { path: string };
const db = new Database(path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 10000');
const writeAll = sqlitePositionWriter(db);

parentPort?.on('message', (msg: { id: number; columns: PositionColumns } | { close: true }) => {
  if ('close' in msg) {
    db.close();
    parentPort?.close();
    return;
  }
  try {
    writeAll(msg.columns);
    parentPort?.postMessage({ id: msg.id, ok: true });
  } catch (err) {
    parentPort?.postMessage({
      id: msg.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    });
  }
});
