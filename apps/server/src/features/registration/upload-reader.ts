import { Worker } from 'node:worker_threads';
import type { Cell } from './registration-file.ts';
import { isXlsx } from './registration-file.ts';
import {
  checkWorkbookHeaders,
  UploadRefused,
  WORKBOOK_LIMITS,
  type WorkbookLimits,
} from './upload-limits.ts';

/** How long a file may take to read, and the heap its thread may use. */
const READ_TIMEOUT_MS = 15_000;
const HEAP_MB = 384;

/**
 * Reads an uploaded xlsx or CSV file's rows in a thread of its own, so a hostile file
 * neither blocks the event loop (health, the live socket) nor takes the process's memory:
 * the thread measures the zip before reading it, has a heap of its own, and is stopped
 * after `READ_TIMEOUT_MS`. A zip whose headers already say too much is refused before any
 * thread starts. Refusals are `UploadRefused` with the reason.
 */
export async function readUploadRows(
  bytes: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<Cell[][]> {
  if (isXlsx(bytes)) checkWorkbookHeaders(bytes, limits);
  const copy = new Uint8Array(bytes); // the thread takes its own copy
  const worker = new Worker(new URL('./upload.worker.ts', import.meta.url), {
    workerData: { bytes: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 4 },
  });
  return await new Promise<Cell[][]>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new UploadRefused(`took longer than ${READ_TIMEOUT_MS / 1000} s to read`));
    }, READ_TIMEOUT_MS);
    const done = () => clearTimeout(timer);
    worker.once('message', (m: { rows?: Cell[][]; refused?: string }) => {
      done();
      void worker.terminate();
      if (m.rows) resolve(m.rows);
      else reject(new UploadRefused(m.refused ?? 'is not a readable xlsx or CSV file'));
    });
    worker.once('error', (err: Error & { code?: string }) => {
      done();
      reject(
        new UploadRefused(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `needs more than ${HEAP_MB} MB to read`
            : 'is not a readable xlsx or CSV file',
        ),
      );
    });
    worker.once('exit', () => {
      done();
      reject(new UploadRefused('is not a readable xlsx or CSV file'));
    });
  });
}
