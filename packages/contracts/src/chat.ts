import { z } from 'zod';
import { AlertTypeSchema } from './alerts.ts';
import { Role } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiLineText, singleLineText, USERNAME_RE, wholeNumber } from './fields.ts';

/**
 * The control room's group chat (SPEC §2.31, §3 'Chat', §4 'Group chat socket', §5 'Chat',
 * §6 'Group admins'). Groups and their people are read and changed over HTTP; messages go
 * both ways on the live socket (`watch-chat`, `chat-send`, `chat-receipt`), older ones are
 * paged over HTTP.
 */

/** SPEC §5 'Chat', §9: a group's name is at most 30 characters. */
export const CHAT_GROUP_NAME_MAX = 30;
/** A message's text: long enough for a situation report, short enough for a chat line. */
export const CHAT_TEXT_MAX = 4000;
/** SPEC §5 'Chat': an upload is at most 10,485,760 bytes. */
export const CHAT_UPLOAD_MAX = 10_485_760;
/**
 * What a member may upload (issue #36: images, PDF and audio), by the type its content shows,
 * never by its name. SVG is not among them: it can carry script.
 */
export const CHAT_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/mp4',
] as const;
export type ChatMediaType = (typeof CHAT_MEDIA_TYPES)[number];
/** A group holds at most this many people. */
export const CHAT_MEMBERS_MAX = 500;
/** Messages per page when scrolling up (SPEC §4 'scrolling to top loads next page'). */
export const CHAT_PAGE = 30;
/** SPEC §4: a message the server has not confirmed within 10 s is an error, to resend. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** SPEC §8 'Chat': what a failed chat call says. */
export const CHAT_ERROR_MESSAGE = 'error occured, please try again later';
/** SPEC §5 'Chat': an empty message is not sent. */
export const CHAT_EMPTY_MESSAGE = 'Message can not be empty';
/** SPEC §5 'Chat': a group needs people. */
export const CHAT_NO_PARTICIPANT = 'Choose at least one participant';

const Username = z.string().min(1).max(128).regex(USERNAME_RE, 'not a username');

/**
 * What a message may carry: a vessel, an alert, an area of interest or a map view, which a
 * click opens on the reader's map (a vessel or an alert's vessel is selected, whose card asks
 * the server again, so the reader sees only what the reader may see; an alert goes only to a
 * group whose every member may see its type), or a file uploaded to the group
 * (`chatEndpoints.upload`).
 */
export const ChatAttachment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vessel'),
    mmsi: z.number().int().min(0).max(999_999_999),
    name: z.string().max(64).nullable(),
    lon: z.number().min(-180).max(180).nullable(),
    lat: z.number().min(-90).max(90).nullable(),
  }),
  z.object({
    kind: z.literal('alert'),
    id: z.number().int().min(1),
    type: AlertTypeSchema,
    mmsi: z.number().int().min(0).max(999_999_999),
    title: z.string().max(120),
    lon: z.number().min(-180).max(180).nullable(),
    lat: z.number().min(-90).max(90).nullable(),
  }),
  z.object({
    kind: z.literal('aoi'),
    id: z.number().int().min(1),
    name: z.string().max(100),
    bbox: z.tuple([
      z.number().min(-180).max(180),
      z.number().min(-90).max(90),
      z.number().min(-180).max(180),
      z.number().min(-90).max(90),
    ]),
  }),
  z.object({
    kind: z.literal('media'),
    id: z.string().regex(/^[a-f0-9]{32}$/, 'not a media id'),
    name: z.string().max(128),
    mime: z.enum(CHAT_MEDIA_TYPES),
    size: z.number().int().min(1).max(CHAT_UPLOAD_MAX),
  }),
  z.object({
    kind: z.literal('view'),
    lon: z.number().min(-180).max(180),
    lat: z.number().min(-90).max(90),
    zoom: z.number().min(0).max(24),
  }),
]);
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/** What a system message says happened (SPEC §3: a message without a user). */
export const ChatEvent = z.object({
  kind: z.enum(['created', 'added', 'removed', 'left']),
  by: z.string().describe('Who did it (username)'),
  who: z.array(z.string()).describe('Whom it was about (usernames)'),
});
export type ChatEvent = z.infer<typeof ChatEvent>;

