/**
 * Conformance against gpsd's gpsdecode 3.22 (`gpsdecode -u -j -s -v`) over every capture in
 * ../shared/data/ais. For each message gpsdecode prints, our gpsd-compatible object for the
 * message completed by the same sentence must carry the same fields and values (including
 * gpsd's `*_text` lookups). Run directly to print the report: `node test/conformance.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Gpsd24Merger, toGpsd, type GpsdJson } from '../src/gpsd.ts';
import { AisStream } from '../src/stream.ts';

export const DATA_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/ais',
);
const ORACLE_DIR = join(DATA_DIR, 'oracle-gpsdecode-3.22');

/** Every capture: all data files except licences, docs, oracles and libais's own JSON. */
export function captures(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (p !== ORACLE_DIR) walk(p);
      } else if (!/(LICENSE|COPYING|\.md$|\.json$|\.chk$|LICENSE-NLOD)/.test(name)) out.push(p);
    }
  };
  walk(DATA_DIR);
  return out;
}

export function gpsdecodeAvailable(): boolean {
  try {
    execFileSync('gpsdecode', ['-V'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** The oracle text for a capture: stored, or regenerated (and cached) when gpsdecode is here. */
function oracleText(capture: string): string | null {
  const rel = relative(DATA_DIR, capture);
  const stored = join(ORACLE_DIR, `${rel}.jusv.txt`);
  if (existsSync(stored)) return readFileSync(stored, 'latin1');
  const cached = join(tmpdir(), 'pantau-ais-oracle', `${rel}.jusv.txt`);
  if (existsSync(cached)) return readFileSync(cached, 'latin1');
  if (!gpsdecodeAvailable()) return null;
  const text = execFileSync('gpsdecode', ['-u', '-j', '-s', '-v'], {
    input: readFileSync(capture),
    maxBuffer: 1 << 30,
  }).toString('latin1');
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, text, 'latin1');
  return text;
}

/** A sentence as gpsdecode echoes it: from '!' or '$', tag blocks and noise before it dropped. */
export function echoKey(line: string): string {
  let s = line.trim();
  while (s.startsWith('\\')) {
    const close = s.indexOf('\\', 1);
    if (close < 0) break;
    s = s.slice(close + 1);
  }
  const bang = s.search(/[!$]/);
  return bang > 0 ? s.slice(bang) : s;
}

interface Decoded {
  readonly key: string;
  readonly json: GpsdJson;
}

function parseOracle(text: string): Decoded[] {
  const out: Decoded[] = [];
  let last = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('{')) {
      try {
        const o = JSON.parse(line) as GpsdJson;
        if (o.class === 'AIS') out.push({ key: last, json: o });
      } catch {
        // gpsdecode truncates very long lines: not comparable, skipped.
      }
    } else if (line.length > 0) last = echoKey(line);
  }
  return out;
}

function ours(capture: string): Decoded[] {
  const out: Decoded[] = [];
  const merger = new Gpsd24Merger();
  let last = '';
  const stream = new AisStream({
    gpsd: true,
    onSentence: (_, line) => {
      last = echoKey(line);
    },
    onMessage: (m, meta) => {
      out.push({ key: last, json: merger.apply(m, toGpsd(m), meta.channel) });
    },
  });
  stream.write(readFileSync(capture));
  stream.end();
  return out;
}

export interface Difference {
  readonly file: string;
  readonly sentence: string;
  readonly kind: 'missing' | 'extra' | 'field';
  readonly detail: string;
}

export interface FileResult {
  readonly file: string;
  readonly gpsd: number;
  readonly agree: number;
  readonly ours: number;
  readonly differences: Difference[];
}

function fieldDiffs(g: GpsdJson, o: GpsdJson): string[] {
  const d: string[] = [];
  for (const [k, v] of Object.entries(g)) {
    if (!(k in o)) d.push(`${k}: gpsd ${JSON.stringify(v)}, ours absent`);
    else if (JSON.stringify(o[k]) !== JSON.stringify(v)) {
      d.push(`${k}: gpsd ${JSON.stringify(v)}, ours ${JSON.stringify(o[k])}`);
    }
  }
  for (const k of Object.keys(o))
    if (!(k in g)) d.push(`${k}: gpsd absent, ours ${JSON.stringify(o[k])}`);
  return d;
}

export function compareFile(capture: string): FileResult | null {
  const text = oracleText(capture);
  if (text === null) return null;
  const file = relative(DATA_DIR, capture);
  const expected = parseOracle(text);
  const got = ours(capture);
  const byKey = new Map<string, Decoded[]>();
  for (const d of got) {
    const q = byKey.get(d.key);
    if (q) q.push(d);
    else byKey.set(d.key, [d]);
  }
  const differences: Difference[] = [];
  let agree = 0;
  // Several messages can end with the same sentence text: pair same type and MMSI first.
  const pairs: (Decoded | undefined)[] = expected.map((e) => {
    const q = byKey.get(e.key);
    const at = q
      ? q.findIndex((d) => d.json.type === e.json.type && d.json.mmsi === e.json.mmsi)
      : -1;
    return q && at >= 0 ? q.splice(at, 1)[0] : undefined;
  });
  expected.forEach((e, k) => {
    const o = pairs[k] ?? byKey.get(e.key)?.shift();
    if (o === undefined) {
      differences.push({ file, sentence: e.key, kind: 'missing', detail: JSON.stringify(e.json) });
      return;
    }
    const d = fieldDiffs(e.json, o.json);
    if (d.length === 0) agree++;
    else differences.push({ file, sentence: e.key, kind: 'field', detail: d.join('; ') });
  });
  for (const q of byKey.values()) {
    for (const o of q) {
      differences.push({ file, sentence: o.key, kind: 'extra', detail: JSON.stringify(o.json) });
    }
  }
  return { file, gpsd: expected.length, agree, ours: got.length, differences };
}

export function runConformance(): { results: FileResult[]; skipped: string[] } {
  const results: FileResult[] = [];
  const skipped: string[] = [];
  for (const c of captures()) {
    const r = compareFile(c);
    if (r === null) skipped.push(relative(DATA_DIR, c));
    else results.push(r);
  }
  return { results, skipped };
}

export function summary(results: readonly FileResult[]): string {
  const gpsd = results.reduce((a, r) => a + r.gpsd, 0);
  const agree = results.reduce((a, r) => a + r.agree, 0);
  const ours = results.reduce((a, r) => a + r.ours, 0);
  const lines = results.map(
    (r) =>
      `${r.file.padEnd(44)} gpsd ${String(r.gpsd).padStart(6)}  agree ${String(r.agree).padStart(6)}  ours ${String(r.ours).padStart(6)}`,
  );
  lines.push(
    `TOTAL: ${agree}/${gpsd} gpsdecode messages agree (${((100 * agree) / Math.max(1, gpsd)).toFixed(3)}%); we decode ${ours} messages`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(DATA_DIR)) {
    process.stderr.write(`AIS captures not found at ${DATA_DIR}\n`);
    process.exit(1);
  }
  const { results, skipped } = runConformance();
  const out = process.stdout;
  out.write(`${summary(results)}\n`);
  if (skipped.length) out.write(`skipped (no oracle, gpsdecode absent): ${skipped.join(', ')}\n`);
  if (process.argv.includes('--diff')) {
    for (const r of results)
      for (const d of r.differences)
        out.write(`${d.kind}\t${d.file}\t${d.sentence}\t${d.detail}\n`);
  }
}
