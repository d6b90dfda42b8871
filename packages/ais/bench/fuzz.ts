/**
 * The long never-throw run: 1,000,000 random and mutated lines (mutations of every real
 * capture) through one AisStream, checking that no exception escapes and that memory stays
 * flat (heap after the last quarter within a small margin of the heap after the first).
 *
 *   npm run fuzz -w packages/ais      (node --expose-gc bench/fuzz.ts [lines])
 */
import { existsSync, readFileSync } from 'node:fs';
import { DATA_DIR, captures } from '../test/conformance.ts';
import { fuzzLines } from '../test/fuzz-lines.ts';
import { toGpsd } from '../src/gpsd.ts';
import { AisStream } from '../src/stream.ts';

const total = Number(process.argv[2] ?? 1_000_000);
if (!existsSync(DATA_DIR)) {
  process.stderr.write(`AIS captures not found at ${DATA_DIR}: fuzzing random lines only.\n`);
}
const base = (existsSync(DATA_DIR) ? captures() : []).flatMap((f) =>
  readFileSync(f, 'latin1')
    .split(/\r?\n/)
    .filter((l) => l.length > 0 && l.length < 400),
);
const gc = (globalThis as { gc?: () => void }).gc;
const heap = (): number => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

let messages = 0;
const stream = new AisStream({
  onMessage: (m) => {
    messages++;
    toGpsd(m);
  },
});
const marks: number[] = [];
const t0 = performance.now();
let n = 0;
let chunk = '';
for (const line of fuzzLines(base, total, 42)) {
  chunk += `${line}\n`;
  if (chunk.length > 16384) {
    stream.write(chunk);
    chunk = '';
  }
  if (++n % Math.floor(total / 4) === 0) marks.push(heap());
}
stream.write(chunk);
stream.end();
const secs = (performance.now() - t0) / 1000;
const growth = (marks[marks.length - 1] ?? 0) - (marks[0] ?? 0);
process.stdout.write(
  `${n} lines from ${base.length} real lines: no exception; ${messages} messages, ` +
    `${JSON.stringify(stream.stats.errors)}; ${secs.toFixed(1)} s\n` +
    `heap after each quarter (MB): ${marks.map((m) => (m / 1e6).toFixed(1)).join(', ')}; growth ${(growth / 1e6).toFixed(2)} MB\n`,
);
if (gc && growth > 16e6) {
  process.stderr.write('memory grew: FAIL\n');
  process.exit(1);
}
