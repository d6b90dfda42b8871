import websocket from '@fastify/websocket';
import { liveEndpoints, LiveSubscribe } from '@pantau/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
import { socketRoute } from '../../http/route.ts';
import { liveMessage, type LiveClient } from '../../live-hub/channels.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import type { LiveIdentity, LiveSockets } from './live-sockets.ts';
import type { LivePush } from './push.ts';

type RawData = Buffer | ArrayBuffer | Buffer[];

function parseJson(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(new Uint8Array(data));
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Who opens a live socket, as the guard re-checks it: the API token (Bearer) of an API user,
 * or the session cookie of a user, with what they were when it opened.
 */
export function liveIdentity(request: FastifyRequest): LiveIdentity | undefined {
  const api = request.apiUser;
  if (api) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return token ? { kind: 'token', token, fingerprint: apiFingerprint(api) } : undefined;
  }
  const user = request.user;
  const token = request.cookies[SESSION_COOKIE];
  return user && token ? { kind: 'session', token, fingerprint: userFingerprint(user) } : undefined;
}

export const userFingerprint = (u: { id: number; role: string; active: boolean }): string =>
  `user:${u.id}:${u.role}:${String(u.active)}`;
export const apiFingerprint = (a: { id: number; access: boolean }): string =>
  `api:${a.id}:${String(a.access)}`;

/**
 * `/api/live`: the WebSocket that keeps a map current (session cookie, or an API token as
 * `Authorization: Bearer`). Each client message goes to the channel registered for its
 * `type` (this feature's `subscribe`; `watch-sources` of the sources feature; ...).
 */
export async function liveSocket(
  app: FastifyInstance,
  opts: {
    push: LivePush;
    guard: LiveSockets;
    tickMs: number;
    now: () => number;
    simulated: () => boolean;
  },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const handles = new WeakMap<LiveClient, ReturnType<LivePush['add']>>();
  app.liveChannels.register({
    type: 'subscribe',
    schema: LiveSubscribe,
    receive: (client, message) => handles.get(client)?.subscribe(message),
  });
  // An upgrade refused before the socket opened (401, 403, 429) must not leave the
  // connection half-open: it would hold the server's shutdown forever.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers.upgrade && reply.statusCode >= 400) request.raw.socket.destroy();
    done();
  });
  // The caps, before the upgrade: a socket beyond them costs an HTTP answer, no more.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.url !== liveEndpoints.socket.path) return done();
    const identity = liveIdentity(request);
    const refusal = identity ? opts.guard.refusal(identity) : 'no session';
    if (refusal === null) return done();
    opts.guard.refused++;
    done(new ApiError('RATE_LIMITED', { message: refusal }));
  });

  socketRoute(
    app,
    liveEndpoints.socket,
    { config: { access: 'map.view', apiToken: true } },
    (socket, request) => {
      const identity = liveIdentity(request);
      if (!identity || !opts.guard.add(identity, socket)) return;
      const client: LiveClient = {
        send: (message) => socket.send(liveMessage(message)),
        sendText: (text) => socket.send(text),
        request,
      };
      handles.set(
        client,
        opts.push.add(socket, {
          type: 'hello',
          simulated: opts.simulated(),
          tickMs: opts.tickMs,
          serverT: opts.now(),
        }),
      );
      socket.on('message', (data: RawData, isBinary: boolean) => {
        const parsed = parseJson(data, isBinary);
        const type = (parsed as { type?: unknown } | undefined)?.type;
        const channel = typeof type === 'string' ? app.liveChannels.get(type) : undefined;
        if (!channel) {
          client.send({
            type: 'error',
            code: 'VALIDATION',
            message: parsed === undefined ? 'not a message' : `unknown message type`,
            field: 'type',
          });
          return;
        }
        const msg = channel.schema.safeParse(parsed);
        if (!msg.success) {
          const issue = msg.error.issues[0];
          client.send({
            type: 'error',
            code: 'VALIDATION',
            message: issue?.message ?? 'not a message',
            ...(issue?.path.length ? { field: issue.path.join('.') } : {}),
          });
          return;
        }
        channel.receive(client, msg.data);
      });
      socket.on('close', () => {
        opts.guard.remove(socket);
        handles.get(client)?.remove();
        for (const channel of app.liveChannels.all()) channel.close?.(client);
      });
    },
  );
}
