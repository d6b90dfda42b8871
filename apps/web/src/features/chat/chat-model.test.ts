import type { ChatGroup, ChatMember, ChatMessage } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import {
  fileSize,
  linkRuns,
  mergeMessages,
  receiptOf,
  totalUnread,
  withArrival,
  withReceipts,
} from './chat-model.ts';

const message = (id: number, user: string, groupId = 1): ChatMessage => ({
  id,
  groupId,
  clientId: `c${id}`,
  user,
  fullname: user,
  text: `m${id}`,
  attachment: null,
  event: null,
  at: id * 1000,
});
const member = (username: string, deliveredUpTo = 0, readUpTo = 0): ChatMember => ({
  username,
  fullname: username.toUpperCase(),
  admin: username === 'ana',
  deliveredUpTo,
  readUpTo,
});
const group = (id: number, unread = 0, last: ChatMessage | null = null): ChatGroup => ({
  id,
  name: `g${id}`,
  createdBy: 'ana',
  createdAt: id,
  everyone: null,
  members: [member('ana'), member('budi'), member('citra')],
  unread,
  lastMessage: last,
});

describe('the chat model', () => {
  it('merges pushed and paged messages once each, oldest first', () => {
    const merged = mergeMessages(
      [message(2, 'a'), message(5, 'b')],
      [message(5, 'b'), message(3, 'c'), message(1, 'a')],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
  });

  it('says sent, delivered to all, then read by all, counting the readers', () => {
    const own = message(10, 'ana');
    expect(receiptOf(own, [member('ana'), member('budi', 9), member('citra', 10)])).toMatchObject({
      status: 'sent',
      read: 0,
      of: 2,
    });
    expect(receiptOf(own, [member('ana'), member('budi', 10), member('citra', 12, 10)])).toEqual({
      status: 'delivered',
      read: 1,
      of: 2,
      readers: ['CITRA'],
    });
    expect(
      receiptOf(own, [member('ana'), member('budi', 10, 11), member('citra', 12, 10)]),
    ).toMatchObject({
      status: 'read',
      read: 2,
    });
  });

  it('moves receipts forward only', () => {
    const g = withReceipts(group(1), { username: 'budi', deliveredUpTo: 4, readUpTo: 2 });
    const back = withReceipts(g, { username: 'budi', deliveredUpTo: 1, readUpTo: 1 });
    expect(back.members.find((m) => m.username === 'budi')).toMatchObject({
      deliveredUpTo: 4,
      readUpTo: 2,
    });
  });

  it("counts others' messages unread, never one's own, a system line, or the open group", () => {
    const groups = [group(1), group(2)];
    const arrived = withArrival(groups, message(7, 'budi', 2), 'ana', false);
    expect(arrived.map((g) => [g.id, g.unread])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(withArrival(arrived, message(8, 'ana', 2), 'ana', false)[0]?.unread).toBe(1);
    expect(withArrival(arrived, message(9, '', 2), 'ana', false)[0]?.unread).toBe(1);
    expect(withArrival(arrived, message(10, 'citra', 2), 'ana', true)[0]?.unread).toBe(1);
    // The same message pushed twice counts once.
    expect(withArrival(arrived, message(7, 'budi', 2), 'ana', false)[0]?.unread).toBe(1);
    expect(totalUnread([group(1, 2), group(2, 3)])).toBe(5);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('finds web links only, without the punctuation that ends a sentence', () => {
    expect(linkRuns('see https://bmkg.go.id/maritim. then javascript:alert(1)')).toEqual([
      { text: 'see ' },
      { text: 'https://bmkg.go.id/maritim', href: 'https://bmkg.go.id/maritim' },
      { text: '. then javascript:alert(1)' },
    ]);
    expect(linkRuns('no link')).toEqual([{ text: 'no link' }]);
  });

  it('writes a file size in KB under a megabyte, MB above', () => {
    expect(fileSize(68)).toBe('1 KB');
    expect(fileSize(200_000)).toBe('195 KB');
    expect(fileSize(10_485_760)).toBe('10.0 MB');
  });
});
