#!/usr/bin/env node
/**
 * pantau-sim: serve simulated AIS traffic over TCP, or print it.
 *
 *   pantau-sim [--host 127.0.0.1] [--port 10110] [--vessels 2000] [--seed 1]
 *   pantau-sim --stdout [--seconds 60] [--start 2026-11-21T00:00:00Z] [--vessels N] [--seed S]
 */
import { parseArgs } from 'node:util';
import { startSimulatorServer } from './server.ts';
import { MAX_VESSELS, Simulator } from './simulator.ts';

const USAGE = `usage: pantau-sim [--host H] [--port P] [--vessels N] [--seed S] [--tick MS]
       pantau-sim --stdout [--seconds S] [--start ISO|ms] [--vessels N] [--seed S]

  Serves NMEA AIS from simulated vessels in Indonesian waters on a TCP port (every client
  gets every line, CRLF-terminated), or prints the lines of a simulated period to stdout.
  Each sentence carries the tag block \\s:pantau-sim,c:<unix seconds>*hh\\.

  --vessels  fleet size, up to ${MAX_VESSELS} (default: PANTAU_SIM_VESSELS or 2000)
  --port     TCP port (default 10110)
  --stdout   print instead of serving; --seconds of simulated time (default 60)
`;

export function defaultVessels(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.PANTAU_SIM_VESSELS;
  if (v === undefined || v.trim() === '') return 2000;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > MAX_VESSELS) {
    throw new RangeError(`PANTAU_SIM_VESSELS must be an integer in 0..${MAX_VESSELS}: ${v}`);
  }
  return n;
}

function int(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new RangeError(`--${name} must be an integer: ${v}`);
  return n;
}

function startTime(v: string | undefined): number {
  if (v === undefined) return Date.now();
  const n = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(n)) throw new RangeError(`--start: not a time: ${v}`);
  return n;
}

/** Prints `seconds` of simulated traffic, one tick per simulated second. */
export function printLines(sim: Simulator, seconds: number, write: (s: string) => void): number {
  let count = 0;
  let buf: string[] = [];
  for (let k = 1; k <= seconds; k++) {
    const lines = sim.tick(sim.start + k * 1000);
    count += lines.length;
    for (const l of lines) buf.push(l);
    if (buf.length > 4096 || k === seconds) {
      if (buf.length > 0) write(`${buf.join('\n')}\n`);
      buf = [];
    }
  }
  return count;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      vessels: { type: 'string' },
      seed: { type: 'string' },
      tick: { type: 'string' },
      stdout: { type: 'boolean' },
      seconds: { type: 'string' },
      start: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    process.stdout.write(USAGE);
    return 0;
  }
  const vessels = int(values.vessels, 'vessels', defaultVessels());
  const seed = int(values.seed, 'seed', 1);
  if (values.stdout === true) {
    const sim = new Simulator({ vessels, seed, start: startTime(values.start) });
    printLines(sim, int(values.seconds, 'seconds', 60), (s) => process.stdout.write(s));
    return 0;
  }
  const server = await startSimulatorServer({
    host: values.host ?? '127.0.0.1',
    port: int(values.port, 'port', 10110),
    vessels,
    seed,
    tickMs: int(values.tick, 'tick', 1000),
  });
  process.stderr.write(
    `pantau-sim: ${vessels} vessels on tcp://${server.host}:${server.port} (seed ${seed})\n`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => undefined);
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`pantau-sim: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
      process.exitCode = 2;
    },
  );
}
