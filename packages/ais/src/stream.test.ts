import { describe, expect, it } from 'vitest';
import type { AisMessage } from './reader.ts';
import { AisStream, decodeLines, type AisStreamOptions } from './stream.ts';
import { withChecksum } from './writer.ts';

const T1 = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';
const T5 = [
  '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
  '!AIVDM,2,2,1,A,88888888880,2*25',
];

function collect(options: AisStreamOptions = {}) {
  const messages: AisMessage[] = [];
  const stream = new AisStream({ ...options, onMessage: (m) => messages.push(m) });
  return { messages, stream };
}

describe('AisStream framing', () => {
  it('decodes the same whatever the chunk boundaries and line endings', () => {
    for (const eol of ['\n', '\r\n', '\r', '\n\r']) {
      const text = [T1, ...T5, T1].join(eol) + eol;
      const bytes = Buffer.from(text, 'latin1');
      for (let cut = 0; cut <= bytes.length; cut += 7) {
        const { messages, stream } = collect();
        stream.write(bytes.subarray(0, cut));
        stream.write(bytes.subarray(cut));
        stream.end();
        expect(messages.map((m) => m.type)).toEqual([1, 5, 1]);
      }
    }
  });

  it('decodes byte by byte and a last line without terminator', () => {
    const { messages, stream } = collect();
    for (const c of `${T1}\n${T1}`) stream.write(c);
    stream.end();
    expect(messages).toHaveLength(2);
  });

  it('drops overlong lines with a typed error and recovers', () => {
    const errors: string[] = [];
    const { messages, stream } = collect({
      maxLineLength: 100,
      onError: (e) => errors.push(e.kind),
    });
    stream.write('x'.repeat(150));
    stream.write('y'.repeat(150));
    stream.write(`\n${T1}\n`);
    stream.end();
    expect(errors).toEqual(['overlong']);
    expect(messages).toHaveLength(1);
  });

  it('counts every error kind instead of throwing', () => {
    const r = decodeLines(
      [
        `${T1.slice(0, -1)}B`, // checksum
        'no sentence here',
        withChecksum('AIVDM,1,1,,A,0000000000,0'), // type 0
        withChecksum('AIVDM,1,1,,A,1000,0'), // length
        T5[1] ?? '', // fragment without its first part
        withChecksum('AIVDM,1,1,,A,1!,0'), // payload
      ].join('\n'),
    );
    expect(r.messages).toHaveLength(0);
    expect(r.stats.errors).toMatchObject({
      checksum: 1,
      syntax: 1,
      type: 1,
      length: 1,
      fragment: 1,
      payload: 1,
    });
  });
});

describe('hostile and sloppy feeds', () => {
  /** The sentence with its NMEA checksum (XOR of the characters after '!'). */
  const sum = (line: string) => {
    let x = 0;
    for (let i = 1; i < line.length; i++) x ^= line.charCodeAt(i);
    return `${line}*${x.toString(16).toUpperCase().padStart(2, '0')}`;
  };
  const bare = '!AIVDM,1,1,,A,15M67FC000G?ufbE`FepT@3n00Sa,0';
  const withSum = sum(bare);

  it('refuses a ! sentence without a checksum by default, and counts it', () => {
    const { messages, stats } = decodeLines([withSum, bare]);
    expect(messages).toHaveLength(1);
    expect(stats.errors.checksum).toBe(1);
  });

  it('accepts one when the feed is known to send none, and in gpsd mode', () => {
    expect(decodeLines([bare], { requireChecksum: false }).messages).toHaveLength(1);
    expect(decodeLines([bare], { gpsd: true }).messages).toHaveLength(1);
    expect(decodeLines([bare], { gpsd: true, requireChecksum: true }).messages).toHaveLength(0);
  });

  it('counts unfinished messages evicted to bound memory', () => {
    const firsts = Array.from(
      { length: 5 },
      (_, k) => `!AIVDM,2,1,${k},A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0`,
    ).map(sum);
    const { stats } = decodeLines(firsts, { maxPending: 2 });
    expect(stats.errors.evicted).toBe(3);
    expect(stats.errors.checksum).toBe(0);
  });
});
