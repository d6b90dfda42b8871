import websocket from '@fastify/websocket';
import { LiveClientMessage } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { LiveService } from './live.service.ts';
import { LivePush } from './push.ts';

/**
 * `/api/live`: the WebSocket that keeps a map current (session cookie, or an API token as
 * `Authorization: Bearer`). See `@pantau/contracts` live.ts for the messages.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: { live: LiveService; tickMs: number; now: () => number },
): Promise<LivePush> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const push = new LivePush(opts.live.picture, {
    isSatellite: opts.live.supervisor.isSatellite,
    now: opts.now,
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    timer = setInterval(() => push.tick(), opts.tickMs);
    timer.unref();
  });
  app.addHook('onClose', () => clearInterval(timer));
  // An upgrade refused before the socket opened (401, 403, 429) must not leave the
  // connection half-open: it would hold the server's shutdown forever.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers.upgrade && reply.statusCode >= 400) request.raw.socket.destroy();
    done();
  });

  app.get(
    '/api/live',
    {
      websocket: true,
      config: { access: 'map.view', apiToken: true },
      schema: {
        tags: ['live'],
        summary: 'WebSocket: live vessels for a viewport (see the contracts)',
      },
    },
    (socket) => {
      const handle = push.add(socket, {
        type: 'hello',
        simulated: opts.live.simulated,
        tickMs: opts.tickMs,
        serverT: opts.now(),
      });
      socket.on('message', (data, isBinary) => {
        let parsed: unknown;
        try {
          const text = Array.isArray(data)
            ? Buffer.concat(data)
            : Buffer.isBuffer(data)
              ? data
              : Buffer.from(new Uint8Array(data));
          parsed = isBinary ? undefined : JSON.parse(text.toString('utf8'));
        } catch {
          parsed = undefined;
        }
        const msg = LiveClientMessage.safeParse(parsed);
        if (!msg.success) {
          const issue = msg.error.issues[0];
          socket.send(
            JSON.stringify({
              type: 'error',
              code: 'VALIDATION',
              message: issue?.message ?? 'not a message',
              ...(issue?.path.length ? { field: issue.path.join('.') } : {}),
            }),
          );
          return;
        }
        handle.subscribe(msg.data);
      });
      socket.on('close', handle.remove);
    },
  );
  return push;
}
