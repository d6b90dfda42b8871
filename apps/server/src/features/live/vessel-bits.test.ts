import { describe, expect, it } from 'vitest';
import { VesselBits, VesselSlots } from './vessel-bits.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('VesselBits', () => {
  it('behaves as a Set of MMSIs over many adds, deletes and takes', () => {
    const slots = new VesselSlots();
    const bits = new VesselBits(slots);
    const other = new VesselBits(slots);
    const ref = new Set<number>();
    const next = random(38);
    // 200 MMSIs cross several 32-bit words, slot 31 (the sign bit) included.
    const mmsi = () => 525_000_000 + Math.floor(next() * 200);
    for (let i = 0; i < 20_000; i++) {
      const m = mmsi();
      const op = next();
      if (op < 0.45) {
        bits.add(m);
        ref.add(m);
      } else if (op < 0.85) {
        expect(bits.delete(m)).toBe(ref.delete(m));
      } else if (op < 0.9) {
        const n = 1 + Math.floor(next() * 40);
        const taken = bits.take(n);
        expect(taken.length).toBe(Math.min(n, ref.size));
        for (const t of taken) expect(ref.delete(t)).toBe(true);
      } else {
        other.add(m);
      }
      expect(bits.has(m)).toBe(ref.has(m));
      expect(bits.size).toBe(ref.size);
    }
    expect([...bits].sort()).toEqual([...ref].sort());
    bits.clear();
    expect(bits.size).toBe(0);
    expect([...bits]).toEqual([]);
    expect(other.size).toBeGreaterThan(0);
  });

  it('takes the bit 31 of a word like any other', () => {
    const slots = new VesselSlots();
    const bits = new VesselBits(slots);
    for (let m = 0; m < 64; m++) bits.add(m);
    expect(bits.take(64).sort((a, b) => a - b)).toEqual([...Array(64).keys()]);
    expect(bits.size).toBe(0);
    expect(bits.has(31)).toBe(false);
  });

  it('takes in turn: vessels set again after a take wait for the others', () => {
    const slots = new VesselSlots();
    const bits = new VesselBits(slots);
    for (let m = 0; m < 128; m++) bits.add(m);
    expect(bits.take(40)).toEqual([...Array(40).keys()]);
    // The first ten change again; the ones not yet taken still come first.
    for (let m = 0; m < 10; m++) bits.add(m);
    expect(bits.take(88)).toEqual([...Array(88).keys()].map((i) => i + 40));
    expect(bits.take(20)).toEqual([...Array(10).keys()]);
    expect(bits.size).toBe(0);
  });
});

describe('VesselSlots', () => {
  it('gives a removed vessel’s number to another only once no client holds it', () => {
    const slots = new VesselSlots();
    const client = new VesselBits(slots);
    client.add(111);
    const gone = slots.peek(111) ?? -1;
    slots.retire(111);
    slots.release((slot) => client.hasSlot(slot));
    // Still held: a new vessel gets a new number, and the client does not hold it.
    client.add(222);
    expect(slots.peek(222)).not.toBe(gone);
    expect(client.has(111)).toBe(true);
    const fresh = new VesselBits(slots);
    fresh.add(333);
    expect(slots.peek(333)).not.toBe(gone);
    // Once the client lets it go, the number is free and taken by the next vessel.
    client.delete(111);
    slots.release((slot) => client.hasSlot(slot));
    expect(slots.peek(111)).toBeUndefined();
    fresh.add(444);
    expect(slots.peek(444)).toBe(gone);
    expect(client.has(444)).toBe(false);
    expect(fresh.has(444)).toBe(true);
  });

  it('keeps the number of a retired vessel that comes back before it is released', () => {
    const slots = new VesselSlots();
    const client = new VesselBits(slots);
    client.add(111);
    const slot = slots.peek(111);
    slots.retire(111);
    client.add(111);
    client.delete(111);
    slots.release(() => false);
    expect(slots.peek(111)).toBe(slot);
    expect(slots.size).toBe(1);
  });
});
