import type { Driver, DriverContext } from './driver.ts';
import { FileReplayDriver } from './file-replay.ts';
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
}

/** The driver for a source kind; the simulator is a TCP feed on this machine. */
export function createDriver(c: DriverConfig, ctx: DriverContext): Driver {
  switch (c.kind) {
    case 'tcp-client':
    case 'simulator':
      return new TcpClientDriver(c.host ?? '127.0.0.1', c.port ?? 0, ctx);
    case 'tcp-listen':
      return new TcpListenDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx);
    case 'udp':
      return new UdpDriver(c.host ?? '0.0.0.0', c.port ?? 0, ctx);
    case 'file':
      return new FileReplayDriver(c.path ?? '', c.speed ?? 1, ctx);
  }
}
