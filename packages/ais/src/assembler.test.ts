import { describe, expect, it } from 'vitest';
import { FragmentAssembler, FragmentBudget, PENDING_OVERHEAD } from './assembler.ts';
import type { AisMessage } from './reader.ts';
import type { VdmFragment } from './sentence.ts';
import { AisStream, decodeLines, type AisStreamOptions } from './stream.ts';
import { encodeSentences } from './writer.ts';

function collect(options: AisStreamOptions = {}) {
  const messages: AisMessage[] = [];
  const stream = new AisStream({ ...options, onMessage: (m) => messages.push(m) });
  return { messages, stream };
}

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

/** A fragment as the sentence scanner makes it, with only what the assembler reads varied. */
function frag(f: Pick<VdmFragment, 'total' | 'index' | 'seqId' | 'payload'>): VdmFragment {
  return { talker: 'AI', own: false, channel: 'A', fill: 0, tag: null, trailer: '', ...f };
}

describe('the shared fragment budget', () => {
  const first = (seq: string, payload = 'A'.repeat(60)) =>
    frag({ total: 2, index: 1, seqId: seq, payload });

  it('keeps every assembler together under one byte budget, evicting each one’s own oldest', () => {
    const budget = new FragmentBudget(3 * (PENDING_OVERHEAD + 60));
    const a = new FragmentAssembler({ budget });
    const b = new FragmentAssembler({ budget });
    a.add(first('1'), 0);
    a.add(first('2'), 0);
    b.add(first('1'), 0);
    expect(budget.used).toBe(3 * (PENDING_OVERHEAD + 60));
    // A fourth message: a holds two, so a's oldest goes.
    expect(a.add(first('3'), 0).kind).toBe('pending');
    expect(a.size).toBe(2);
    expect(a.evicted).toBe(1);
    expect(budget.used).toBeLessThanOrEqual(budget.maxBytes);
  });

  it('refuses a new message when the budget is spent by other feeds, and counts it', () => {
    const budget = new FragmentBudget(PENDING_OVERHEAD + 60);
    const hog = new FragmentAssembler({ budget });
    const other = new FragmentAssembler({ budget });
    hog.add(first('1'), 0);
    expect(other.add(first('1'), 0).kind).toBe('dropped');
    expect(other.evicted).toBe(1);
    expect(budget.refused).toBe(1);
    expect(hog.size).toBe(1);
  });

  it('gives the bytes back when a message completes, ages out or the feed closes', () => {
    const budget = new FragmentBudget(10_000);
    const a = new FragmentAssembler({ budget, maxAgeMs: 1000 });
    a.add(first('1'), 0);
    a.add(frag({ total: 2, index: 2, seqId: '1', payload: 'B' }), 0);
    expect(budget.used).toBe(0);
    a.add(first('2'), 0);
    a.expire(5000);
    expect(budget.used).toBe(0);
    a.add(first('3'), 6000);
    expect(a.clear()).toBe(1);
    expect(budget.used).toBe(0);
  });
});
