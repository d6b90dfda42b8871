import type { Access } from '@pantau/domain';
import type { Config } from './config.ts';
import type { LiveService, SimulatorFactory } from './features/live/live.service.ts';
import type { Bus } from './bus/bus.ts';
import type { Store } from './store/db.ts';
import type { ApiUser } from './features/api-users/api-users.repo.ts';
import type { UserRecord } from './features/users/users.repo.ts';

/** What the app is built from: the running parts main.ts (or a test) made. */
export interface AppDeps {
  config: Config;
  store: Store;
  bus: Bus;
  version: string;
  /** The clock; tests pass their own. */
  now?: () => number;
  /** Starts the built-in simulator (main.ts gives it; tests usually do not). */
  simulator?: SimulatorFactory;
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
    /** API users may call this route with their Bearer token (the read API). */
    apiToken?: boolean;
    /** Audit this read (playback, exports, downloads); every write is audited anyway. */
    audit?: boolean;
  }
  interface FastifyRequest {
    user?: UserRecord;
    apiUser?: ApiUser;
  }
  interface FastifyInstance {
    routeTable: RouteInfo[];
    live: LiveService;
  }
}
