/**
 * Decoding throughput, each figure beside baselines measured in the same run:
 *
 *   - the AISHub capture repeated to ≥ 1,000,000 sentences (plain NMEA)
 *   - the Norwegian capture repeated to 1,000,000 lines (every line tag-blocked)
 *
 * Ours: the library (AisStream over 64 KiB chunks in memory, messages to a callback), and the
 * CLI end to end (`pantau-ais decode --gpsd < file > /dev/null`, JSON out, like gpsdecode).
 * Baselines: `gpsdecode -u -j` (gpsd-clients, when installed), ais-stream-decoder and
 * ggencoder (npm). Peak memory: the CLI's max RSS on the input and on twice the input, run with
 * its heap capped at 48 MB (it can only finish if it streams).
 *
 *   npm run bench -w packages/ais
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Wall-clock and CPU seconds (user + system) of one measurement. */
interface Timing {
  readonly secs: number;
  readonly cpu: number;
}

function measure<T>(fn: () => T): Timing & { value: T } {
  const t = performance.now();
  const c = process.cpuUsage();
  const value = fn();
  const u = process.cpuUsage(c);
  return { secs: (performance.now() - t) / 1000, cpu: (u.user + u.system) / 1e6, value };
}

function ours(input: Input): Timing & { sentences: number; messages: number } {
  const chunks: Buffer[] = [];
  for (let o = 0; o < input.bytes.length; o += 65536)
    chunks.push(input.bytes.subarray(o, o + 65536));
  let best: Timing = { secs: Infinity, cpu: Infinity };
  let sentences = 0;
  let messages = 0;
  for (let run = 0; run < 4; run++) {
    let n = 0;
    const s = new AisStream({ onMessage: () => void n++ });
    const m = measure(() => {
      for (const c of chunks) s.write(c);
      s.end();
    });
    if (run > 0 && m.cpu < best.cpu) best = m; // run 0 warms the JIT
    sentences = s.stats.sentences;
    messages = n;
  }
  return { ...best, sentences, messages };
}

/** Runs `cmd args < file > /dev/null`, timed (CPU time from /usr/bin/time when present). */
function timed(cmd: string, args: string[], file: string): (Timing & { stderr: string }) | null {
  const timeFile = join(TMP, 'time.txt');
  const useTime = existsSync('/usr/bin/time');
  const prefix = useTime ? `/usr/bin/time -f '%U %S' -o '${timeFile}' ` : '';
  const t = performance.now();
  const r = spawnSync('sh', ['-c', `${prefix}"$0" "$@" < '${file}' > /dev/null`, cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const secs = (performance.now() - t) / 1000;
  if (r.error || r.status !== 0) return null;
  let cpu = secs;
  if (useTime) {
    const [user, sys] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number);
    cpu = (user ?? 0) + (sys ?? 0);
  }
  return { secs, cpu, stderr: r.stderr };
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

function aisStreamDecoder(lines: readonly string[]): Timing & { messages: number } {
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
  const m = measure(() => {
    for (const l of lines) d._transform(l, 'utf8', () => undefined);
  });
  return { secs: m.secs, cpu: m.cpu, messages };
}

function ggencoder(lines: readonly string[]): Timing & { messages: number } {
  const { AisDecode } = require('ggencoder') as {
    AisDecode: new (line: string, session: object) => { valid: boolean };
  };
  const session = {};
  let messages = 0;
  const m = measure(() => {
    for (const l of lines) {
      try {
        if (new AisDecode(l, session).valid) messages++;
      } catch {
        // ggencoder throws on some inputs
      }
    }
  });
  return { secs: m.secs, cpu: m.cpu, messages };
}

/** The CLI's peak RSS under a 48 MB heap cap: it can only finish if it streams. */
function peakRssMb(file: string): number | null {
  const flags = ['--max-old-space-size=48', '--max-semi-space-size=4'];
  const r = timed(process.execPath, [...flags, CLI, 'decode', '--gpsd', '--stats'], file);
  if (!r) return null;
  const stats = JSON.parse(r.stderr.trim().split('\n').pop() ?? '{}') as { maxRssKb?: number };
  return stats.maxRssKb ? stats.maxRssKb / 1024 : null;
}

if (!existsSync(DATA)) {
  process.stderr.write(`AIS captures not found at ${DATA}: the benchmark needs them.\n`);
  process.exit(1);
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
  const row = (name: string, t: Timing, n: number, messages: number | null, note = ''): void => {
    const msgs =
      messages === null
        ? ''
        : `  ${rate(messages, t.cpu)} messages (${messages.toLocaleString('en-US')} decoded)`;
    out(
      `${name.padEnd(20)} wall ${t.secs.toFixed(3)} s ${rate(n, t.secs).padStart(13)}  |  CPU ${t.cpu.toFixed(3)} s ${rate(n, t.cpu).padStart(13)}${msgs}${note}`,
    );
  };
  out('                     lines/s by wall clock   |  lines/s by CPU time (robust to other load)');
  row('ours (library)', o, input.lines, o.messages, `  [${rate(o.sentences, o.cpu)} sentences]`);
  const cli = timed(process.execPath, [CLI, 'decode', '--gpsd'], input.file);
  if (cli)
    row('ours (CLI --gpsd)', cli, input.lines, null, '  (JSON to /dev/null, with Node start-up)');
  const ratio = (t: Timing): string => `  ours (library) ×${(t.cpu / o.cpu).toFixed(2)} by CPU`;
  if (gpsdecode) {
    const g = timed('gpsdecode', ['-u', '-j'], input.file);
    if (g) {
      row(
        'gpsdecode -u -j',
        g,
        input.lines,
        null,
        `${ratio(g)}${cli ? `, CLI ×${(g.cpu / cli.cpu).toFixed(2)}` : ''}`,
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
    row(name, r, lines.length, r.messages, ratio(r));
  }
  const m1 = peakRssMb(input.file);
  const m2 = peakRssMb(input.file2x);
  if (m1 !== null && m2 !== null) {
    out(
      `peak RSS (CLI, heap capped at 48 MB): ${m1.toFixed(0)} MB on the input, ${m2.toFixed(0)} MB on twice the input`,
    );
  }
}
