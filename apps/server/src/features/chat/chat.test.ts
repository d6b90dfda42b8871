import type { AddressInfo } from 'node:net';
import type { ChatGroup, ChatMessagePage, LiveServerMessage } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appOnDatabase, buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { sqliteTestStore, TEST_DATABASES } from '../../testing/databases.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { multipart } from '../../testing/multipart.ts';
import { chatEventFrom } from './chat.feature.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function until(p: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!p()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A browser's live socket watching the chat: the JSON messages it got. */
async function chatSocket(base: string, cookie: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
  const got: LiveServerMessage[] = [];
  ws.on('message', (data, binary) => {
    if (!binary) got.push(JSON.parse((data as Buffer).toString('utf8')) as LiveServerMessage);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'watch-chat', on: true }));
  const of = <T extends LiveServerMessage['type']>(type: T) =>
    got.filter((m): m is Extract<LiveServerMessage, { type: T }> => m.type === type);
  return { ws, got, of, send: (m: object) => ws.send(JSON.stringify(m)) };
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`group chat on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it('makes a group with its creator as admin, and only the admin changes its people', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const budi = await sessionFor(t.store, t.config, 'disnav', 'budi', 'IDTPP');
      await sessionFor(t.store, t.config, 'lps', 'citra');

      const made = await t.call('POST', '/api/chat/groups', ana, {
        name: 'Priok watch',
        usernames: ['budi'],
      });
      expect(made.statusCode).toBe(201);
      const group = made.json<ChatGroup>();
      expect(group.members.map((m) => [m.username, m.admin])).toEqual([
        ['ana', true],
        ['budi', false],
      ]);
      expect(group.lastMessage?.event).toEqual({ kind: 'created', by: 'ana', who: ['budi'] });

      // A member who is not its admin may not add people; the admin may.
      const refused = await t.call('POST', `/api/chat/groups/${group.id}/members`, budi, {
        usernames: ['citra'],
      });
      expect(refused.statusCode).toBe(403);
      const added = await t.call('POST', `/api/chat/groups/${group.id}/members`, ana, {
        usernames: ['citra'],
      });
      expect(added.json<ChatGroup>().members.map((m) => m.username)).toEqual([
        'ana',
        'budi',
        'citra',
      ]);
      // A visitor chats as every signed-in user does; someone who is not an active user
      // cannot be added.
      const dodo = await sessionFor(t.store, t.config, 'visitor', 'dodo');
      const withDodo = await t.call('POST', `/api/chat/groups/${group.id}/members`, ana, {
        usernames: ['dodo'],
      });
      expect(withDodo.json<ChatGroup>().members.map((m) => m.username)).toContain('dodo');
      expect(
        (await t.call('GET', '/api/chat/groups', dodo)).json<{ groups: ChatGroup[] }>().groups,
      ).toHaveLength(1);
      const users = new UsersRepo(t.store.db);
      await sessionFor(t.store, t.config, 'lps', 'fani_off');
      const faniId = (await users.findByUsername('fani_off'))?.id ?? 0;
      await users.setActive(faniId, false);
      for (const username of ['fani_off', 'nobody']) {
        const refused = await t.call('POST', `/api/chat/groups/${group.id}/members`, ana, {
          usernames: [username],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          code: 'VALIDATION',
          field: 'usernames',
          message: `${username} is not a user who can join a group`,
        });
      }
      await t.call('DELETE', `/api/chat/groups/${group.id}/members/dodo`, ana);

      // Someone outside the group does not see it, nor its messages.
      const eko = await sessionFor(t.store, t.config, 'lps', 'eko');
      expect((await t.call('GET', `/api/chat/groups/${group.id}`, eko)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/chat/groups/${group.id}/messages`, eko)).statusCode).toBe(
        404,
      );
      expect((await t.call('GET', '/api/chat/groups', eko)).json()).toEqual({ groups: [] });

      // A member may leave; the admin takes someone out; the last admin stays.
      const left = await t.call('DELETE', `/api/chat/groups/${group.id}/members/citra`, ana);
      expect(left.json<ChatGroup>().members.map((m) => m.username)).toEqual(['ana', 'budi']);
      expect(
        (await t.call('DELETE', `/api/chat/groups/${group.id}/members/ana`, ana)).statusCode,
      ).toBe(403);
      const page = (
        await t.call('GET', `/api/chat/groups/${group.id}/messages`, budi)
      ).json<ChatMessagePage>();
      expect(page.messages.map((m) => [m.user, m.event?.kind])).toEqual([
        ['', 'created'],
        ['', 'added'],
        ['', 'added'],
        ['', 'removed'],
        ['', 'removed'],
      ]);
    });

    it('keeps an image, PDF or audio sniffed from its content, for the group only', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const eko = await sessionFor(t.store, t.config, 'lps', 'eko');
      await sessionFor(t.store, t.config, 'disnav', 'budi', 'IDTPP');
      const group = (
        await t.call('POST', '/api/chat/groups', ana, { name: 'Media', usernames: ['budi'] })
      ).json<ChatGroup>();
      const upload = (cookie: string, name: string, bytes: Buffer, type: string, id = group.id) => {
        const body = multipart(name, bytes, type);
        return t.app.inject({
          method: 'POST',
          url: `/api/chat/groups/${id}/uploads`,
          headers: { cookie, 'content-type': body.contentType },
          payload: body.payload,
        });
      };
      // Named .txt and claimed text/plain: its content is a PNG, and that is what it is.
      const png = await upload(ana, '../../etc/harbour.txt', PNG, 'text/plain');
      expect(png.statusCode).toBe(201);
      const image = png.json<{ id: string; name: string; mime: string; size: number }>();
      expect(image).toMatchObject({ name: 'harbour.txt', mime: 'image/png', size: PNG.length });
      // A script named .png is refused, field and reason; an SVG is not an image here.
      for (const [name, bytes] of [
        ['photo.png', Buffer.from('<script>alert(1)</script>')],
        [
          'map.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ],
      ] as const) {
        const bad = await upload(ana, name, bytes, 'image/png');
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({
          code: 'VALIDATION',
          field: 'file',
          message: 'file must be an image (PNG, JPEG, GIF, WebP), a PDF or an audio file',
        });
      }
      const big = Buffer.concat([PNG, Buffer.alloc(10_485_760)]);
      const tooBig = await upload(ana, 'big.png', big, 'image/png');
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toMatchObject({
        field: 'file',
        message: 'file may not be larger than 10485760 bytes',
      });
      // Not a member: no upload, no reading.
      expect((await upload(eko, 'x.png', PNG, 'image/png')).statusCode).toBe(404);
      const url = `/api/chat/media/${image.id}`;
      const shown = await t.call('GET', url, ana);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.headers['content-disposition']).toBe("inline; filename*=UTF-8''harbour.txt");
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.rawPayload.equals(PNG)).toBe(true);
      expect(
        (await t.call('GET', `${url}?download=1`, ana)).headers['content-disposition'],
      ).toMatch(/^attachment;/);
      expect((await t.call('GET', url, eko)).statusCode).toBe(404);
      expect((await t.call('GET', url)).statusCode).toBe(401);
      const pdf = (await upload(ana, 'notice.pdf', PDF, 'application/pdf')).json<{ id: string }>();
      const served = await t.call('GET', `/api/chat/media/${pdf.id}`, ana);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it("refuses a group without a name or people with the spec's rules", async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const noPeople = await t.call('POST', '/api/chat/groups', ana, { name: 'Alone' });
      expect(noPeople.statusCode).toBe(400);
      expect(noPeople.json()).toMatchObject({
        field: 'usernames',
        message: 'Choose at least one participant',
      });
      const long = await t.call('POST', '/api/chat/groups', ana, {
        name: 'x'.repeat(31),
        usernames: ['budi'],
      });
      expect(long.json()).toMatchObject({ field: 'name' });
      const blank = await t.call('POST', '/api/chat/groups', ana, {
        name: '  ',
        usernames: ['budi'],
      });
      expect(blank.json()).toMatchObject({ field: 'name', message: 'Group name can not be empty' });
    });

    it('lets only staff make a group for everyone of a role or district', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const budi = await sessionFor(t.store, t.config, 'disnav', 'budi', 'IDTPP');
      await sessionFor(t.store, t.config, 'disnav', 'fani', 'IDTPP');
      await sessionFor(t.store, t.config, 'disnav', 'gita', 'IDSUB');
      const body = { name: 'Disnav Priok', everyone: { role: 'disnav', portCode: 'IDTPP' } };
      expect((await t.call('POST', '/api/chat/groups', budi, body)).statusCode).toBe(403);
      const made = await t.call('POST', '/api/chat/groups', ana, body);
      expect(made.statusCode).toBe(201);
      const group = made.json<ChatGroup>();
      expect(group.members.map((m) => m.username)).toEqual(['ana', 'budi', 'fani']);
      expect(group.everyone).toBe('role:disnav port:IDTPP');
    });
  });
}

