// The store's bulk writer thread for SQLite (sqlite-bulk.ts): a second connection to the
// file, running each statement it is sent over its rows, a transaction per chunk.
import { workerData } from 'node:worker_threads';
import { openWriterConnection, runBulk } from './sqlite-bulk.ts';
import { answerCalls } from './worker-calls.ts';

const db = openWriterConnection((workerData as { path: string }).path);
answerCalls<{ sql: string; rows: unknown[][] }>(
  (m) => runBulk(db, m.sql, m.rows),
  () => db.close(),
);
