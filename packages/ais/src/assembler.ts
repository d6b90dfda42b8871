/**
 * Multi-part reassembly. Fragments are keyed by tag-block group when present, otherwise by
 * source, channel and sequential message id, so interleaved multi-part messages from several
 * stations or channels assemble independently. Fragments must arrive in order (as NMEA
 * requires). Memory is bounded: at most `maxPending` incomplete messages are held, and one
 * older than `maxAgeMs` is dropped.
 */
import type { VdmFragment } from './sentence.ts';
import { BitWriter, createBits, dearmour, readUint } from './sixbit.ts';

export interface Assembled {
  readonly first: VdmFragment;
  readonly payload: string;
  readonly fill: number;
  readonly fragments: number;
}

interface Pending {
  first: VdmFragment;
  payload: string;
  /** What it is charged to the budget. */
  cost: number;
  next: number;
  at: number;
  /** Some fragment before the last declared fill bits: joined bit-wise at the end. */
  parts: VdmFragment[] | null;
}

/**
 * A copy of `s` that does not keep the chunk it was sliced from alive (V8 slices share their
 * parent string): pending fragments must not pin whole input chunks in memory.
 */
const detach = (s: string): string => (s.length < 13 ? s : (s + ' ').slice(0, -1));

const detachFragment = (f: VdmFragment): VdmFragment => {
  const tag = f.tag;
  return {
    ...f,
    talker: detach(f.talker),
    seqId: detach(f.seqId),
    channel: detach(f.channel),
    payload: detach(f.payload),
    trailer: detach(f.trailer),
    tag:
      tag === null
        ? null
        : {
            ...tag,
            ...(tag.source === undefined ? {} : { source: detach(tag.source) }),
            ...(tag.text === undefined ? {} : { text: detach(tag.text) }),
            ...(tag.destination === undefined ? {} : { destination: detach(tag.destination) }),
            ...(tag.group === undefined
              ? {}
              : { group: { ...tag.group, id: detach(tag.group.id) } }),
          },
  };
};

const joinBits = new BitWriter();
const partBits = createBits();

/**
 * Joins fragments whose non-final parts carry fill bits (as some receivers send) the way
 * gpsd does: each fragment contributes its bits less its own fill bits.
 */
function joinWithFills(parts: readonly VdmFragment[]): { payload: string; fill: number } | null {
  joinBits.reset();
  for (const p of parts) {
    const n = dearmour(p.payload, 0, p.payload.length, partBits, 0);
    if (n < 0) return null;
    const bits = n * 6 - p.fill;
    if (bits < 0 || joinBits.bitLength + bits > joinBits.syms.length * 6) return null;
    for (let k = 0; k < bits; k++) joinBits.putBit(readUint(partBits.syms, k, 1));
  }
  return joinBits.armour();
}

/**
 * One byte budget shared by every assembler that is given it (all the feeds of a server):
 * the characters of unfinished messages held, plus a fixed cost per message. A feed that
 * would go over it drops its own oldest unfinished messages, and when it holds none, the new
 * fragment is refused, so no number of connections can make fragments outgrow it.
 */
export class FragmentBudget {
  /** Characters (about bytes) held now, over all assemblers. */
  used = 0;
  /** Fragments refused because the budget was spent by others. */
  refused = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    if (!(maxBytes > 0)) throw new RangeError('a fragment budget must be positive');
    this.maxBytes = maxBytes;
  }
}

/** What one unfinished message costs beyond its payload characters (keys, objects). */
export const PENDING_OVERHEAD = 256;

export interface AssemblerOptions {
  /** Incomplete messages held at once (default 1024). */
  readonly maxPending?: number;
  /** A byte budget shared with other assemblers (default: none beyond `maxPending`). */
  readonly budget?: FragmentBudget;
  /** Age after which an incomplete message is dropped, in ms of `now` (default 60 s). */
  readonly maxAgeMs?: number;
}

export type AddOutcome =
  | { readonly kind: 'complete'; readonly message: Assembled }
  | { readonly kind: 'pending' }
  | { readonly kind: 'dropped' }
  | { readonly kind: 'error'; readonly detail: string };

const PENDING: AddOutcome = { kind: 'pending' };
/** The message was dropped to stay within the shared byte budget (counted as evicted). */
const BUDGET_SPENT: AddOutcome = { kind: 'dropped' };

export class FragmentAssembler {
  private readonly pending = new Map<string, Pending>();
  private readonly maxPending: number;
  private readonly maxAgeMs: number;
  private readonly budget: FragmentBudget | undefined;
  /** Incomplete messages dropped (aged out, evicted, or superseded by a new first part). */
  dropped = 0;
  /** Of those, the ones evicted to bound memory or superseded (not aged out). */
  evicted = 0;

  constructor(options: AssemblerOptions = {}) {
    this.maxPending = Math.max(1, options.maxPending ?? 1024);
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.budget = options.budget;
  }

  get size(): number {
    return this.pending.size;
  }

  static keyOf(f: VdmFragment): string {
    const g = f.tag?.group;
    if (g !== undefined && g.total > 1) return `g\u0000${g.id}\u0000${f.channel}`;
    return `${f.tag?.source ?? ''}\u0000${f.channel}\u0000${f.seqId}\u0000${f.total}`;
  }

