/**
 * The simulator in process, without a socket: a timer ticks it and hands each batch of lines
 * to a callback (for an ingest pipeline that takes lines directly).
 */
import { catchUp, Simulator, type Reception } from './simulator.ts';

export interface SimulatorSourceOptions {
  readonly vessels?: number;
  readonly seed?: number;
  /** Which reports it gives (default 'all'; see `Reception`). */
  readonly reception?: Reception;
  /**
   * Simulation start, unix ms (default `now()`): sources that share it, the seed and the
   * fleet size sail the same vessels at the same places.
   */
  readonly start?: number;
  /** Tick period, ms (default 1,000). */
  readonly tickMs?: number;
  readonly now?: () => number;
  /** Called once per tick with the lines due (never with an empty batch). */
  readonly onLines: (lines: string[]) => void;
}

export interface SimulatorSource {
  readonly simulator: Simulator;
  stop(): void;
}

export function createSimulatorSource(options: SimulatorSourceOptions): SimulatorSource {
  const now = options.now ?? Date.now;
  const simulator = new Simulator({
    vessels: options.vessels ?? 2000,
    seed: options.seed ?? 1,
    start: options.start ?? now(),
    reception: options.reception ?? 'all',
  });
  const tickMs = options.tickMs ?? 1000;
  const timer = setInterval(() => {
    const lines = simulator.tick(catchUp(simulator, now(), tickMs));
    if (lines.length > 0) options.onLines(lines);
  }, tickMs);
  return { simulator, stop: () => clearInterval(timer) };
}
