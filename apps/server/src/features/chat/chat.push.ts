import type { ChatMessage, ChatReceipt } from '@pantau/contracts';
import { liveMessage, type LiveClient } from '../../live-hub/channels.ts';

/**
 * What happened in a chat group, for the people in `to` (usernames): the same event reaches
 * every API process (the bus), and each hands it to its own sockets of those people.
 */
export type ChatBusEvent =
  | { kind: 'message'; message: ChatMessage; to: string[] }
  | { kind: 'receipts'; groupId: number; receipts: ChatReceipt[]; to: string[] }
  | { kind: 'groups'; groupId: number; to: string[] };

/** The `watch-chat` sockets of this process, by the username signed in on each. */
export class ChatPush {
  readonly #watchers = new Map<LiveClient, string>();

  get watchers(): number {
    return this.#watchers.size;
  }

  watch(client: LiveClient, username: string): void {
    this.#watchers.set(client, username);
  }

  unwatch(client: LiveClient): void {
    this.#watchers.delete(client);
  }

  /** Whether one of `username`'s sockets here watches the chat. */
  online(username: string): boolean {
    for (const u of this.#watchers.values()) if (u === username) return true;
    return false;
  }

  deliver(event: ChatBusEvent): void {
    if (this.#watchers.size === 0 || event.to.length === 0) return;
    const to = new Set(event.to);
    let text: string | undefined;
    for (const [client, username] of this.#watchers) {
      if (!to.has(username)) continue;
      client.sendText((text ??= liveMessage(messageOf(event))));
    }
  }
}

function messageOf(event: ChatBusEvent) {
  switch (event.kind) {
    case 'message':
      return { type: 'chat-message', message: event.message } as const;
    case 'receipts':
      return { type: 'chat-receipts', groupId: event.groupId, receipts: event.receipts } as const;
    case 'groups':
      return { type: 'chat-groups', groupId: event.groupId } as const;
  }
}