describe('group chat on the live socket', () => {
  it('delivers to members only, confirms the sender, never stores a resend twice, and counts receipts', async () => {
    const store = await sqliteTestStore();
    const { app, config } = await buildTestApp(store);
    const call = caller(app);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const ana = await sessionFor(store, config, 'admin', 'ana');
      const budi = await sessionFor(store, config, 'disnav', 'budi');
      const eko = await sessionFor(store, config, 'lps', 'eko');
      const group = (
        await call('POST', '/api/chat/groups', ana, { name: 'Sunda', usernames: ['budi'] })
      ).json<ChatGroup>();

      const a = await chatSocket(base, ana);
      const b = await chatSocket(base, budi);
      const e = await chatSocket(base, eko);
      await new Promise((r) => setTimeout(r, 100));
      const send = {
        type: 'chat-send',
        groupId: group.id,
        clientId: 'c0ffee00-0001',
        text: '<img src=x onerror=alert(1)> KM Sinar at anchor\nsecond line',
        attachment: { kind: 'vessel', mmsi: 525005001, name: 'KM SINAR', lon: 106.9, lat: -6.1 },
      };
      a.send(send);
      await until(() => b.of('chat-message').length === 1, 5000, 'the message at budi');
      await until(() => a.of('chat-message').length === 1, 5000, "ana's confirmation");
      const got = b.of('chat-message')[0]!.message;
      expect(got).toMatchObject({
        user: 'ana',
        clientId: 'c0ffee00-0001',
        text: '<img src=x onerror=alert(1)> KM Sinar at anchor\nsecond line',
        attachment: { kind: 'vessel', mmsi: 525005001 },
      });

      // A resend (the confirmation was lost): the same message back to the sender only.
      a.send(send);
      await until(() => a.of('chat-message').length === 2, 5000, 'the resend confirmed');
      expect(a.of('chat-message')[1]!.message.id).toBe(got.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(b.of('chat-message')).toHaveLength(1);
      expect(e.of('chat-message')).toHaveLength(0);
      const page = (
        await call('GET', `/api/chat/groups/${group.id}/messages`, budi)
      ).json<ChatMessagePage>();
      expect(page.messages.filter((m) => m.user === 'ana')).toHaveLength(1);

      // Unread for budi until read; his receipts reach ana.
      const unread = () =>
        call('GET', '/api/chat/groups', budi).then(
          (r) => r.json<{ groups: ChatGroup[] }>().groups[0]?.unread,
        );
      expect(await unread()).toBe(1);
      b.send({ type: 'chat-receipt', groupId: group.id, delivered: got.id });
      await until(() => a.of('chat-receipts').length >= 1, 5000, 'delivered receipt');
      expect(a.of('chat-receipts').at(-1)).toEqual({
        type: 'chat-receipts',
        groupId: group.id,
        receipts: [{ username: 'budi', deliveredUpTo: got.id, readUpTo: 0 }],
      });
      // Receipts of a second come together: a burst of them is one message, never past the
      // newest line; a stranger's (eko) are dropped.
      b.send({ type: 'chat-receipt', groupId: group.id, delivered: got.id, read: got.id - 1 });
      b.send({ type: 'chat-receipt', groupId: group.id, delivered: got.id, read: got.id + 999 });
      e.send({ type: 'chat-receipt', groupId: group.id, delivered: got.id, read: got.id });
      await until(() => a.of('chat-receipts').length >= 2, 5000, 'read receipt');
      await new Promise((r) => setTimeout(r, 1500));
      expect(a.of('chat-receipts').slice(1)).toEqual([
        {
          type: 'chat-receipts',
          groupId: group.id,
          receipts: [{ username: 'budi', deliveredUpTo: got.id, readUpTo: got.id }],
        },
      ]);
      expect(await unread()).toBe(0);

      // Empty text, a stranger's send, a group that is not theirs: failed, nothing stored.
      a.send({ type: 'chat-send', groupId: group.id, clientId: 'c0ffee00-0002', text: '   ' });
      e.send({ type: 'chat-send', groupId: group.id, clientId: 'c0ffee00-0003', text: 'hi' });
      await until(() => e.of('chat-failed').length === 1, 5000, "the stranger's refusal");
      await until(() => a.of('error').length === 1, 5000, 'the empty message refused');
      expect(e.of('chat-failed')[0]).toMatchObject({
        clientId: 'c0ffee00-0003',
        reason: 'Not found',
      });
      const after = (
        await call('GET', `/api/chat/groups/${group.id}/messages`, ana)
      ).json<ChatMessagePage>();
      expect(after.messages.filter((m) => m.user !== '')).toHaveLength(1);
      // A file goes as what the server knows of it, and only by its uploader to its group.
      const body = multipart('chart.png', PNG, 'image/png');
      const media = (
        await app.inject({
          method: 'POST',
          url: `/api/chat/groups/${group.id}/uploads`,
          headers: { cookie: ana, 'content-type': body.contentType },
          payload: body.payload,
        })
      ).json<{ id: string }>();
      const claimed = { kind: 'media', id: media.id, name: 'evil.exe', mime: 'image/png', size: 1 };
      a.send({
        type: 'chat-send',
        groupId: group.id,
        clientId: 'c0ffee00-0004',
        text: '',
        attachment: claimed,
      });
      await until(() => b.of('chat-message').length === 2, 5000, 'the file at budi');
      expect(b.of('chat-message')[1]!.message.attachment).toEqual({
        kind: 'media',
        id: media.id,
        name: 'chart.png',
        mime: 'image/png',
        size: PNG.length,
      });
      const own = (
        await call('POST', '/api/chat/groups', eko, { name: 'Eko', usernames: ['budi'] })
      ).json<ChatGroup>();
      e.send({
        type: 'chat-send',
        groupId: own.id,
        clientId: 'c0ffee00-0005',
        text: 'x',
        attachment: claimed,
      });
      await until(() => e.of('chat-failed').length === 2, 5000, "the borrowed file's refusal");
      expect(e.of('chat-failed')[1]).toMatchObject({ reason: 'no such file in this group' });
      // An alert goes only where every member may see its type (SPEC §6): Close Distance is
      // the staff's, and budi (disnav) is in the group; No IMO is everyone's.
      const alert = (type: string, clientId: string) => ({
        type: 'chat-send',
        groupId: group.id,
        clientId,
        text: '',
        attachment: {
          kind: 'alert',
          id: 9,
          type,
          mmsi: 525005001,
          title: 'KM SINAR',
          lon: 106.9,
          lat: -6.1,
        },
      });
      a.send(alert('closeDistance', 'c0ffee00-0006'));
      await until(() => a.of('chat-failed').length === 1, 5000, 'the staff-only alert refused');
      expect(a.of('chat-failed')[0]).toMatchObject({
        clientId: 'c0ffee00-0006',
        reason: 'Not everyone in this group may see this alert',
      });
      a.send(alert('noImo', 'c0ffee00-0007'));
      const alertAt = () =>
        b.of('chat-message').find((m) => m.message.attachment?.kind === 'alert')?.message;
      await until(() => alertAt() !== undefined, 5000, 'the No IMO alert at budi');
      expect(alertAt()?.attachment).toMatchObject({ kind: 'alert', type: 'noImo' });
      for (const s of [a, b, e]) s.ws.close();
    } finally {
      await app.close();
      await store.dispose();
    }
  });

  it("takes another process's events from the bus and ignores its own", () => {
    const enc = (o: object) => new TextEncoder().encode(JSON.stringify(o));
    const message = {
      id: 7,
      groupId: 2,
      clientId: 'x',
      user: 'ana',
      fullname: 'Ana',
      text: 'hi',
      attachment: null,
      event: null,
      at: 1,
    };
    expect(
      chatEventFrom(enc({ from: 'p1', kind: 'message', message, to: ['budi'] }), 'p2'),
    ).toEqual({ kind: 'message', message, to: ['budi'] });
    expect(chatEventFrom(enc({ from: 'p2', kind: 'message', message, to: ['budi'] }), 'p2')).toBe(
      null,
    );
    expect(
      chatEventFrom(enc({ from: 'p1', kind: 'message', message: { id: 'x' }, to: [] }), 'p2'),
    ).toBe(null);
    expect(chatEventFrom(new TextEncoder().encode('{not json'), 'p2')).toBe(null);
  });
});
