import {
  CHAT_ERROR_MESSAGE,
  ChatMessage,
  ChatReceipt,
  LiveChatReceipt,
  LiveChatSend,
  LiveWatchChat,
} from '@pantau/contracts';
import { allows, type Role } from '@pantau/domain';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { ChatMediaFiles } from './chat.media.ts';
import { ChatPush, type ChatBusEvent } from './chat.push.ts';
import { ChatRepo } from './chat.repo.ts';
import { chatRoutes } from './chat.routes.ts';
import { ChatService } from './chat.service.ts';

const encoder = new TextEncoder();
/** How often gathered receipts are stored and told. */
const RECEIPTS_MS = 1000;
const decoder = new TextDecoder();

/** An event another process published, or null when it is not one a Pantau process sends. */
export function chatEventFrom(data: Uint8Array, self: string): ChatBusEvent | null {
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(decoder.decode(data)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (m.from === self || !Array.isArray(m.to) || !m.to.every((u) => typeof u === 'string')) {
    return null;
  }
  const to = m.to;
  const groupId = Number(m.groupId);
  if (m.kind === 'message') {
    const message = ChatMessage.safeParse(m.message);
    return message.success ? { kind: 'message', message: message.data, to } : null;
  }
  if (!Number.isInteger(groupId)) return null;
  if (m.kind === 'groups') return { kind: 'groups', groupId, to };
  if (m.kind === 'receipts') {
    const receipts = z.array(ChatReceipt).safeParse(m.receipts);
    return receipts.success ? { kind: 'receipts', groupId, receipts: receipts.data, to } : null;
  }
  return null;
}

/**
 * The group chat (issue #36, SPEC §2.31): groups and messages in the database; messages,
 * receipts and group changes on the live socket's `watch-chat` channel, handed to every API
 * process over the bus (each process its own sockets).
 */
export const chatFeature = fp(
  async (app) => {
    const { store, bus, now } = app.core;
    const self = app.stream.processId;
    const subject = app.stream.names.chat;
    const push = new ChatPush();
    const service = new ChatService({
      repo: new ChatRepo(store.db, now),
      files: new ChatMediaFiles(join(app.core.config.dataDir, 'chat-media')),
      people: async () =>
        (await app.users.repo.list()).map((u) => ({
          username: u.username,
          fullname: u.fullname,
          role: u.role,
          active: u.active,
          portCode: u.options.portCode,
        })),
      publish: (event) => {
        push.deliver(event);
        bus.publish(subject, encoder.encode(JSON.stringify({ ...event, from: self })));
      },
    });
    const off = bus.subscribe(subject, (data) => {
      const event = chatEventFrom(data, self);
      if (event) push.deliver(event);
    });
    // Receipts are stored and told once a second (ChatService.receipt).
    let flushing = Promise.resolve();
    const flush = setInterval(() => {
      flushing = flushing
        .then(() => service.flushReceipts())
        .catch((err: unknown) => app.log.warn({ err }, 'chat receipts not stored'));
    }, RECEIPTS_MS);
    flush.unref();
    app.addHook('onClose', async () => {
      off();
      clearInterval(flush);
      await flushing;
    });

    chatRoutes(app, service);

    const mayChat = (role: Role | undefined) => allows('chat.use', role);
    app.liveChannels.register({
      type: 'watch-chat',
      schema: LiveWatchChat,
      receive: (client, message) => {
        const user = client.request.user;
        if (!message.on) push.unwatch(client);
        else if (!user || !mayChat(user.role))
          client.send({ type: 'error', code: 'FORBIDDEN', message: 'no access to the chat' });
        else push.watch(client, user.username);
      },
      close: (client) => push.unwatch(client),
    });
    app.liveChannels.register({
      type: 'chat-send',
      schema: LiveChatSend,
      receive: (client, message) => {
        const user = client.request.user;
        const fail = (reason: string) =>
          client.send({ type: 'chat-failed', clientId: message.clientId, reason });
        if (!user || !mayChat(user.role)) return fail('You do not have access to this');
        service
          .send(user, message)
          .catch((err: unknown) =>
            fail(err instanceof ApiError ? err.message : CHAT_ERROR_MESSAGE),
          );
      },
    });
    app.liveChannels.register({
      type: 'chat-receipt',
      schema: LiveChatReceipt,
      receive: (client, message) => {
        const user = client.request.user;
        if (user && mayChat(user.role)) service.receipt(user, message);
      },
    });
    return Promise.resolve();
  },
  { name: 'chat', fastify: '5.x', dependencies: ['users', 'stream', 'live'] },
);
