import { LIVE_CLOSE } from '@pantau/contracts';

/** Who holds a live socket: a session cookie or an API token (the raw value, kept in memory). */
export interface LiveIdentity {
  kind: 'session' | 'token';
  token: string;
  /**
   * What the identity was when the socket opened (user, role, active; or API user, access).
   * A socket whose identity no longer resolves to the same is closed.
   */
  fingerprint: string;
}

/** What the guard needs of a socket: `ws`'s WebSocket has these. */
export interface GuardedSocket {
  close(code: number, reason: string): void;
  terminate(): void;
}

interface Holder {
  identity: LiveIdentity;
  sockets: Set<GuardedSocket>;
}

export interface LiveSocketLimits {
  /** Live sockets open at once, in all (PANTAU_LIVE_MAX_SOCKETS). */
  maxSockets: number;
  /** Per session or API token (PANTAU_LIVE_MAX_PER_SESSION). */
  maxPerSession: number;
  /** How often each holder's session or token is resolved again. */
  recheckMs: number;
}

/** How long a closing socket gets for its handshake before it is cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * The live sockets of every session and API token: caps in all and per holder (checked
 * before the upgrade), and a re-check every `recheckMs` that closes the sockets of a session
 * that ended (logout, expiry, password reset), of a user deactivated or given another role,
 * or of an API token revoked or switched off — whatever the users feature did, since it is
 * read back from the store, not announced.
 */
export class LiveSockets {
  readonly #limits: LiveSocketLimits;
  readonly #resolve: (identity: LiveIdentity) => Promise<string | undefined>;
  readonly #holders = new Map<string, Holder>();
  readonly #holderOf = new Map<GuardedSocket, Holder>();
  #timer: NodeJS.Timeout | undefined;
  #checking = false;
  /** Sockets refused for a cap, and closed because their session ended. */
  refused = 0;
  closedEnded = 0;

  /** `resolve`: the identity's fingerprint now, undefined when it no longer lets in. */
  constructor(
    limits: LiveSocketLimits,
    resolve: (identity: LiveIdentity) => Promise<string | undefined>,
  ) {
    this.#limits = limits;
    this.#resolve = resolve;
  }

  get size(): number {
    return this.#holderOf.size;
  }

  /** Null when one more socket may open for this holder, else why not. */
  refusal(identity: LiveIdentity): string | null {
    if (this.#holderOf.size >= this.#limits.maxSockets) {
      return 'the server has as many live sockets as it allows';
    }
    const held = this.#holders.get(keyOf(identity))?.sockets.size ?? 0;
    if (held >= this.#limits.maxPerSession) {
      return `this session has ${held} live sockets open, the most allowed`;
    }
    return null;
  }

  /** An opened socket; false (and closed) when a cap was reached meanwhile. */
  add(identity: LiveIdentity, socket: GuardedSocket): boolean {
    if (this.refusal(identity) !== null) {
      this.refused++;
      close(socket, LIVE_CLOSE.tooMany, 'too many live sockets');
      return false;
    }
    const key = keyOf(identity);
    let holder = this.#holders.get(key);
    if (!holder) this.#holders.set(key, (holder = { identity, sockets: new Set() }));
    holder.sockets.add(socket);
    this.#holderOf.set(socket, holder);
    return true;
  }

  remove(socket: GuardedSocket): void {
    const holder = this.#holderOf.get(socket);
    if (!holder) return;
    this.#holderOf.delete(socket);
    holder.sockets.delete(socket);
    if (holder.sockets.size === 0) this.#holders.delete(keyOf(holder.identity));
  }

  /** Resolves every holder again; closes the sockets of those that no longer let in. */
  async recheck(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const holders = [...this.#holders.values()];
      const now = await Promise.all(
        holders.map((h) => this.#resolve(h.identity).catch(() => h.identity.fingerprint)),
      );
      holders.forEach((h, i) => {
        if (now[i] === h.identity.fingerprint) return;
        for (const socket of h.sockets) {
          this.closedEnded++;
          this.remove(socket);
          close(socket, LIVE_CLOSE.sessionEnded, 'session ended');
        }
      });
    } finally {
      this.#checking = false;
    }
  }

  start(): void {
    this.#timer = setInterval(() => void this.recheck(), this.#limits.recheckMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

const keyOf = (i: LiveIdentity) => `${i.kind}:${i.token}`;

function close(socket: GuardedSocket, code: number, reason: string): void {
  socket.close(code, reason);
  // A client that does not read would never finish the handshake.
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}
