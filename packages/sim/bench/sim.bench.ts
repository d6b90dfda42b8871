/**
 * Simulator throughput, beside a baseline measured in the same run:
 *
 *   - ours: `Simulator.tick` once per simulated second (motion, scheduling, message building,
 *     encoding, tag blocks), for 2,000 and 200,000 vessels
 *   - baseline: `encodeSentences` alone over the same number of messages (the same messages,
 *     decoded back from the simulator's output), i.e. the plain cost of the writer
 *
 * Also: construction time, heap after construction, peak RSS, and how much wall time one
 * simulated second costs (below 1 s means the simulator keeps up in real time).
 *
 *   npm run bench -w packages/sim
 */
import { decodeLines, encodeSentences, type AisMessage } from '@pantau/ais';
import { Simulator } from '../src/simulator.ts';

const out = (s: string): boolean => process.stdout.write(`${s}\n`);
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(0)} MB`;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const START = Date.UTC(2026, 10, 21);

let peakRss = 0;
const sampleRss = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

function bench(vessels: number, seconds: number): void {
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  let t0 = performance.now();
  const sim = new Simulator({ vessels, seed: 1, start: START });
  const buildMs = performance.now() - t0;
  gc();
  const heap = process.memoryUsage().heapUsed - heap0;
  sampleRss();

  // Warm up one simulated minute, then measure.
  for (let k = 1; k <= 60; k++) sim.tick(START + k * 1000);
  let lines = 0;
  let sample: string[] = [];
  t0 = performance.now();
  for (let k = 61; k <= 60 + seconds; k++) {
    const l = sim.tick(START + k * 1000);
    lines += l.length;
    if (sample.length < 50_000) sample = sample.concat(l);
    sampleRss();
  }
  const simMs = performance.now() - t0;
  const simPeak = peakRss;
  const messages = sim.stats.positions + sim.stats.statics;

  // Baseline: the writer alone over as many messages as the run made.
  const decoded: AisMessage[] = decodeLines(sample).messages;
  const count = Math.round((messages * seconds) / (60 + seconds));
  let encodedLines = 0;
  t0 = performance.now();
  for (let k = 0; k < count; k++) {
    const r = encodeSentences(decoded[k % decoded.length] as AisMessage);
    if (r.ok) encodedLines += r.value.length;
  }
  const baseMs = performance.now() - t0;
  sampleRss();

  out(`\n${fmt(vessels)} vessels, ${seconds} simulated seconds (1 s ticks)`);
  out(`  construct           ${fmt(buildMs)} ms, heap ${mb(heap)}, peak RSS so far ${mb(simPeak)}`);
  out(
    `  simulator           ${fmt((lines / simMs) * 1000)} lines/s  (${fmt(lines / seconds)} lines per simulated s; ${(simMs / seconds).toFixed(1)} ms of wall time per simulated s)`,
  );
  out(
    `  baseline: writer    ${fmt((encodedLines / baseMs) * 1000)} lines/s  (encodeSentences alone, ${fmt(count)} messages)`,
  );
}

out(`@pantau/sim bench — node ${process.version}`);
bench(2000, 600);
bench(200_000, 60);
out(`\npeak RSS of the whole run (with the baselines) ${mb(peakRss)}`);