export const ChatMessage = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    clientId: z
      .string()
      .nullable()
      .describe("The sender's own id for it: sending it again never makes a second one"),
    user: z.string().describe("The sender's username; empty for a system message (SPEC §3)"),
    fullname: z.string().describe("The sender's name when they sent it"),
    text: z.string(),
    attachment: ChatAttachment.nullable(),
    event: ChatEvent.nullable().describe('A system message: what happened'),
    at: z.number().describe('unix ms the server stored it'),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMember = z.object({
  username: z.string(),
  fullname: z.string(),
  admin: z.boolean().describe('May add and remove people (SPEC §6: the creator)'),
  deliveredUpTo: z.number().describe("The newest message id that reached this member's screen"),
  readUpTo: z.number().describe('The newest message id this member has read'),
});
export type ChatMember = z.infer<typeof ChatMember>;

export const ChatGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdBy: z.string(),
    createdAt: z.number(),
    everyone: z
      .string()
      .nullable()
      .describe('For a group made for a role or a district: who it was made for'),
    members: z.array(ChatMember),
    unread: z.number().describe('Messages of others the signed-in user has not read'),
    lastMessage: ChatMessage.nullable(),
  })
  .meta({ id: 'ChatGroup' });
export type ChatGroup = z.infer<typeof ChatGroup>;

export const ChatGroupList = z.object({ groups: z.array(ChatGroup) }).meta({ id: 'ChatGroupList' });
export type ChatGroupList = z.infer<typeof ChatGroupList>;

/** A group for everyone of a role, or of a port's district (an administrator's). */
export const ChatEveryone = z
  .object({
    role: Role.optional(),
    portCode: z.string().trim().min(1).max(64).optional(),
  })
  .refine((e) => e.role !== undefined || e.portCode !== undefined, 'name a role or a port')
  .describe('Adds every active user of the role and/or port (staff only)');
export type ChatEveryone = z.infer<typeof ChatEveryone>;

export const ChatGroupBody = z
  .object({
    name: singleLineText('Group name', CHAT_GROUP_NAME_MAX),
    usernames: z.array(Username).max(CHAT_MEMBERS_MAX).default([]),
    everyone: ChatEveryone.optional(),
  })
  .refine((b) => b.usernames.length > 0 || b.everyone !== undefined, {
    message: CHAT_NO_PARTICIPANT,
    path: ['usernames'],
  })
  .meta({ id: 'ChatGroupBody' });
export type ChatGroupBody = z.infer<typeof ChatGroupBody>;

export const ChatMembersBody = z
  .object({ usernames: z.array(Username).min(1, CHAT_NO_PARTICIPANT).max(CHAT_MEMBERS_MAX) })
  .meta({ id: 'ChatMembersBody' });
export type ChatMembersBody = z.infer<typeof ChatMembersBody>;

export const ChatGroupParams = z.object({ groupId: wholeNumber('groupId', 1) });
export const ChatMemberParams = z.object({
  groupId: wholeNumber('groupId', 1),
  username: Username,
});

export const ChatMessagesQuery = z.object({
  before: wholeNumber('before', 1).optional().describe('Messages older than this id'),
  limit: wholeNumber('limit', 1, 100).optional(),
});
export const ChatMessagePage = z
  .object({
    messages: z.array(ChatMessage).describe('oldest first'),
    more: z.boolean().describe('Older messages remain'),
  })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

export const ChatPerson = z.object({ username: z.string(), fullname: z.string(), role: Role });
export const ChatPeople = z.object({ people: z.array(ChatPerson) }).meta({ id: 'ChatPeople' });
export type ChatPeople = z.infer<typeof ChatPeople>;
export const ChatPeopleQuery = z.object({ q: z.string().max(64).optional() });

export const ChatMedia = z
  .object({
    id: z.string(),
    name: z.string(),
    mime: z.enum(CHAT_MEDIA_TYPES),
    size: z.number(),
  })
  .meta({ id: 'ChatMedia' });
export type ChatMedia = z.infer<typeof ChatMedia>;
export const ChatMediaParams = z.object({
  mediaId: z.string().regex(/^[a-f0-9]{32}$/, 'not a media id'),
});
export const ChatMediaQuery = z.object({
  download: z.enum(['1']).optional().describe('As a download, an image too'),
});

