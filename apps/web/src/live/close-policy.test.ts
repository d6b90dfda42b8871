import { LIVE_CLOSE } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, TOO_MANY_WAIT_MS, afterClose } from './close-policy.ts';

describe('after the live socket closes', () => {
  it('signs out and stops when the server ended the session', () => {
    expect(afterClose(LIVE_CLOSE.sessionEnded, 500)).toEqual({
      reconnect: false,
      delayMs: 0,
      signedOut: true,
    });
  });

  it('waits longer when the user has too many sockets open', () => {
    expect(afterClose(LIVE_CLOSE.tooMany, 500)).toMatchObject({
      reconnect: true,
      delayMs: TOO_MANY_WAIT_MS,
      signedOut: false,
    });
  });

  it('reconnects with the backoff, capped, after a slow-client close or a drop', () => {
    expect(afterClose(LIVE_CLOSE.tooSlow, 2000)).toMatchObject({ reconnect: true, delayMs: 2000 });
    expect(afterClose(1006, 60_000).delayMs).toBe(MAX_BACKOFF_MS);
  });
});
