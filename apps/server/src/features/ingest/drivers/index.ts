import { INVALID_HOST, isRadarKind, isValidHost, type SourceKind } from '@pantau/contracts';
import type { Reception } from '@pantau/sim';
import type { Driver, DriverContext } from './driver.ts';
import { FileReplayDriver } from './file-replay.ts';
import type { ListenerLimits } from './listener-limits.ts';
import { SimulatorDriver } from './simulator.ts';
import { TcpClientDriver } from './tcp-client.ts';
import { TcpListenDriver } from './tcp-listen.ts';
import { UdpDriver } from './udp.ts';

export type { Connection, Driver, DriverContext, DriverCounter, EngineStatus } from './driver.ts';
export { FailedDriver } from './driver.ts';
export type { ListenerLimits } from './listener-limits.ts';

/** What a driver needs from a source's configuration. */
export interface DriverConfig {
  kind: SourceKind;
  host: string | null;
  port: number | null;
  path: string | null;
  speed: number | null;
  /** Simulator: how many vessels sail. */
  vessels?: number | null;
  /** Simulator: which reports it gives (absent: every one). */
  reception?: Reception;
}

/** Where a driver may reach: listeners' limits, and the folder file sources read from. */
export interface DriverLimits {
  listener?: ListenerLimits;
  /** File sources read only inside it (null: anywhere, for tools and tests). */
  captureDir?: string | null;
}

/** The simulator's fleet when a source does not say. */
export const DEFAULT_SIM_VESSELS = 2000;

/** A listening kind (its port is bound on this machine). */
export const isListener = (kind: DriverConfig['kind']): boolean =>
  kind === 'tcp-listen' || kind === 'udp';

/** Why a source cannot run as configured, and which field says so; null when it can. */
export function sourceProblem(c: {
  kind: DriverConfig['kind'];
  host?: string | null | undefined;
  port?: number | null | undefined;
  path?: string | null | undefined;
}): { field: 'host' | 'port' | 'path'; message: string } | null {
  // Radar sources read a TCP server the radar runs, as a TCP client does.
  const client = c.kind === 'tcp-client' || isRadarKind(c.kind);
  const network = client || isListener(c.kind);
  if (network && !validPort(c.port)) {
    return { field: 'port', message: `port must be 1–65535 (got ${String(c.port)})` };
  }
  if (client && !c.host) return { field: 'host', message: 'host can not be empty' };
  if (network && c.host && !isValidHost(c.host)) {
    return { field: 'host', message: INVALID_HOST };
  }
  if (c.kind === 'file' && !c.path) return { field: 'path', message: 'path can not be empty' };
  return null;
}

/** `sourceProblem`'s reason alone. */
export function driverProblem(c: Parameters<typeof sourceProblem>[0]): string | null {
  return sourceProblem(c)?.message ?? null;
}

function validPort(p: number | null | undefined): p is number {
  return p != null && Number.isInteger(p) && p >= 1 && p <= 65_535;
}

/** The driver for a source kind; throws when the source cannot run (see `sourceProblem`). */
export function createDriver(
  c: DriverConfig,
  ctx: DriverContext,
  limits: DriverLimits = {},
): Driver {
  const problem = driverProblem(c);
  if (problem) throw new Error(problem);
  switch (c.kind) {
    case 'tcp-client':
    case 'radar-nmea':
    case 'radar-ivef':
      return new TcpClientDriver(c.host ?? '', c.port ?? 0, ctx);
    case 'tcp-listen':
      return new TcpListenDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx, limits.listener);
    case 'udp':
      return new UdpDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx, limits.listener);
    case 'file':
      return new FileReplayDriver(c.path ?? '', c.speed ?? 1, ctx, limits.captureDir ?? null);
    case 'simulator':
      return new SimulatorDriver(
        c.vessels ?? DEFAULT_SIM_VESSELS,
        c.speed ?? 1,
        ctx,
        c.reception ?? 'all',
      );
  }
}
