/**
 * Ingest throughput: NMEA written to a real TCP socket → source driver → AisStream →
 * normalise → dedupe → live picture → history in SQLite (batched transactions), beside the
 * same input decoded by @pantau/ais alone (the baseline) in the same run.
 *
 * Input: the AISHub capture (../shared/data/ais), its messages re-encoded with a different
 * MMSI for each repetition so that no report is a duplicate, to ≥ 1,000,000 sentences.
 *
 *   npm run bench -w apps/server
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AisStream, decodeLines, encodeSentences, type AisMessage } from '@pantau/ais';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { sharedFile } from '@pantau/server/testing/shared-data.ts';
import {
  HistoryRepo,
  HistoryWriter,
  IngestPipeline,
  LiveHub,
  LivePicture,
  migrateToLatest,
  openStore,
  SourceStats,
  TcpClientDriver,
} from '@pantau/server/testing/stages.ts';

const TARGET = Number(process.env.BENCH_SENTENCES ?? 1_000_000);
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const file = sharedFile('ais/gpsd-aishub/ais-nmea-sample.log');
if (!file) process.exit(0);

// Build the input: every decodable message of the capture, MMSI shifted per repetition.
const { messages } = decodeLines(readFileSync(file, 'latin1'));
const lines: string[] = [];
let encoded = 0;
for (let rep = 0; lines.length < TARGET; rep++) {
  for (const m of messages) {
    const shifted: AisMessage = {
      ...m,
      mmsi: 200_000_000 + ((m.mmsi + rep * 7_919) % 575_000_000),
    };
    const r = encodeSentences(shifted, { seqId: encoded % 10 });
    if (!r.ok) continue;
    encoded++;
    for (const s of r.value) lines.push(s);
  }
}
const text = `${lines.join('\r\n')}\r\n`;
const bytes = Buffer.from(text, 'latin1');
out(
  `input: ${fmt(lines.length)} sentences (${(bytes.length / 1e6).toFixed(1)} MB), ${fmt(messages.length)} messages per repetition`,
);

// Baseline: decoding alone, in memory.
{
  let n = 0;
  const t0 = performance.now();
  const s = new AisStream({ onMessage: () => void n++ });
  for (let i = 0; i < bytes.length; i += 65_536) s.write(bytes.subarray(i, i + 65_536));
  s.end();
  const secs = (performance.now() - t0) / 1000;
  out(`baseline  @pantau/ais decode only        ${fmt(n / secs).padStart(10)} messages/s`);
  (globalThis as { baseline?: number }).baseline = n / secs;
}

// Ours: over TCP into the live picture and SQLite history.
const dir = mkdtempSync(join(tmpdir(), 'pantau-bench-'));
const store = openStore(`sqlite:${join(dir, 'bench.db')}`);
await migrateToLatest(store.db);
const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
const historyRepo = new HistoryRepo(store, { thread: true });
const history = new HistoryWriter(historyRepo, { maxBuffered: 2_000_000 });
history.start();
const hub = new LiveHub();
hub.subscribe({ name: 'picture', event: (e) => picture.apply(e) });
hub.subscribe({ name: 'history', event: (e) => history.add(e, picture.get(e.mmsi)) });
const pipeline = new IngestPipeline({ hub });
const stats = new SourceStats();
const feed = createServer((socket) => {
  socket.on('error', () => undefined);
  socket.end(bytes);
});
await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const driver = new TcpClientDriver('127.0.0.1', (feed.address() as AddressInfo).port, {
  open: () => pipeline.connection('bench', stats),
  count: () => undefined,
  log: { info: () => undefined, warn: () => undefined },
});
driver.start();
while (stats.messages < encoded && performance.now() - t0 < 600_000) {
  await new Promise((r) => setTimeout(r, 5));
}
const ingestSecs = (performance.now() - t0) / 1000;
await history.stop();
await historyRepo.close();
const totalSecs = (performance.now() - t0) / 1000;
await driver.stop();
feed.close();
const rssAfter = process.memoryUsage().rss;
const baseline = (globalThis as { baseline?: number }).baseline ?? 1;
const rate = stats.messages / ingestSecs;
out(
  `ours      TCP → picture + history       ${fmt(rate).padStart(10)} messages/s  (${(rate / baseline).toFixed(2)}× raw decoding; bar 100,000/s: ${rate >= 100_000 ? 'met' : 'NOT met'})`,
);
out(
  `          with every position in SQLite  ${fmt(history.written / totalSecs).padStart(10)} rows/s written (${fmt(history.written)} rows, ${totalSecs.toFixed(1)} s to the last commit; dropped ${history.dropped})`,
);
out(
  `          live picture ${fmt(picture.size)} vessels; duplicates ${stats.duplicates}; decode errors ${stats.decodeErrors}; RSS ${(rssBefore / 1e6).toFixed(0)} → ${(rssAfter / 1e6).toFixed(0)} MB`,
);
await store.close();
rmSync(dir, { recursive: true, force: true });
