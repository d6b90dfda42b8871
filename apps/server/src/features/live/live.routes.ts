import websocket from '@fastify/websocket';
import { LiveClientMessage } from '@pantau/contracts';
import { allows } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { sourceList } from '../sources/sources.routes.ts';
import type { LiveService } from './live.service.ts';
import { LivePush } from './push.ts';

/**
 * `/api/live`: the WebSocket that keeps a map current (session cookie, or an API token as
 * `Authorization: Bearer`). See `@pantau/contracts` live.ts for the messages.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: { live: LiveService; tickMs: number; batchMs: number; now: () => number },
): Promise<LivePush> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const push = new LivePush(opts.live.picture, {
    isSatellite: opts.live.supervisor.isSatellite,
    now: opts.now,
    heartbeatMs: opts.tickMs,
  });
  // Sockets watching source status (the DATA SOURCE panel), with what each was sent last.
  const watchers = new Map<{ send: (s: string) => void }, string>();
  const sendSources = () => {
    if (watchers.size === 0) return;
    const text = JSON.stringify({ type: 'sources', list: sourceList(opts.live, opts.now()) });
    for (const [socket, last] of watchers) {
      if (last === text) continue;
      watchers.set(socket, text);
      socket.send(text);
    }
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', () => {
    timers.push(setInterval(() => push.tick(), opts.batchMs));
    timers.push(setInterval(sendSources, opts.tickMs));
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', () => timers.forEach(clearInterval));
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
    (socket, request) => {
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
        if (msg.data.type === 'subscribe') {
          handle.subscribe(msg.data);
        } else if (!msg.data.on) {
          watchers.delete(socket);
        } else if (!allows('sources.view', request.user?.role)) {
          socket.send(
            JSON.stringify({ type: 'error', code: 'FORBIDDEN', message: 'no access to sources' }),
          );
        } else {
          watchers.set(socket, '');
          sendSources();
        }
      });
      socket.on('close', () => {
        handle.remove();
        watchers.delete(socket);
      });
    },
  );
  return push;
}
