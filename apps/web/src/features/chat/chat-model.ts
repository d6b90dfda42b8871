import type { ChatGroup, ChatMember, ChatMessage } from '@pantau/contracts';

/** A line the user sent that the server has not confirmed: sending, or failed (to resend). */
export interface PendingLine {
  clientId: string;
  groupId: number;
  text: string;
  attachment: ChatMessage['attachment'];
  status: 'sending' | 'error';
  at: number;
}

/** A group's messages as loaded: oldest first, each once. */
export interface Thread {
  messages: ChatMessage[];
  /** Older messages remain on the server (scrolling to the top loads them). */
  more: boolean;
  loading: boolean;
}

/** Merges messages into a thread's list by id: each once, oldest first. */
export function mergeMessages(
  list: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return list as ChatMessage[];
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Where the user's own message stands for the others: 'sent' (stored), 'delivered' (on every
 * other member's screen), 'read' (read by every other member); with how many read it.
 */
export function receiptOf(
  message: Pick<ChatMessage, 'id' | 'user'>,
  members: readonly ChatMember[],
): { status: 'sent' | 'delivered' | 'read'; read: number; of: number; readers: string[] } {
  const others = members.filter((m) => m.username !== message.user);
  const readers = others.filter((m) => m.readUpTo >= message.id).map((m) => m.fullname);
  const delivered = others.filter((m) => m.deliveredUpTo >= message.id).length;
  const of = others.length;
  const status =
    of > 0 && readers.length === of ? 'read' : of > 0 && delivered === of ? 'delivered' : 'sent';
  return { status, read: readers.length, of, readers };
}

/** A group after a member's receipts moved on (as pushed). */
export function withReceipts(
  group: ChatGroup,
  r: { username: string; deliveredUpTo: number; readUpTo: number },
): ChatGroup {
  return {
    ...group,
    members: group.members.map((m) =>
      m.username === r.username
        ? {
            ...m,
            deliveredUpTo: Math.max(m.deliveredUpTo, r.deliveredUpTo),
            readUpTo: Math.max(m.readUpTo, r.readUpTo),
          }
        : m,
    ),
  };
}

/**
 * The group list after a message arrived: its last message, and one more unread unless it is
 * the user's own, a system line, or the group is open in front of them.
 */
export function withArrival(
  groups: readonly ChatGroup[],
  message: ChatMessage,
  me: string,
  reading: boolean,
): ChatGroup[] {
  const counts = message.user !== me && message.user !== '' && !reading;
  const next = groups.map((g) =>
    g.id !== message.groupId || (g.lastMessage && g.lastMessage.id >= message.id)
      ? g
      : { ...g, lastMessage: message, unread: counts ? g.unread + 1 : g.unread },
  );
  return next.sort(
    (a, b) => (b.lastMessage?.at ?? b.createdAt) - (a.lastMessage?.at ?? a.createdAt),
  );
}

/** Every group's unread messages: the floating button's badge. */
export function totalUnread(groups: readonly ChatGroup[] | undefined): number {
  return groups?.reduce((n, g) => n + g.unread, 0) ?? 0;
}

/** A sender's own id for a message: unique, and the same when it is sent again. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/** Text split into plain runs and web links (http and https only), in order. */
export function linkRuns(text: string): { text: string; href?: string }[] {
  const out: { text: string; href?: string }[] = [];
  const re = /\bhttps?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index;
    // A link ends before the punctuation that closes its sentence.
    const href = m[0].replace(/[.,;:!?)\]]+$/, '');
    if (at > last) out.push({ text: text.slice(last, at) });
    out.push({ text: href, href });
    last = at + href.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** A file's size as people read it: KB under a megabyte, MB above. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