  /** Adds a fragment of a multi-part message (`total > 1`). */
  add(f: VdmFragment, now: number): AddOutcome {
    const r = this.addInner(f, now);
    this.lastKey = r.kind === 'pending' ? this.currentKey : null;
    return r;
  }

  /** A sentence that is not a fragment arrived: no fragment continues the previous one. */
  interrupt(): void {
    this.lastKey = null;
  }

  private lastKey: string | null = null;
  private currentKey = '';

  private addInner(f: VdmFragment, now: number): AddOutcome {
    let key = FragmentAssembler.keyOf(f);
    this.currentKey = key;
    if (f.index === 1) {
      this.expire(now);
      const old = this.pending.get(key);
      if (old !== undefined) this.drop(key, old, true);
      while (this.pending.size >= this.maxPending) this.evictOldest();
      const cost = PENDING_OVERHEAD + f.payload.length;
      if (!this.makeRoom(cost)) {
        this.dropped++;
        this.evicted++;
        return BUDGET_SPENT;
      }
      const first = detachFragment(f);
      key = detach(key);
      this.pending.set(key, {
        first,
        payload: first.payload,
        cost,
        next: 2,
        at: now,
        parts: f.fill > 0 ? [first] : null,
      });
      return PENDING;
    }
    let p = this.pending.get(key);
    if (p === undefined) {
      // Some receivers change the sequence id between fragments (gpsd ignores it): take the
      // latest message on the same source and channel waiting for exactly this fragment.
      const found = this.looseMatch(f);
      if (found === null)
        return { kind: 'error', detail: `fragment ${f.index} without its first part` };
      [key, p] = found;
      this.currentKey = key;
    }
    if (f.index !== p.next || f.total !== p.first.total) {
      this.drop(key, p, false);
      return { kind: 'error', detail: `fragment ${f.index} out of order (expected ${p.next})` };
    }
    if (f.index < f.total) {
      // Charge the growth first; evicting others must not evict this message itself.
      this.pending.delete(key);
      this.refund(p.cost);
      const grown = p.cost + f.payload.length;
      if (!this.makeRoom(grown)) {
        this.dropped++;
        this.evicted++;
        return BUDGET_SPENT;
      }
      p.cost = grown;
      this.pending.set(key, p);
    }
    p.payload = detach(p.payload + f.payload);
    p.next++;
    if (p.parts !== null) p.parts.push(detachFragment(f));
    else if (f.fill > 0 && f.index < f.total) p.parts = this.partsSoFar(p, f);
    if (f.index < f.total) return PENDING;
    this.pending.delete(key);
    this.refund(p.cost);
    if (p.parts !== null) {
      const joined = joinWithFills(p.parts);
      if (joined === null) return { kind: 'error', detail: 'bad fragment payload' };
      return {
        kind: 'complete',
        message: { first: p.first, payload: joined.payload, fill: joined.fill, fragments: f.total },
      };
    }
    return {
      kind: 'complete',
      message: { first: p.first, payload: p.payload, fill: f.fill, fragments: f.total },
    };
  }

  /** Drops incomplete messages older than `maxAgeMs`; returns how many. */
  expire(now: number): number {
    let n = 0;
    for (const [key, p] of this.pending) {
      if (now - p.at <= this.maxAgeMs) break; // insertion order is age order
      this.pending.delete(key);
      this.refund(p.cost);
      n++;
    }
    this.dropped += n;
    return n;
  }

  /** Only the message the previous fragment belonged to qualifies (a broken sequence id). */
  private looseMatch(f: VdmFragment): [string, Pending] | null {
    const key = this.lastKey;
    const p = key === null ? undefined : this.pending.get(key);
    if (
      key !== null &&
      p !== undefined &&
      p.next === f.index &&
      p.first.total === f.total &&
      p.first.channel === f.channel &&
      p.first.tag?.source === f.tag?.source &&
      p.first.tag?.group === undefined
    ) {
      return [key, p];
    }
    return null;
  }

  /** Rebuilds the fragment list when a middle fragment first shows fill bits. */
  private partsSoFar(p: Pending, f: VdmFragment): VdmFragment[] {
    const before = p.payload.slice(p.first.payload.length, p.payload.length - f.payload.length);
    return [p.first, { ...p.first, payload: before, fill: 0 }, f].filter((x) => x.payload !== '');
  }

  private evictOldest(): boolean {
    const oldest = this.pending.entries().next();
    if (oldest.done) return false;
    this.drop(oldest.value[0], oldest.value[1], true);
    return true;
  }

  /** Drops one unfinished message, refunding its cost. */
  private drop(key: string, p: Pending, evicted: boolean): void {
    this.pending.delete(key);
    this.refund(p.cost);
    this.dropped++;
    if (evicted) this.evicted++;
  }

  /** Evicts this assembler's oldest until `cost` fits the budget; false when it cannot. */
  private makeRoom(cost: number): boolean {
    const b = this.budget;
    if (b === undefined) return true;
    while (b.used + cost > b.maxBytes) {
      if (!this.evictOldest()) {
        b.refused++;
        return false;
      }
    }
    b.used += cost;
    return true;
  }

  private refund(cost: number): void {
    if (this.budget !== undefined) this.budget.used -= cost;
  }

  /** Drops every unfinished message (the feed closed); returns how many. */
  clear(): number {
    const n = this.pending.size;
    for (const p of this.pending.values()) this.refund(p.cost);
    this.pending.clear();
    return n;
  }
}
