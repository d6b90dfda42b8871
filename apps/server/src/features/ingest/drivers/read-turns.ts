import type { Socket } from 'node:net';

/**
 * How long a feed's reads may hold the event loop in one turn before they let it go round.
 * When data waits in the kernel, libuv reads a socket up to 32 times (64 KB each) in one
 * poll; decoded and handed to every sink, that is a third of a second with nothing else
 * served: timers (the live push, the paced rules) and HTTP waited behind it, the event
 * loop's delay p99 was 390-770 ms with the whole server flat out at 50,000 vessels.
 */
export const READ_TURN_MS = 20;

/** When the reads of this turn began (0: none yet), over every feed socket. */
let turnStart = 0;

const endTurn = () => {
  turnStart = 0;
};

/**
 * Hands a socket's data to `write`, a chunk at a time; once the reads of all feeds in this
 * turn of the event loop have taken `READ_TURN_MS`, the socket pauses and resumes after the
 * turn (what it held stays in the kernel: TCP slows the sender, nothing is lost).
 */
export function readInTurns(socket: Socket, write: (chunk: Buffer) => void): void {
  socket.on('data', (chunk: Buffer) => {
    if (turnStart === 0) {
      turnStart = performance.now();
      setImmediate(endTurn);
    }
    write(chunk);
    if (performance.now() - turnStart >= READ_TURN_MS && !socket.isPaused()) {
      socket.pause();
      // Resumed once this poll is over: the socket is read again at the next poll, after
      // the loop has gone round (timers, the other sockets).
      setImmediate(() => socket.resume());
    }
  });
}
