import type { Access } from '@pantau/domain';
import type { Config } from './config.ts';
import type { Bus } from './bus/bus.ts';
import type { Store } from './store/db.ts';
import type { ApiUser } from './features/api-users/api-users.repo.ts';
import type { UserRecord } from './features/users/users.repo.ts';
import type { LiveChannels } from './live-hub/channels.ts';
import type { LiveHub } from './live-hub/live-hub.ts';
import type { IdentityResolvers, RouteInfo } from './plugins/access.ts';
import type { AuditTrail } from './plugins/audit.ts';
import type { AssetSearchProviders } from './search/asset-search.ts';

/** What the app is built from: the running parts main.ts (or a test) made. */
export interface AppDeps {
  config: Config;
  store: Store;
  bus: Bus;
  version: string;
  /** The clock; tests pass their own. */
  now?: () => number;
}

/** The app's running parts every feature may use (decorated as `app.core`). */
export interface Core {
  config: Config;
  store: Store;
  bus: Bus;
  version: string;
  now: () => number;
  /** When the app was built (unix ms). */
  startedAt: number;
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
    /**
     * The name of what this call is about, for the audit log, set by a handler that knows it
     * better than the body does (a delete by id names what it deleted).
     */
    auditSubject: string | null;
  }
  interface FastifyInstance {
    routeTable: RouteInfo[];
    core: Core;
    /** Ingest publishes vessel events here; picture, history and aids subscribe. */
    hub: LiveHub;
    /** Client message types on `/api/live`, registered by features. */
    liveChannels: LiveChannels;
    /** The Others search's providers, registered by features. */
    assetSearch: AssetSearchProviders;
    /** How session cookies and API tokens resolve (registered by users and api-users). */
    identity: IdentityResolvers;
    /** Where audited calls are recorded (registered by the audit feature). */
    auditTrail: AuditTrail;
  }
}
