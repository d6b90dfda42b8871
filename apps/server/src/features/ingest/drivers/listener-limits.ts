import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** What a listener of unauthenticated input lets in (issue #21). */
export interface ListenerLimits {
  /** Connections (UDP: senders) open at once on this listener. */
  maxConnections: number;
  /** Of those, from one sending address. */
  maxPerAddress: number;
  /** A connection (UDP: sender) silent this long is closed. */
  idleMs: number;
  /** Sending addresses and CIDR blocks let in; empty: any. */
  allow: readonly string[];
}

export const DEFAULT_LISTENER_LIMITS: ListenerLimits = {
  maxConnections: 64,
  maxPerAddress: 8,
  idleMs: 120_000,
  allow: [],
};

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
export function plainAddress(address: string | undefined): string {
  if (!address) return '';
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function allowList(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [ip = '', bits] = entry.split('/');
    const type = isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return list;
}

/**
 * The door of one listener: who may come in (the allow-list), and how many at once in all
 * and per address. A driver asks `admit` for each new connection or sender and calls
 * `release` when it goes.
 */
export class AddressGate {
  readonly limits: ListenerLimits;
  readonly #allow: BlockList | null;
  readonly #perAddress = new Map<string, number>();
  #open = 0;

  constructor(limits: ListenerLimits) {
    this.limits = limits;
    this.#allow = allowList(limits.allow);
  }

  /** Connections (or senders) let in and not yet released. */
  get open(): number {
    return this.#open;
  }

  /** Whether the allow-list lets this address in (any, without a list). */
  allowed(address: string): boolean {
    if (this.#allow === null) return true;
    return this.#allow.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  }

  /** Lets one more in from `address`, or answers false (allow-list, cap, per-address cap). */
  admit(address: string): boolean {
    if (!this.allowed(address)) return false;
    if (this.#open >= this.limits.maxConnections) return false;
    const n = this.#perAddress.get(address) ?? 0;
    if (n >= this.limits.maxPerAddress) return false;
    this.#perAddress.set(address, n + 1);
    this.#open++;
    return true;
  }

  release(address: string): void {
    const n = this.#perAddress.get(address) ?? 0;
    if (n <= 0) return;
    if (n === 1) this.#perAddress.delete(address);
    else this.#perAddress.set(address, n - 1);
    this.#open--;
  }
}
