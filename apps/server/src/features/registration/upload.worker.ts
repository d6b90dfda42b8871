// Reads one uploaded registration file off the event loop (upload-reader.ts): the zip
// measured first (upload-limits.ts), then the sheet's rows, within the cell limit.
import { parentPort, workerData } from 'node:worker_threads';
import { checkWorkbookZip, UploadRefused, type WorkbookLimits } from './upload-limits.ts';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: WorkbookLimits };

try {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The zip measured before the reader (and its dependencies) is even loaded.
  if (buffer[0] === 0x50 && buffer[1] === 0x4b) checkWorkbookZip(buffer, limits);
  const { fileRows } = await import('./registration-file.ts');
  const rows = await fileRows(buffer);
  const cells = rows.reduce((n, r) => n + r.length, 0);
  if (cells > limits.cells)
    throw new UploadRefused(`holds more than ${limits.cells.toLocaleString('en-US')} cells`);
  parentPort?.postMessage({ rows });
} catch (err) {
  parentPort?.postMessage(
    err instanceof UploadRefused
      ? { refused: err.message }
      : { refused: 'is not a readable xlsx or CSV file' },
  );
}
