import { LIVE_CLOSE } from '@pantau/contracts';

/** What the worker does when the live socket closes. */
export interface AfterClose {
  /** Connect again (after `delayMs`). */
  reconnect: boolean;
  delayMs: number;
  /** The server ended the session (logout, expiry, deactivation, role change): sign out. */
  signedOut: boolean;
}

/** The longest wait between attempts, and the wait after "too many sockets". */
export const MAX_BACKOFF_MS = 15_000;
export const TOO_MANY_WAIT_MS = 30_000;

/**
 * The close codes of `LIVE_CLOSE`: a session that ended is not retried (the app goes to the
 * login page); too many sockets waits longer; anything else (too slow, a network drop, a
 * server restart) reconnects with the backoff.
 */
export function afterClose(code: number, backoffMs: number): AfterClose {
  if (code === LIVE_CLOSE.sessionEnded) return { reconnect: false, delayMs: 0, signedOut: true };
  if (code === LIVE_CLOSE.tooMany) {
    return { reconnect: true, delayMs: Math.max(backoffMs, TOO_MANY_WAIT_MS), signedOut: false };
  }
  return { reconnect: true, delayMs: Math.min(backoffMs, MAX_BACKOFF_MS), signedOut: false };
}
