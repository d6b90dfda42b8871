import websocket from '@fastify/websocket';
import { liveEndpoints, LiveSubscribe } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { socketRoute } from '../../http/route.ts';
import { liveMessage, type LiveClient } from '../../live-hub/channels.ts';
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
 * `/api/live`: the WebSocket that keeps a map current (session cookie, or an API token as
 * `Authorization: Bearer`). Each client message goes to the channel registered for its
 * `type` (this feature's `subscribe`; `watch-sources` of the sources feature; ...).
 */
export async function liveSocket(
  app: FastifyInstance,
  opts: { push: LivePush; tickMs: number; now: () => number; simulated: () => boolean },
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

  socketRoute(
    app,
    liveEndpoints.socket,
    { config: { access: 'map.view', apiToken: true } },
    (socket, request) => {
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
        handles.get(client)?.remove();
        for (const channel of app.liveChannels.all()) channel.close?.(client);
      });
    },
  );
}
