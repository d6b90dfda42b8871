import {
  CHAT_PAGE,
  CHAT_UPLOAD_MAX,
  type ChatAttachment,
  type ChatEveryone,
  type ChatMedia,
  type ChatGroup,
  type ChatGroupBody,
  type ChatMessage,
  type ChatMessagePage,
  type ChatReceipt,
  type LiveChatReceipt,
} from '@pantau/contracts';
import {
  advanceReceipts,
  mayAddChatMembers,
  mayViewAlertType,
  mayRemoveChatMember,
  type MembershipVerdict,
  type Role,
} from '@pantau/domain';
import { ApiError } from '../../errors.ts';
import { ChatMediaFiles, mediaName, sniffChatMedia } from './chat.media.ts';
import type { ChatBusEvent } from './chat.push.ts';
import type { ChatRepo, GroupRow, MediaRow, MemberRow } from './chat.repo.ts';

/** A user as the chat knows them (from the users feature). */
export interface ChatPerson {
  username: string;
  fullname: string;
  role: Role;
  active: boolean;
  portCode: string | null;
}

export interface ChatActor {
  username: string;
  fullname: string;
}

export interface ChatServiceDeps {
  repo: ChatRepo;
  files: ChatMediaFiles;
  /** Every user (active or not): the people a group can hold, and their names. */
  people: () => Promise<ChatPerson[]>;
  /** Hands an event to this process's sockets and to every other process. */
  publish: (event: ChatBusEvent) => void;
}

const membershipError = (v: MembershipVerdict & { ok: false }): ApiError =>
  v.reason === 'not-member' || v.reason === 'no-such-member'
    ? new ApiError('NOT_FOUND')
    : new ApiError('FORBIDDEN', {
        message:
          v.reason === 'last-admin'
            ? 'A group keeps one admin: make another admin first'
            : "Only the group's admins may change its people",
      });

/**
 * The chat's rules in one place: the routes and the socket channel call it; it stores, then
 * publishes what happened to the people it concerns.
 */
export class ChatService {
  readonly #d: ChatServiceDeps;
  /** Receipts told since the last flush, by group and member. */
  readonly #receipts = new Map<number, Map<string, { delivered: number; read: number }>>();

  constructor(deps: ChatServiceDeps) {
    this.#d = deps;
  }

  async #directory(): Promise<Map<string, ChatPerson>> {
    return new Map((await this.#d.people()).map((p) => [p.username, p]));
  }

  /** Active users (the people a group can hold), searched by username or name. */
  async people(q: string | undefined): Promise<ChatPerson[]> {
    const needle = q?.trim().toLowerCase() ?? '';
    return (await this.#d.people()).filter(
      (p) =>
        p.active &&
        (needle === '' ||
          p.username.toLowerCase().includes(needle) ||
          p.fullname.toLowerCase().includes(needle)),
    );
  }

  async groups(actor: ChatActor): Promise<ChatGroup[]> {
    const rows = await this.#d.repo.groupsOf(actor.username);
    return this.#views(actor, rows);
  }

  async group(actor: ChatActor, groupId: number): Promise<ChatGroup> {
    const row = await this.#d.repo.group(groupId);
    if (!row) throw new ApiError('NOT_FOUND');
    const [view] = await this.#views(actor, [row]);
    if (!view) throw new ApiError('NOT_FOUND');
    return view;
  }

  async #views(actor: ChatActor, rows: readonly GroupRow[]): Promise<ChatGroup[]> {
    const ids = rows.map((r) => r.id);
    const [members, last, unread, directory] = await Promise.all([
      this.#d.repo.members(ids),
      this.#d.repo.lastMessages(ids),
      this.#d.repo.unread(actor.username),
      this.#directory(),
    ]);
    const byGroup = new Map<number, MemberRow[]>();
    for (const m of members) {
      let list = byGroup.get(m.groupId);
      if (!list) byGroup.set(m.groupId, (list = []));
      list.push(m);
    }
    const views: ChatGroup[] = [];
    for (const r of rows) {
      const people = byGroup.get(r.id) ?? [];
      // What a group says is for its people only.
      if (!people.some((m) => m.username === actor.username)) continue;
      views.push({
        id: r.id,
        name: r.name,
        createdBy: r.createdBy,
        createdAt: r.createdAt,
        everyone: r.everyone,
        members: people.map((m) => ({
          username: m.username,
          fullname: directory.get(m.username)?.fullname ?? m.username,
          admin: m.admin,
          deliveredUpTo: m.deliveredUpTo,
          readUpTo: m.readUpTo,
        })),
        unread: unread.get(r.id) ?? 0,
        lastMessage: last.get(r.id) ?? null,
      });
    }
    // The group with the newest message first, then the newest group.
    return views.sort(
      (a, b) => (b.lastMessage?.at ?? b.createdAt) - (a.lastMessage?.at ?? a.createdAt),
    );
  }

