/** A source's connection to its feed: it opens, reconnects, and hands bytes to the pipeline. */
export type EngineStatus = 'stopped' | 'connecting' | 'connected' | 'listening' | 'error';

export interface Connection {
  write(chunk: Uint8Array | string): void;
  end(): void;
  /** Messages (AIS or radar) decoded from this connection so far: it speaks valid NMEA. */
  decoded?(): number;
}

/** What a driver counts for the source's status when a limit is hit. */
export type DriverCounter = 'refused' | 'closedIdle' | 'overlong';

export interface DriverContext {
  /** A new connection's writer (each has its own reassembly state). */
  open(): Connection;
  /** A limit was hit: a connection refused or closed idle, an overlong line dropped. */
  count(counter: DriverCounter): void;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface Driver {
  start(): void;
  stop(): Promise<void>;
  readonly engine: EngineStatus;
  /** What an operator should know when the engine is not fine (last error). */
  readonly detail: string | null;
  /** Connections (UDP: senders) open now, for listeners. */
  readonly connections?: number;
}

/** A source that could not be started: it shows why, and does nothing. */
export class FailedDriver implements Driver {
  readonly engine: EngineStatus = 'error';
  readonly detail: string;

  constructor(reason: string) {
    this.detail = reason;
  }

  start(): void {}

  stop(): Promise<void> {
    return Promise.resolve();
  }
}

/** Exponential backoff: 1 s, 2 s, 4 s ... up to `maxMs`. */
export function backoffMs(attempt: number, maxMs = 60_000): number {
  return Math.min(maxMs, 1000 * 2 ** Math.max(0, attempt));
}
