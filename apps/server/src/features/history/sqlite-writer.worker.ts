// The position-history writer's own thread for SQLite: it holds a second connection to the
// database file (WAL lets the main thread read meanwhile) and inserts each batch it is sent
// in one transaction, so ingest never waits on the disk.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { rowValues, type PositionColumns } from './position-columns.ts';

const { path } = workerData as { path: string };
const db = new Database(path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 10000');
const insert = db.prepare(
  'insert into positions (mmsi, t, lat, lon, sog, cog, heading, nav_status, rot, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing',
);
const writeAll = db.transaction((c: PositionColumns) => {
  for (let i = 0; i < c.n; i++) insert.run(...rowValues(c, i));
});

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
