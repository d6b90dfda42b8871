import { createSimulatorSource, type SimulatorSource } from '@pantau/sim';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';

/**
 * The built-in simulator (`@pantau/sim`) in process: its lines go straight into the
 * pipeline. `speed` runs its clock faster than real time (1 = real time).
 */
export class SimulatorDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #vessels: number;
  readonly #speed: number;
  readonly #ctx: DriverContext;
  #source: SimulatorSource | undefined;

  constructor(vessels: number, speed: number, ctx: DriverContext) {
    this.#vessels = vessels;
    this.#speed = speed;
    this.#ctx = ctx;
  }

  start(): void {
    const conn = this.#ctx.open();
    const t0 = Date.now();
    const speed = this.#speed;
    this.#source = createSimulatorSource({
      vessels: this.#vessels,
      now: () => t0 + (Date.now() - t0) * speed,
      onLines: (lines) => conn.write(`${lines.join('\r\n')}\r\n`),
    });
    this.engine = 'connected';
    this.#ctx.log.info({ vessels: this.#vessels, speed }, 'simulator started');
  }

  stop(): Promise<void> {
    this.#source?.stop();
    this.#source = undefined;
    this.engine = 'stopped';
    return Promise.resolve();
  }
}
