import { createSimulatorSource, type Reception, type SimulatorSource } from '@pantau/sim';
import type { Driver, DriverContext, EngineStatus } from './driver.ts';

/**
 * The start of each fleet sailing in this process (by size and speed), kept while any
 * simulator source sails it: a source that joins takes the same start, so the built-in
 * terrestrial and satellite pair describe the same vessels at the same places.
 */
const sailing = new Map<string, { start: number; sources: number }>();

/**
 * The built-in simulator (`@pantau/sim`) in process: its lines go straight into the
 * pipeline. `speed` runs its clock faster than real time (1 = real time); `reception` picks
 * the reports it gives (every one, a shore station's or a satellite's).
 */
export class SimulatorDriver implements Driver {
  engine: EngineStatus = 'stopped';
  detail: string | null = null;
  readonly #vessels: number;
  readonly #speed: number;
  readonly #reception: Reception;
  readonly #ctx: DriverContext;
  /** Which fleet it sails, for the shared start. */
  readonly #fleet: string;
  #source: SimulatorSource | undefined;

  constructor(vessels: number, speed: number, ctx: DriverContext, reception: Reception = 'all') {
    this.#vessels = vessels;
    this.#speed = speed;
    this.#reception = reception;
    this.#ctx = ctx;
    this.#fleet = `${vessels}@${speed}`;
  }

  start(): void {
    if (this.#source) return;
    const conn = this.#ctx.open();
    const fleet = sailing.get(this.#fleet) ?? { start: Date.now(), sources: 0 };
    fleet.sources++;
    sailing.set(this.#fleet, fleet);
    const t0 = fleet.start;
    const speed = this.#speed;
    this.#source = createSimulatorSource({
      vessels: this.#vessels,
      reception: this.#reception,
      start: t0,
      now: () => t0 + (Date.now() - t0) * speed,
      onLines: (lines) => conn.write(`${lines.join('\r\n')}\r\n`),
    });
    this.engine = 'connected';
    this.#ctx.log.info(
      { vessels: this.#vessels, speed, reception: this.#reception },
      'simulator started',
    );
  }

  stop(): Promise<void> {
    if (this.#source) {
      this.#source.stop();
      this.#source = undefined;
      const fleet = sailing.get(this.#fleet);
      if (fleet && --fleet.sources <= 0) sailing.delete(this.#fleet);
    }
    this.engine = 'stopped';
    return Promise.resolve();
  }
}