  /**
   * A new group: the creator is its admin (SPEC §6); the people named must be active users;
   * `everyone` (staff only, checked by the route) adds every active user of a role or
   * a port's district.
   */
  async create(actor: ChatActor, body: ChatGroupBody, mayEveryone: boolean): Promise<ChatGroup> {
    if (body.everyone && !mayEveryone) {
      throw new ApiError('FORBIDDEN', {
        field: 'everyone',
        message: 'Only administrators make a group for a whole role or district',
      });
    }
    const directory = await this.#directory();
    const named = this.#chatters(directory, body.usernames);
    const everyone = body.everyone ? this.#everyone(directory, body.everyone) : [];
    const members = [...new Set([...named, ...everyone])].filter((u) => u !== actor.username);
    const label = body.everyone ? everyoneLabel(body.everyone) : null;
    const groupId = await this.#d.repo.createGroup(
      { name: body.name, createdBy: actor.username, everyone: label },
      [
        { username: actor.username, admin: true },
        ...members.map((username) => ({ username, admin: false })),
      ],
    );
    await this.#system(groupId, { kind: 'created', by: actor.username, who: members });
    return this.#changed(actor, groupId, []);
  }

  async addMembers(
    actor: ChatActor,
    groupId: number,
    usernames: readonly string[],
  ): Promise<ChatGroup> {
    const members = await this.#members(groupId);
    const verdict = mayAddChatMembers(actor.username, members);
    if (!verdict.ok) throw membershipError(verdict);
    const wanted = this.#chatters(await this.#directory(), usernames);
    const added = await this.#d.repo.addMembers(groupId, wanted);
    if (added.length > 0)
      await this.#system(groupId, { kind: 'added', by: actor.username, who: added });
    return this.#changed(actor, groupId, []);
  }

  async removeMember(actor: ChatActor, groupId: number, target: string): Promise<ChatGroup> {
    const members = await this.#members(groupId);
    const verdict = mayRemoveChatMember(actor.username, target, members);
    if (!verdict.ok) throw membershipError(verdict);
    await this.#d.repo.removeMember(groupId, target);
    const kind = target === actor.username ? 'left' : 'removed';
    await this.#system(groupId, { kind, by: actor.username, who: [target] });
    if (target === actor.username) {
      this.#d.publish({ kind: 'groups', groupId, to: [target] });
      const row = await this.#d.repo.group(groupId);
      if (!row) throw new ApiError('NOT_FOUND');
      return { ...this.#bare(row), members: [], unread: 0, lastMessage: null };
    }
    return this.#changed(actor, groupId, [target]);
  }

  #bare(row: GroupRow): Omit<ChatGroup, 'members' | 'unread' | 'lastMessage'> {
    return {
      id: row.id,
      name: row.name,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      everyone: row.everyone,
    };
  }

  /** Tells the group's people (and those just taken out) to read their groups again. */
  async #changed(
    actor: ChatActor,
    groupId: number,
    alsoTell: readonly string[],
  ): Promise<ChatGroup> {
    const group = await this.group(actor, groupId);
    this.#d.publish({
      kind: 'groups',
      groupId,
      to: [...group.members.map((m) => m.username), ...alsoTell],
    });
    return group;
  }

  async page(
    actor: ChatActor,
    groupId: number,
    before: number | undefined,
    limit = CHAT_PAGE,
  ): Promise<ChatMessagePage> {
    await this.#member(groupId, actor.username);
    return this.#d.repo.page(groupId, before, limit);
  }

  /**
   * A message from a member: stored once per its sender's id (a resend is the same message),
   * then handed to every member (its sender's sockets take it as the confirmation).
   */
  async send(
    actor: ChatActor,
    m: { groupId: number; clientId: string; text: string; attachment: ChatMessage['attachment'] },
  ): Promise<ChatMessage> {
    const members = await this.#members(m.groupId);
    if (!members.some((x) => x.username === actor.username)) throw new ApiError('NOT_FOUND');
    const attachment = await this.#attachment(actor, m.groupId, m.attachment);
    const { message, fresh } = await this.#d.repo.addMessage({
      groupId: m.groupId,
      clientId: m.clientId,
      username: actor.username,
      fullname: actor.fullname,
      text: m.text,
      attachment,
    });
    this.#d.publish({
      kind: 'message',
      message,
      to: fresh ? members.map((x) => x.username) : [actor.username],
    });
    return message;
  }

  /**
   * A file a member sends a group carries what the server knows of it: only its uploader sends
   * it, only to the group it was uploaded to.
   */
  async #attachment(
    actor: ChatActor,
    groupId: number,
    a: ChatAttachment | null,
  ): Promise<ChatAttachment | null> {
    if (a?.kind === 'alert') {
      // SPEC §6: an alert's card goes only where every member may see alerts of its type.
      const directory = await this.#directory();
      const members = await this.#members(groupId);
      const blind = members.some((m) => {
        const p = directory.get(m.username);
        return !p || !mayViewAlertType({ role: p.role, username: p.username }, a.type);
      });
      if (blind) {
        throw new ApiError('FORBIDDEN', {
          field: 'attachment',
          message: 'Not everyone in this group may see this alert',
        });
      }
      return a;
    }
    if (a?.kind !== 'media') return a;
    const media = await this.#d.repo.media(a.id);
    if (!media || media.groupId !== groupId || media.username !== actor.username) {
      throw new ApiError('VALIDATION', {
        field: 'attachment',
        message: 'no such file in this group',
      });
    }
    return { kind: 'media', id: media.id, name: media.name, mime: media.mime, size: media.size };
  }

  /**
   * Keeps a member's file for a group (SPEC §5: at most 10,485,760 bytes), if its content is an
   * image, a PDF or audio; its name is only shown.
   */
  async upload(
    actor: ChatActor,
    groupId: number,
    file: { name: string | undefined; bytes: Uint8Array },
  ): Promise<ChatMedia> {
    await this.#member(groupId, actor.username);
    if (file.bytes.length === 0) {
      throw new ApiError('VALIDATION', { field: 'file', message: 'file can not be empty' });
    }
    if (file.bytes.length > CHAT_UPLOAD_MAX) {
      throw new ApiError('VALIDATION', {
        field: 'file',
        message: `file may not be larger than ${CHAT_UPLOAD_MAX} bytes`,
      });
    }
    const mime = await sniffChatMedia(file.bytes);
    if (mime === null) {
      throw new ApiError('VALIDATION', {
        field: 'file',
        message: 'file must be an image (PNG, JPEG, GIF, WebP), a PDF or an audio file',
      });
    }
    const media: MediaRow = {
      id: ChatMediaFiles.newId(),
      groupId,
      username: actor.username,
      name: mediaName(file.name),
      mime,
      size: file.bytes.length,
    };
    await this.#d.files.write(media.id, file.bytes);
    await this.#d.repo.addMedia(media);
    return { id: media.id, name: media.name, mime: media.mime, size: media.size };
  }

  /** A group's file, for its members only (anyone else: not found). */
  async media(
    actor: ChatActor,
    id: string,
  ): Promise<MediaRow & { read: () => NodeJS.ReadableStream }> {
    const media = await this.#d.repo.media(id);
    if (!media) throw new ApiError('NOT_FOUND');
    await this.#member(media.groupId, actor.username);
    return { ...media, read: () => this.#d.files.read(id) };
  }

  /**
   * A member's screen showed (delivered) or they read messages up to an id. Receipts are
   * gathered and stored and told once a second per group (`flushReceipts`): with 200 people
   * online at 10 messages a second, each receipt on its own was 400 writes and 80,000 socket
   * messages a second.
   */
  receipt(actor: ChatActor, r: LiveChatReceipt): void {
    let group = this.#receipts.get(r.groupId);
    if (!group)
      this.#receipts.set(
        r.groupId,
        (group = new Map<string, { delivered: number; read: number }>()),
      );
    const told = group.get(actor.username) ?? { delivered: 0, read: 0 };
    group.set(actor.username, {
      delivered: Math.max(told.delivered, r.delivered),
      read: Math.max(told.read, r.read ?? 0),
    });
  }

  /** Stores the receipts gathered since the last flush and tells each group's people. */
  async flushReceipts(): Promise<void> {
    const gathered = [...this.#receipts];
    this.#receipts.clear();
    for (const [groupId, told] of gathered) {
      const members = await this.#members(groupId);
      const newest = await this.#d.repo.newestId(groupId);
      const moved: ChatReceipt[] = [];
      for (const [username, t] of told) {
        // Only a member's receipts count: anyone else's are dropped here.
        const me = members.find((x) => x.username === username);
        if (!me) continue;
        const next = advanceReceipts(me, t, newest);
        if (next.deliveredUpTo === me.deliveredUpTo && next.readUpTo === me.readUpTo) continue;
        await this.#d.repo.setReceipts(groupId, username, next);
        moved.push({ username, ...next });
      }
      if (moved.length > 0) {
        this.#d.publish({
          kind: 'receipts',
          groupId,
          receipts: moved,
          to: members.map((x) => x.username),
        });
      }
    }
  }

  async #members(groupId: number): Promise<MemberRow[]> {
    return this.#d.repo.members([groupId]);
  }

  async #member(groupId: number, username: string): Promise<MemberRow> {
    const me = (await this.#members(groupId)).find((x) => x.username === username);
    if (!me) throw new ApiError('NOT_FOUND');
    return me;
  }

  async #system(groupId: number, event: NonNullable<ChatMessage['event']>): Promise<void> {
    const { message } = await this.#d.repo.addMessage({
      groupId,
      clientId: null,
      username: '',
      fullname: '',
      text: '',
      attachment: null,
      event,
    });
    const members = await this.#members(groupId);
    this.#d.publish({
      kind: 'message',
      message,
      to: [...members.map((x) => x.username), ...(event.kind === 'removed' ? event.who : [])],
    });
  }

  /** The usernames named that are active users; any other is refused by name. */
  #chatters(directory: Map<string, ChatPerson>, usernames: readonly string[]): string[] {
    for (const u of usernames) {
      const p = directory.get(u);
      if (!p?.active) {
        throw new ApiError('VALIDATION', {
          field: 'usernames',
          message: `${u} is not a user who can join a group`,
        });
      }
    }
    return [...new Set(usernames)];
  }

  #everyone(directory: Map<string, ChatPerson>, e: ChatEveryone): string[] {
    const out: string[] = [];
    for (const p of directory.values()) {
      if (!p.active) continue;
      if (e.role !== undefined && p.role !== e.role) continue;
      if (e.portCode !== undefined && p.portCode !== e.portCode) continue;
      out.push(p.username);
    }
    return out;
  }
}

/** Who an everyone-group was made for, as stored: `role:disnav`, `port:IDTPP`, or both. */
function everyoneLabel(e: ChatEveryone): string {
  return [e.role ? `role:${e.role}` : null, e.portCode ? `port:${e.portCode}` : null]
    .filter((x) => x !== null)
    .join(' ');
}