export const chatEndpoints = {
  groups: defineEndpoint({
    method: 'GET',
    path: '/api/chat/groups',
    summary: "The signed-in user's groups, with unread counts and the last message",
    tags: ['chat'],
    response: ChatGroupList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/chat/groups',
    summary: 'A new group; its creator is its admin (SPEC §6)',
    tags: ['chat'],
    body: ChatGroupBody,
    response: ChatGroup,
    status: 201,
  }),
  group: defineEndpoint({
    method: 'GET',
    path: '/api/chat/groups/:groupId',
    summary: "A group's information: its people, their admins and receipts",
    tags: ['chat'],
    params: ChatGroupParams,
    response: ChatGroup,
  }),
  addMembers: defineEndpoint({
    method: 'POST',
    path: '/api/chat/groups/:groupId/members',
    summary: "Add people to a group (the group's admins)",
    tags: ['chat'],
    params: ChatGroupParams,
    body: ChatMembersBody,
    response: ChatGroup,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat/groups/:groupId/members/:username',
    summary: "Take someone out of a group (the group's admins; anyone may leave)",
    tags: ['chat'],
    params: ChatMemberParams,
    response: ChatGroup,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/chat/groups/:groupId/messages',
    summary: "A page of a group's messages, newest page first",
    tags: ['chat'],
    params: ChatGroupParams,
    query: ChatMessagesQuery,
    response: ChatMessagePage,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/chat/groups/:groupId/uploads',
    summary:
      'Upload an image, PDF or audio file (multipart field `file`, at most 10,485,760 bytes) to send',
    tags: ['chat'],
    params: ChatGroupParams,
    response: ChatMedia,
    status: 201,
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/api/chat/media/:mediaId',
    summary: "A group's file, for its members (an image shown inline, the rest as a download)",
    tags: ['chat'],
    params: ChatMediaParams,
    query: ChatMediaQuery,
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/api/chat/people',
    summary: 'The people a group can hold (active users), searched by name',
    tags: ['chat'],
    query: ChatPeopleQuery,
    response: ChatPeople,
  }),
};

// --- On the live socket ------------------------------------------------------------------

/** The chat pane is reachable: the server sends this user's chat messages and receipts. */
export const LiveWatchChat = z.object({ type: z.literal('watch-chat'), on: z.boolean() });
export type LiveWatchChat = z.infer<typeof LiveWatchChat>;

/** A message to a group. `clientId` is the sender's: a resend of it is the same message. */
export const LiveChatSend = z
  .object({
    type: z.literal('chat-send'),
    groupId: z.number().int().min(1),
    clientId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'not a message id'),
    /** Empty only with an attachment (SPEC §5: an empty message is not sent). */
    text: z.union([multiLineText('Message', CHAT_TEXT_MAX, CHAT_EMPTY_MESSAGE), z.literal('')]),
    attachment: ChatAttachment.nullable().default(null),
  })
  .refine((m) => m.text !== '' || m.attachment !== null, {
    message: CHAT_EMPTY_MESSAGE,
    path: ['text'],
  });
export type LiveChatSend = z.input<typeof LiveChatSend>;

/** Up to which message of a group this user's screen has shown (delivered) and read. */
export const LiveChatReceipt = z.object({
  type: z.literal('chat-receipt'),
  groupId: z.number().int().min(1),
  delivered: z.number().int().min(0),
  read: z.number().int().min(0).optional(),
});
export type LiveChatReceipt = z.infer<typeof LiveChatReceipt>;

/** A message stored in one of this user's groups (their own included: the sender's ack). */
export const LiveChatMessage = z.object({ type: z.literal('chat-message'), message: ChatMessage });
/** A `chat-send` the server did not take, with why. */
export const LiveChatFailed = z.object({
  type: z.literal('chat-failed'),
  clientId: z.string(),
  reason: z.string(),
});
/** Where a member's receipts in a group stand. */
export const ChatReceipt = z.object({
  username: z.string(),
  deliveredUpTo: z.number(),
  readUpTo: z.number(),
});
export type ChatReceipt = z.infer<typeof ChatReceipt>;
/** Members' receipts in a group that moved on (gathered: at most one of these a second). */
export const LiveChatReceiptMessage = z.object({
  type: z.literal('chat-receipts'),
  groupId: z.number(),
  receipts: z.array(ChatReceipt),
});
/** This user's groups changed (made, people added or removed): read them again. */
export const LiveChatGroupsMessage = z.object({
  type: z.literal('chat-groups'),
  groupId: z.number(),
});
