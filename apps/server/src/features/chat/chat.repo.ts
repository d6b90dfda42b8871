import { ChatAttachment, ChatEvent, type ChatMediaType, type ChatMessage } from '@pantau/contracts';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** Tables of migration 0055. */
type ChatGroupsTable = {
  id: Generated<number>;
  name: string;
  created_by: string;
  created_at: number;
  everyone: string | null;
};
type ChatMembersTable = {
  group_id: number;
  username: string;
  admin: number;
  joined_at: number;
  delivered_up_to: Generated<number>;
  read_up_to: Generated<number>;
};
type ChatMessagesTable = {
  id: Generated<number>;
  group_id: number;
  client_id: string | null;
  username: string;
  fullname: string;
  text: string;
  attachment: string | null;
  event: string | null;
  created_at: number;
};
type ChatMediaTable = {
  id: string;
  group_id: number;
  username: string;
  name: string;
  mime: string;
  size: number;
  created_at: number;
};
type ChatDB = {
  chat_media: ChatMediaTable;
  chat_groups: ChatGroupsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
};

export interface GroupRow {
  id: number;
  name: string;
  createdBy: string;
  createdAt: number;
  everyone: string | null;
}

export interface MemberRow {
  groupId: number;
  username: string;
  admin: boolean;
  deliveredUpTo: number;
  readUpTo: number;
}

export interface MediaRow {
  id: string;
  groupId: number;
  username: string;
  name: string;
  mime: ChatMediaType;
  size: number;
}

export interface NewMessage {
  groupId: number;
  clientId: string | null;
  username: string;
  fullname: string;
  text: string;
  attachment: ChatAttachment | null;
  event?: ChatEvent;
}

const toGroup = (r: Selectable<ChatGroupsTable>): GroupRow => ({
  id: Number(r.id),
  name: r.name,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
  everyone: r.everyone,
});

const toMember = (r: Selectable<ChatMembersTable>): MemberRow => ({
  groupId: Number(r.group_id),
  username: r.username,
  admin: r.admin === 1,
  deliveredUpTo: Number(r.delivered_up_to),
  readUpTo: Number(r.read_up_to),
});

