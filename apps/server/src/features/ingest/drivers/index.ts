import type { Driver, DriverContext } from './driver.ts';
import { FileReplayDriver } from './file-replay.ts';
import { SimulatorDriver } from './simulator.ts';
import { TcpClientDriver } from './tcp-client.ts';
import { TcpListenDriver } from './tcp-listen.ts';
import { UdpDriver } from './udp.ts';

export type { Connection, Driver, DriverContext, EngineStatus } from './driver.ts';

/** What a driver needs from a source's configuration. */
export interface DriverConfig {
  kind: 'tcp-client' | 'tcp-listen' | 'udp' | 'file' | 'simulator';
  host: string | null;
  port: number | null;
  path: string | null;
  speed: number | null;
  /** Simulator: how many vessels sail. */
  vessels?: number | null;
}

/** The simulator's fleet when a source does not say. */
export const DEFAULT_SIM_VESSELS = 2000;

/** Why a source cannot run as configured, or null when it can. */
export function driverProblem(c: {
  kind: DriverConfig['kind'];
  host?: string | null | undefined;
  port?: number | null | undefined;
  path?: string | null | undefined;
}): string | null {
  const network = c.kind === 'tcp-client' || c.kind === 'tcp-listen' || c.kind === 'udp';
  if (network && !validPort(c.port)) return `port must be 1–65535 (got ${String(c.port)})`;
  if (c.kind === 'tcp-client' && !c.host) return 'host can not be empty';
  if (c.kind === 'file' && !c.path) return 'path can not be empty';
  return null;
}

function validPort(p: number | null | undefined): p is number {
  return p != null && Number.isInteger(p) && p >= 1 && p <= 65_535;
}

/** The driver for a source kind; throws when the source cannot run (see `driverProblem`). */
export function createDriver(c: DriverConfig, ctx: DriverContext): Driver {
  const problem = driverProblem(c);
  if (problem) throw new Error(problem);
  switch (c.kind) {
    case 'tcp-client':
      return new TcpClientDriver(c.host ?? '', c.port ?? 0, ctx);
    case 'tcp-listen':
      return new TcpListenDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx);
    case 'udp':
      return new UdpDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx);
    case 'file':
      return new FileReplayDriver(c.path ?? '', c.speed ?? 1, ctx);
    case 'simulator':
      return new SimulatorDriver(c.vessels ?? DEFAULT_SIM_VESSELS, c.speed ?? 1, ctx);
  }
}
