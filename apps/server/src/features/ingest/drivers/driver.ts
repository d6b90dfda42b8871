/** A source's connection to its feed: it opens, reconnects, and hands bytes to the pipeline. */
export type EngineStatus = 'stopped' | 'connecting' | 'connected' | 'listening' | 'error';

export interface Connection {
  write(chunk: Uint8Array | string): void;
  end(): void;
}

export interface DriverContext {
  /** A new connection's writer (each has its own reassembly state). */
  open(): Connection;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface Driver {
  start(): void;
  stop(): Promise<void>;
  readonly engine: EngineStatus;
  /** What an operator should know when the engine is not fine (last error). */
  readonly detail: string | null;
}

/** Exponential backoff: 1 s, 2 s, 4 s ... up to `maxMs`. */
export function backoffMs(attempt: number, maxMs = 60_000): number {
  return Math.min(maxMs, 1000 * 2 ** Math.max(0, attempt));
}
