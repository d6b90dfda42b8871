import type { ChatAttachment, ChatGroup } from '@pantau/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveClient, useLiveClient } from '../../live/live.client.ts';
import { useLive } from '../../live/live.store.ts';
import { fetchPage, GROUPS_KEY } from './chat.api.ts';
import { useChat } from './chat.store.ts';
import { newClientId, withArrival, withReceipts } from './chat-model.ts';

type GroupsData = { groups: ChatGroup[] } | undefined;

/** Receipts wait this long, so a burst of messages is answered once. */
const RECEIPT_MS = 500;

/** Up to which message the user's screen showed (and they read) each group, sent in batches. */
class Receipts {
  readonly #wanted = new Map<number, { delivered: number; read: number }>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  note(groupId: number, id: number, read: boolean): void {
    const w = this.#wanted.get(groupId) ?? { delivered: 0, read: 0 };
    w.delivered = Math.max(w.delivered, id);
    if (read) w.read = Math.max(w.read, id);
    this.#wanted.set(groupId, w);
    this.#timer ??= setTimeout(() => this.flush(), RECEIPT_MS);
  }

  flush(): void {
    this.#timer = undefined;
    const live = liveClient();
    for (const [groupId, w] of this.#wanted) {
      live?.send(
        {
          type: 'chat-receipt',
          groupId,
          delivered: w.delivered,
          ...(w.read > 0 ? { read: w.read } : {}),
        },
        { once: true },
      );
    }
    this.#wanted.clear();
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#wanted.clear();
  }
}

const receipts = new Receipts();

/** Whether the user has the group in front of them (open, its messages shown, tab visible). */
export function reading(groupId: number): boolean {
  const s = useChat.getState();
  return (
    s.open && s.view === 'chat' && s.groupId === groupId && document.visibilityState === 'visible'
  );
}

/** The user read the group up to its newest message: its count clears, the others are told. */
export function markRead(
  groupId: number,
  newestId: number,
  queryClient: ReturnType<typeof useQueryClient>,
): void {
  queryClient.setQueryData<GroupsData>(GROUPS_KEY, (d) =>
    d ? { groups: d.groups.map((g) => (g.id === groupId ? { ...g, unread: 0 } : g)) } : d,
  );
  if (newestId > 0) receipts.note(groupId, newestId, true);
}

/**
 * Loads a group's newest page, or the page before its oldest loaded message (scrolling to the
 * top, SPEC §4); false when the server could not be asked.
 */
export async function loadPage(groupId: number, older: boolean): Promise<boolean> {
  const thread = useChat.getState().threads[groupId];
  if (thread?.loading || (older && thread && !thread.more)) return true;
  useChat.getState().setLoading(groupId, true);
  try {
    const page = await fetchPage(groupId, older ? thread?.messages[0]?.id : undefined);
    // The newest page read again says nothing of what lies before the messages loaded.
    const fresh = older || !thread || thread.messages.length === 0;
    useChat.getState().received(groupId, page.messages, { more: fresh ? page.more : thread.more });
    return true;
  } catch {
    useChat.getState().setLoading(groupId, false);
    return false;
  }
}

/**
 * Sends a line to a group over the live socket (SPEC §4): 'sending' until the server's echo,
 * an error after 10 s without it; a resend keeps the line's id, so the server never stores it
 * twice.
 */
export function sendLine(
  groupId: number,
  text: string,
  attachment: ChatAttachment | null,
  clientId: string = newClientId(),
): void {
  useChat.getState().sending({ clientId, groupId, text, attachment }, Date.now());
  liveClient()?.send({ type: 'chat-send', groupId, clientId, text, attachment }, { once: true });
}

/**
 * While the map is open for a user who may chat: watches the chat on the live socket, merges
 * each message into its thread and the group list (unread counts, the badge), answers with
 * receipts, follows receipts and group changes, and expires unconfirmed lines. After the
 * socket comes back, it reads the groups and the open threads again (pushes missed meanwhile).
 */
export function useChatFeed(me: string | null): void {
  const queryClient = useQueryClient();
  const live = useLiveClient((s) => s.client);
  const connected = useLive((s) => s.connected);

  useEffect(() => {
    if (!live || me === null) return;
    const offMessage = live.on('chat-message', ({ message }) => {
      const now = reading(message.groupId);
      useChat.getState().received(message.groupId, [message]);
      const data = queryClient.getQueryData<GroupsData>(GROUPS_KEY);
      if (data && !data.groups.some((g) => g.id === message.groupId)) {
        void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      } else {
        queryClient.setQueryData<GroupsData>(GROUPS_KEY, (d) =>
          d ? { groups: withArrival(d.groups, message, me, now) } : d,
        );
      }
      if (message.user !== me) receipts.note(message.groupId, message.id, now);
    });
    const offReceipts = live.on('chat-receipts', (r) => {
      queryClient.setQueryData<GroupsData>(GROUPS_KEY, (d) =>
        d
          ? {
              groups: d.groups.map((g) =>
                g.id === r.groupId ? r.receipts.reduce(withReceipts, g) : g,
              ),
            }
          : d,
      );
    });
    const offGroups = live.on('chat-groups', () => {
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    });
    const offFailed = live.on('chat-failed', (m) => useChat.getState().failed(m.clientId));
    live.send({ type: 'watch-chat', on: true });
    const expiry = setInterval(() => useChat.getState().expire(Date.now()), 1000);
    return () => {
      offMessage();
      offReceipts();
      offGroups();
      offFailed();
      clearInterval(expiry);
      receipts.flush();
      live.send({ type: 'watch-chat', on: false });
    };
  }, [live, me, queryClient]);

  // Back after a loss: what was pushed meanwhile is read again.
  useEffect(() => {
    if (!connected || me === null) return;
    void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    for (const id of Object.keys(useChat.getState().threads)) {
      void loadPage(Number(id), false);
    }
  }, [connected, me, queryClient]);

  useEffect(() => () => receipts.dispose(), []);
}