/** A stored JSON column is read back through its contract: what does not parse is dropped. */
function parsed<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  text: string | null,
): T | null {
  if (text === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
}

const toMessage = (r: Selectable<ChatMessagesTable>): ChatMessage => ({
  id: Number(r.id),
  groupId: Number(r.group_id),
  clientId: r.client_id,
  user: r.username,
  fullname: r.fullname,
  text: r.text,
  attachment: parsed<ChatAttachment>(ChatAttachment, r.attachment),
  event: parsed<ChatEvent>(ChatEvent, r.event),
  at: Number(r.created_at),
});

/** Chat groups, their people and receipts, and their messages (SQLite and PostgreSQL). */
export class ChatRepo {
  readonly #db: Kysely<DB & ChatDB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db.withTables<ChatDB>();
    this.#now = now;
  }

  /** A group with its first people (the creator an admin), in one transaction. */
  async createGroup(
    g: { name: string; createdBy: string; everyone: string | null },
    members: readonly { username: string; admin: boolean }[],
  ): Promise<number> {
    const at = this.#now();
    return this.#db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('chat_groups')
        .values({ name: g.name, created_by: g.createdBy, created_at: at, everyone: g.everyone })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groupId = Number(id);
      if (members.length > 0) {
        await tx
          .insertInto('chat_members')
          .values(
            members.map((m) => ({
              group_id: groupId,
              username: m.username,
              admin: m.admin ? 1 : 0,
              joined_at: at,
            })),
          )
          .execute();
      }
      return groupId;
    });
  }

  async group(id: number): Promise<GroupRow | null> {
    const row = await this.#db
      .selectFrom('chat_groups')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toGroup(row) : null;
  }

  /** The groups `username` is in, newest activity first. */
  async groupsOf(username: string): Promise<GroupRow[]> {
    const rows = await this.#db
      .selectFrom('chat_groups as g')
      .innerJoin('chat_members as m', 'm.group_id', 'g.id')
      .selectAll('g')
      .where('m.username', '=', username)
      .orderBy('g.id', 'desc')
      .execute();
    return rows.map(toGroup);
  }

  async members(groupIds: readonly number[]): Promise<MemberRow[]> {
    if (groupIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('chat_members')
      .selectAll()
      .where('group_id', 'in', groupIds)
      .orderBy('group_id')
      .orderBy('admin', 'desc')
      .orderBy('username')
      .execute();
    return rows.map(toMember);
  }

  /** Adds those not in the group yet; returns who was added. */
  async addMembers(groupId: number, usernames: readonly string[]): Promise<string[]> {
    const at = this.#now();
    return this.#db.transaction().execute(async (tx) => {
      const present = new Set(
        (
          await tx
            .selectFrom('chat_members')
            .select('username')
            .where('group_id', '=', groupId)
            .execute()
        ).map((r) => r.username),
      );
      const added = [...new Set(usernames)].filter((u) => !present.has(u));
      if (added.length > 0) {
        await tx
          .insertInto('chat_members')
          .values(
            added.map((username) => ({ group_id: groupId, username, admin: 0, joined_at: at })),
          )
          .execute();
      }
      return added;
    });
  }

  async removeMember(groupId: number, username: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('chat_members')
      .where('group_id', '=', groupId)
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Stores a message, or returns the one its sender already sent under the same id (a resend
   * after a lost confirmation): `fresh` says which.
   */
  async addMessage(m: NewMessage): Promise<{ message: ChatMessage; fresh: boolean }> {
    const existing = await this.#bySender(m.username, m.clientId);
    if (existing) return { message: existing, fresh: false };
    try {
      const row = await this.#db
        .insertInto('chat_messages')
        .values({
          group_id: m.groupId,
          client_id: m.clientId,
          username: m.username,
          fullname: m.fullname,
          text: m.text,
          attachment: m.attachment ? JSON.stringify(m.attachment) : null,
          event: m.event ? JSON.stringify(m.event) : null,
          created_at: this.#now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { message: toMessage(row), fresh: true };
    } catch (err) {
      // Two processes took the same resend at once: the other one stored it.
      const raced = await this.#bySender(m.username, m.clientId);
      if (raced) return { message: raced, fresh: false };
      throw err;
    }
  }

  async #bySender(username: string, clientId: string | null): Promise<ChatMessage | null> {
    if (clientId === null) return null;
    const row = await this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('username', '=', username)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  /** `limit` messages before `before` (the newest when absent), oldest first; `more` if older remain. */
  async page(
    groupId: number,
    before: number | undefined,
    limit: number,
  ): Promise<{ messages: ChatMessage[]; more: boolean }> {
    let q = this.#db.selectFrom('chat_messages').selectAll().where('group_id', '=', groupId);
    if (before !== undefined) q = q.where('id', '<', before);
    const rows = await q
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const more = rows.length > limit;
    return { messages: rows.slice(0, limit).reverse().map(toMessage), more };
  }

  /** Each group's newest message. */
  async lastMessages(groupIds: readonly number[]): Promise<Map<number, ChatMessage>> {
    const out = new Map<number, ChatMessage>();
    if (groupIds.length === 0) return out;
    const rows = await this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('chat_messages')
          .select((e) => e.fn.max('id').as('id'))
          .where('group_id', 'in', groupIds)
          .groupBy('group_id'),
      )
      .execute();
    for (const r of rows) out.set(Number(r.group_id), toMessage(r));
    return out;
  }

  async newestId(groupId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('chat_messages')
      .select((e) => e.fn.max('id').as('id'))
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /**
   * Per group, the messages of others after the newest one `username` read (system lines,
   * written by nobody, are not counted).
   */
  async unread(username: string): Promise<Map<number, number>> {
    const rows = await this.#db
      .selectFrom('chat_messages as msg')
      .innerJoin('chat_members as m', (j) =>
        j.onRef('m.group_id', '=', 'msg.group_id').on('m.username', '=', username),
      )
      .select(['msg.group_id', (e) => e.fn.countAll<number | string>().as('n')])
      .whereRef('msg.id', '>', 'm.read_up_to')
      .where('msg.username', '<>', username)
      .where('msg.username', '<>', '')
      .groupBy('msg.group_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.group_id), Number(r.n)]));
  }

  /** Sets a member's receipts (already advanced by the rule). */
  async setReceipts(
    groupId: number,
    username: string,
    r: { deliveredUpTo: number; readUpTo: number },
  ): Promise<void> {
    await this.#db
      .updateTable('chat_members')
      .set({
        delivered_up_to: sql`CASE WHEN delivered_up_to < ${r.deliveredUpTo} THEN ${r.deliveredUpTo} ELSE delivered_up_to END`,
        read_up_to: sql`CASE WHEN read_up_to < ${r.readUpTo} THEN ${r.readUpTo} ELSE read_up_to END`,
      })
      .where('group_id', '=', groupId)
      .where('username', '=', username)
      .execute();
  }

  async addMedia(m: MediaRow): Promise<void> {
    await this.#db
      .insertInto('chat_media')
      .values({
        id: m.id,
        group_id: m.groupId,
        username: m.username,
        name: m.name,
        mime: m.mime,
        size: m.size,
        created_at: this.#now(),
      })
      .execute();
  }

  async media(id: string): Promise<MediaRow | null> {
    const r = await this.#db
      .selectFrom('chat_media')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r
      ? {
          id: r.id,
          groupId: Number(r.group_id),
          username: r.username,
          name: r.name,
          mime: r.mime as ChatMediaType,
          size: Number(r.size),
        }
      : null;
  }
}
