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

/** Addresses remembered as proven stations, per listener (the oldest forgotten first). */
const KNOWN_MAX = 1024;

/**
 * The door of one listener: who may come in (the allow-list), and how many at once in all
 * and per address. A driver asks `admit` for each new connection or sender and calls
 * `release` when it goes. Without an allow-list, addresses that have sent valid NMEA
 * (`prove`) come first: when the listener is full, a proven station's new connection takes
 * the place of one that has sent nothing valid yet (the driver's `displace`), so a flood
 * of strangers cannot push out a known base station.
 */
export class AddressGate {
  readonly limits: ListenerLimits;
  readonly #allow: BlockList | null;
  readonly #perAddress = new Map<string, number>();
  readonly #known = new Set<string>();
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

  /** This address has sent valid NMEA: it is a station, kept before strangers. */
  prove(address: string): void {
    if (this.#known.has(address)) return;
    this.#known.add(address);
    if (this.#known.size > KNOWN_MAX) {
      const oldest = this.#known.values().next().value;
      if (oldest !== undefined) this.#known.delete(oldest);
    }
  }

  known(address: string): boolean {
    return this.#known.has(address);
  }

  /**
   * Lets one more in from `address`, or answers false (allow-list, cap, per-address cap).
   * At the cap, a proven address is let in when `displace` makes room (it closes and
   * releases a connection of an address not proven, and answers whether it found one).
   */
  admit(address: string, displace?: () => boolean): boolean {
    if (!this.allowed(address)) return false;
    const n = this.#perAddress.get(address) ?? 0;
    if (n >= this.limits.maxPerAddress) return false;
    if (this.#open >= this.limits.maxConnections) {
      if (!this.#known.has(address) || !displace?.()) return false;
      if (this.#open >= this.limits.maxConnections) return false;
    }
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
