import fp from 'fastify-plugin';
import { NatsBus } from '../../bus/bus.ts';
import type { Role } from '../../config.ts';
import { ApiError } from '../../errors.ts';
import { isApiPath, routedPath } from '../../http/api-path.ts';
import { StreamPublisher } from '../../scale/publisher.ts';
import { StreamRelay } from '../../scale/relay.ts';
import { ensureStream, newIngestId, streamNames, type StreamNames } from '../../scale/stream.ts';

export interface RoleHealth {
  ok: boolean;
  detail?: string;
}

/** What the other features use of the stream between processes. */
export interface StreamPart {
  roles: ReadonlySet<Role>;
  /** The NATS bus when the roles are joined by JetStream; undefined on the in-memory bus. */
  nats: NatsBus | undefined;
  names: StreamNames;
  /** This process's id for this run (message ids, source status). */
  processId: string;
  /** Ingest role on NATS: where the pipeline publishes. */
  publisher: StreamPublisher | undefined;
  /** API role on NATS: the picture's feed from the stream. */
  relay: StreamRelay | undefined;
  /** The stream exists with its limits (set once NATS answered). */
  readonly ready: boolean;
  /** Each role's health, registered by the feature that does its work. */
  roleHealth: Map<Role, () => RoleHealth>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stream: StreamPart;
  }
}

/**
 * The roles of this process (PANTAU_ROLES) and, on NATS, the JetStream stream that joins
 * them: the stream is made (or its limits updated) once NATS answers; the ingest role
 * publishes to it, the API role feeds the local hub from it. A process without the API role
 * answers only /api/health and /metrics.
 */
export const streamFeature = fp(
  async (app) => {
    const { config, bus } = app.core;
    const roles = config.roles;
    const nats = bus instanceof NatsBus ? bus : undefined;
    const names = streamNames(config.stream.prefix);
    const processId = newIngestId();
    const warn = (o: object, m: string) => app.log.warn(o, m);
    const publisher =
      nats && roles.has('ingest')
        ? new StreamPublisher({
            bus: nats,
            subject: names.events,
            ingestId: processId,
            batchMs: config.stream.batchMs,
            bufferEvents: config.stream.bufferEvents,
            warn,
          })
        : undefined;
    const relay =
      nats && roles.has('api')
        ? new StreamRelay({
            bus: nats,
            hub: app.hub,
            stream: names.stream,
            replayMs: config.stream.replayMs,
            warn,
          })
        : undefined;
    let ready = false;
    const part: StreamPart = {
      roles,
      nats,
      names,
      processId,
      publisher,
      relay,
      get ready() {
        return ready;
      },
      roleHealth: new Map(),
    };
    app.decorate('stream', part);

    if (publisher) {
      part.roleHealth.set('ingest', () => {
        const detail = `${publisher.buffered} events waiting, ${publisher.dropped} dropped`;
        if (!ready) return { ok: false, detail: `waiting for the NATS stream; ${detail}` };
        if (publisher.lastError) return { ok: false, detail: `${publisher.lastError}; ${detail}` };
        return { ok: nats?.connected ?? false, detail };
      });
    }
    if (relay) {
      part.roleHealth.set('api', () => {
        if (!relay.running) {
          return { ok: false, detail: relay.lastError ?? 'waiting for the NATS stream' };
        }
        return { ok: nats?.connected ?? false, detail: `${relay.lag} stream messages behind` };
      });
    }

    if (!roles.has('api')) {
      app.addHook('onRequest', (request, _reply, done) => {
        const path = routedPath(request);
        if (isApiPath(path) && path !== '/api/health') {
          done(
            new ApiError('ROLE_NOT_SERVED', {
              message: `This process runs PANTAU_ROLES=${[...roles].join(',')}; the API is served by api processes`,
            }),
          );
          return;
        }
        done();
      });
    }

    let stopped = false;
    app.addHook('onReady', () => {
      if (!nats) return Promise.resolve();
      void (async () => {
        while (!stopped) {
          try {
            await ensureStream(await nats.ready, config.stream);
            ready = true;
            app.log.info({ stream: names.stream, roles: [...roles] }, 'stream ready');
            return;
          } catch (err) {
            app.log.warn({ err: String(err) }, 'cannot set up the NATS stream; retrying');
            await new Promise((r) => setTimeout(r, 2000));
          }
        }
      })();
      publisher?.start();
      relay?.start();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      await relay?.stop();
    });
    return Promise.resolve();
  },
  { name: 'stream', fastify: '5.x' },
);
