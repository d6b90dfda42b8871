/**
 * Never throws: random and mutated lines (mutations of the real captures when present) go
 * through the stream in random chunkings, 1,000,000 lines with a flat-memory check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../test/conformance.ts';
import { fuzzLines, rng } from '../test/fuzz-lines.ts';
import { decodePayload } from './decode.ts';
import { toGpsd } from './gpsd.ts';
import { AisStream } from './stream.ts';

const sample = join(DATA_DIR, 'pyais/pyais-test-sentences.nmea');
const base = existsSync(sample)
  ? readFileSync(sample, 'latin1')
      .split('\n')
      .filter((l) => l.length > 0)
  : [
      '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A',
      '\\s:x,c:1*00\\!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
    ];

describe('never throws', () => {
  it('on 50,000 random and mutated lines in random chunks, in both reading modes', () => {
    for (const gpsd of [false, true]) {
      let messages = 0;
      const s = new AisStream({
        gpsd,
        maxPending: 64,
        onMessage: (m) => {
          messages++;
          if (gpsd) toGpsd(m);
        },
      });
      const r = rng(7);
      let buf = '';
      for (const line of fuzzLines(base, 25_000, gpsd ? 2 : 3)) {
        buf += line + (r() < 0.5 ? '\n' : '\r\n');
        if (buf.length > 4096 || r() < 0.1) {
          const cut = Math.floor(r() * buf.length);
          s.write(Buffer.from(buf.slice(0, cut), 'latin1'));
          s.write(buf.slice(cut));
          buf = '';
        }
      }
      s.write(buf);
      s.end();
      expect(s.stats.lines).toBeGreaterThan(20_000);
      expect(messages).toBeGreaterThan(1000);
      expect(s.pending).toBe(0);
    }
  });

  // The bar: at least 1,000,000 mutated lines (a few seconds). AIS_FUZZ_LINES sets
  // more; `npm run fuzz -w packages/ais` is the same run with a memory report.
  const long = Math.max(1_000_000, Number(process.env.AIS_FUZZ_LINES ?? 0));
  it(`on ${long} mutated lines with flat memory`, () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    const heap = (): number => {
      gc?.();
      return process.memoryUsage().heapUsed;
    };
    const s = new AisStream({ onMessage: (m) => void toGpsd(m) });
    const marks: number[] = [];
    let n = 0;
    let chunk = '';
    for (const line of fuzzLines(base, long, 42)) {
      chunk += `${line}\n`;
      if (chunk.length > 16384) {
        s.write(chunk);
        chunk = '';
      }
      if (++n % Math.floor(long / 4) === 0) marks.push(heap());
    }
    s.write(chunk);
    s.end();
    expect(s.stats.lines).toBeGreaterThanOrEqual(long * 0.99);
    expect((marks[marks.length - 1] ?? 0) - (marks[0] ?? 0)).toBeLessThan(32e6);
  }, 60_000);

  it('on random payloads of every length and fill', () => {
    const r = rng(11);
    const armour = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';
    for (let k = 0; k < 20_000; k++) {
      const n = Math.floor(r() * 200);
      let p = String.fromCharCode(48 + Math.floor(r() * 28)); // types 0..27 mostly
      for (let c = 1; c < n; c++) p += armour[Math.floor(r() * 64)];
      const res = decodePayload(p, Math.floor(r() * 6));
      if (res.ok) toGpsd(res.value);
    }
  });
});
