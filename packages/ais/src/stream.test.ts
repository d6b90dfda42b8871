import { describe, expect, it } from 'vitest';
import { FragmentAssembler } from './assembler.ts';
import type { AisMessage } from './reader.ts';
import { AisStream, decodeLines, type AisStreamOptions } from './stream.ts';
import { encodeSentences, withChecksum } from './writer.ts';

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

describe('multi-part reassembly', () => {
  const five = (mmsi: number, seqId: number, channel: string, talker = 'AI') => {
    const s = encodeSentences(
      {
        type: 5,
        repeat: 0,
        mmsi,
        ais_version: 0,
        imo: 1,
        callsign: 'C',
        shipname: `S${mmsi}`,
        shiptype: 70,
        to_bow: 1,
        to_stern: 2,
        to_port: 3,
        to_starboard: 4,
        epfd: 1,
        month: 1,
        day: 2,
        hour: 3,
        minute: 4,
        draught: 5,
        destination: 'D',
        dte: 0,
      },
      { seqId, channel, talker },
    );
    if (!s.ok) throw new Error('encode');
    return s.value;
  };

  it('assembles interleaved messages by sequence id and channel', () => {
    const a = five(1, 1, 'A');
    const b = five(2, 2, 'A');
    const c = five(3, 1, 'B');
    const lines = [a[0], b[0], c[0], b[1], a[1], c[1]].join('\n');
    const r = decodeLines(lines);
    expect(r.messages.map((m) => m.mmsi)).toEqual([2, 1, 3]);
  });

  it('keys by tag-block group and source when present', () => {
    const a = five(11, 0, 'A');
    const b = five(12, 0, 'A');
    const tagged = (g: string, s: string) => `\\g:${g}\\${s}`;
    const lines = [
      tagged('1-2-100', a[0] ?? ''),
      tagged('1-2-200', b[0] ?? ''),
      tagged('2-2-100', a[1] ?? ''),
      tagged('2-2-200', b[1] ?? ''),
    ].join('\n');
    expect(decodeLines(lines).messages.map((m) => m.mmsi)).toEqual([11, 12]);
  });

  it('expires incomplete messages after maxAgeMs and bounds what it holds', () => {
    let now = 0;
    const { stream, messages } = collect({ now: () => now, maxAgeMs: 1000, maxPending: 8 });
    const first = five(1, 1, 'A');
    stream.line(first[0] ?? '', 0, (first[0] ?? '').length);
    now = 5000;
    const other = five(2, 2, 'B');
    stream.line(other[0] ?? '', 0, (other[0] ?? '').length); // expires the first
    stream.line(first[1] ?? '', 0, (first[1] ?? '').length);
    expect(messages).toHaveLength(0);
    for (let k = 0; k < 100; k++) {
      const s = five(100 + k, k % 10, 'A')[0] ?? '';
      stream.line(`\\s:src${k}\\${s}`, 0, s.length + 8 + String(k).length);
    }
    expect(stream.pending).toBeLessThanOrEqual(8);
  });

  it('joins fragments whose first part declares fill bits, as gpsd does', () => {
    const asm = new FragmentAssembler();
    const base = {
      talker: 'AI',
      own: false,
      total: 2,
      seqId: '6',
      channel: '2',
      tag: null,
      trailer: '',
    };
    expect(asm.add({ ...base, index: 1, payload: 'E0', fill: 4 }, 0).kind).toBe('pending');
    const r = asm.add({ ...base, index: 2, payload: '1', fill: 0 }, 0);
    // 8 bits of 'E0' then 6 of '1': 01010100 000001 → 'E0@' with 4 fill bits.
    expect(r.kind === 'complete' && r.message).toMatchObject({ payload: 'E0@', fill: 4 });
  });
});
