import type { Access } from '@pantau/domain';
import type { Config } from './config.ts';
import type { Bus } from './bus/bus.ts';
import type { Store } from './store/db.ts';
import type { UserRecord } from './features/users/users.repo.ts';

/** What the app is built from: the running parts main.ts (or a test) made. */
export interface AppDeps {
  config: Config;
  store: Store;
  bus: Bus;
  version: string;
  /** The clock; tests pass their own. */
  now?: () => number;
}

/** One registered route and what it asks of its caller, for the permission walk. */
export interface RouteInfo {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Routes under /api that do not say are refused. */
    access?: Access;
  }
  interface FastifyRequest {
    user?: UserRecord;
  }
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}
