/**
 * Decoding throughput, each figure beside baselines measured in the same run:
 *
 *   - the AISHub capture repeated to ≥ 1,000,000 sentences (plain NMEA)
 *   - the Norwegian capture repeated to 1,000,000 lines (every line tag-blocked)
 *
 * Ours: the library (AisStream over 64 KiB chunks in memory, messages to a callback), and the
 * CLI end to end (`pantau-ais decode --gpsd < file > /dev/null`, JSON out, like gpsdecode).
 * Baselines: `gpsdecode -u -j` (gpsd-clients, when installed), ais-stream-decoder and
 * ggencoder (npm). Peak memory: the CLI's max RSS on the input and on twice the input.
 *
 *   npm run bench -w packages/ais
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AisStream } from '../src/stream.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const DATA = resolve(HERE, '../../../../shared/data/ais');
const CLI = resolve(HERE, '../src/cli.ts');
const TMP = join(tmpdir(), 'pantau-ais-bench');
mkdirSync(TMP, { recursive: true });
const out = (s: string): boolean => process.stdout.write(`${s}\n`);
const rate = (n: number, secs: number): string =>
  `${Math.round(n / secs).toLocaleString('en-US')}/s`;

interface Input {
  readonly name: string;
  readonly file: string;
  readonly file2x: string;
  readonly lines: number;
  readonly bytes: Buffer;
}

function makeInput(name: string, source: string, targetLines: number): Input {
  const text = readFileSync(join(DATA, source), 'latin1');
  const base = text.endsWith('\n') ? text : `${text}\n`;
  const perCopy = base.split('\n').length - 1;
  const reps = Math.ceil(targetLines / perCopy);
  const all = base.repeat(reps);
  const file = join(TMP, `${name}.nmea`);
  const file2x = join(TMP, `${name}-2x.nmea`);
  writeFileSync(file, all, 'latin1');
  writeFileSync(file2x, all + all, 'latin1');
  return { name, file, file2x, lines: perCopy * reps, bytes: Buffer.from(all, 'latin1') };
}

function ours(input: Input): { secs: number; sentences: number; messages: number } {
  const chunks: Buffer[] = [];
  for (let o = 0; o < input.bytes.length; o += 65536)
    chunks.push(input.bytes.subarray(o, o + 65536));
  let best = Infinity;
  let sentences = 0;
  let messages = 0;
  for (let run = 0; run < 4; run++) {
    let n = 0;
    const s = new AisStream({ onMessage: () => void n++ });
    const t = performance.now();
    for (const c of chunks) s.write(c);
    s.end();
    const secs = (performance.now() - t) / 1000;
    if (run > 0 && secs < best) best = secs; // run 0 warms the JIT
    sentences = s.stats.sentences;
    messages = n;
  }
  return { secs: best, sentences, messages };
}

function timed(cmd: string, args: string[], file: string): { secs: number; stderr: string } | null {
  const t = performance.now();
  const r = spawnSync('sh', ['-c', `"$0" "$@" < '${file}' > /dev/null`, cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.error || r.status !== 0) return null;
  return { secs: (performance.now() - t) / 1000, stderr: r.stderr };
}

function hasGpsdecode(): boolean {
  try {
    execFileSync('gpsdecode', ['-V'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);

function aisStreamDecoder(lines: readonly string[]): { secs: number; messages: number } {
  const AisDecoder = (require('ais-stream-decoder') as { default: new (o: object) => unknown })
    .default;
  const d = new AisDecoder({ silent: true }) as {
    push: (m: unknown) => boolean;
    _transform: (c: string, e: string, cb: (err?: unknown) => void) => void;
  };
  let messages = 0;
  d.push = () => {
    messages++;
    return true;
  };
  const t = performance.now();
  for (const l of lines) d._transform(l, 'utf8', () => undefined);
  return { secs: (performance.now() - t) / 1000, messages };
}

function ggencoder(lines: readonly string[]): { secs: number; messages: number } {
  const { AisDecode } = require('ggencoder') as {
    AisDecode: new (line: string, session: object) => { valid: boolean };
  };
  const session = {};
  let messages = 0;
  const t = performance.now();
  for (const l of lines) {
    try {
      if (new AisDecode(l, session).valid) messages++;
    } catch {
      // ggencoder throws on some inputs
    }
  }
  return { secs: (performance.now() - t) / 1000, messages };
}

function peakRssMb(file: string): number | null {
  const r = timed(process.execPath, [CLI, 'decode', '--gpsd', '--stats'], file);
  if (!r) return null;
  const stats = JSON.parse(r.stderr.trim().split('\n').pop() ?? '{}') as { maxRssKb?: number };
  return stats.maxRssKb ? stats.maxRssKb / 1024 : null;
}

const gpsdecode = hasGpsdecode();
out(`@pantau/ais decode benchmark (Node ${process.versions.node}, ${new Date().toISOString()})`);
for (const input of [
  makeInput('aishub-1M', 'gpsd-aishub/ais-nmea-sample.log', 1_000_000),
  makeInput('norway-tagblock-1M', 'ais-dotnet/Ais1000Lines.nm4', 1_000_000),
]) {
  out(
    `\n== ${input.name}: ${input.lines.toLocaleString('en-US')} lines, ${(input.bytes.length / 1e6).toFixed(1)} MB`,
  );
  const o = ours(input);
  const ourRate = input.lines / o.secs;
  out(
    `ours (library)        ${o.secs.toFixed(3)} s  ${rate(input.lines, o.secs)} lines  ${rate(o.sentences, o.secs)} sentences  ${rate(o.messages, o.secs)} messages (${o.messages.toLocaleString('en-US')})`,
  );
  const cli = timed(process.execPath, [CLI, 'decode', '--gpsd'], input.file);
  if (cli)
    out(
      `ours (CLI --gpsd)     ${cli.secs.toFixed(3)} s  ${rate(input.lines, cli.secs)} lines (JSON to /dev/null, with Node start-up)`,
    );
  if (gpsdecode) {
    const g = timed('gpsdecode', ['-u', '-j'], input.file);
    if (g) {
      out(
        `gpsdecode -u -j       ${g.secs.toFixed(3)} s  ${rate(input.lines, g.secs)} lines   library ×${(ourRate / (input.lines / g.secs)).toFixed(2)}` +
          (cli ? `, CLI ×${(g.secs / cli.secs).toFixed(2)}` : ''),
      );
    }
  } else out('gpsdecode             not installed (apt-get install gpsd-clients)');
  const lines = input.bytes
    .toString('latin1')
    .split('\n')
    .filter((l) => l.length > 0);
  for (const [name, fn] of [
    ['ais-stream-decoder', aisStreamDecoder],
    ['ggencoder', ggencoder],
  ] as const) {
    const r = fn(lines);
    out(
      `${name.padEnd(21)} ${r.secs.toFixed(3)} s  ${rate(lines.length, r.secs)} lines  ${rate(r.messages, r.secs)} messages (${r.messages.toLocaleString('en-US')})   ours ×${(ourRate / (lines.length / r.secs)).toFixed(2)}`,
    );
  }
  const m1 = peakRssMb(input.file);
  const m2 = peakRssMb(input.file2x);
  if (m1 !== null && m2 !== null) {
    out(`peak RSS (CLI): ${m1.toFixed(0)} MB on the input, ${m2.toFixed(0)} MB on twice the input`);
  }
}
