import { describe, expect, it } from 'vitest';
import { advanceReceipts, mayAddChatMembers, mayRemoveChatMember } from './membership.ts';

const group = [
  { username: 'creator', admin: true },
  { username: 'officer', admin: false },
  { username: 'operator', admin: false },
];

describe('chat membership (SPEC §6: group admins add and remove participants)', () => {
  it('lets the admin add people, and nobody else', () => {
    expect(mayAddChatMembers('creator', group)).toEqual({ ok: true });
    expect(mayAddChatMembers('officer', group)).toEqual({ ok: false, reason: 'not-admin' });
    expect(mayAddChatMembers('stranger', group)).toEqual({ ok: false, reason: 'not-member' });
  });

  it('lets the admin take someone out, a member only leave', () => {
    expect(mayRemoveChatMember('creator', 'officer', group)).toEqual({ ok: true });
    expect(mayRemoveChatMember('officer', 'operator', group)).toEqual({
      ok: false,
      reason: 'not-admin',
    });
    expect(mayRemoveChatMember('officer', 'officer', group)).toEqual({ ok: true });
    expect(mayRemoveChatMember('stranger', 'officer', group)).toEqual({
      ok: false,
      reason: 'not-member',
    });
    expect(mayRemoveChatMember('creator', 'nobody', group)).toEqual({
      ok: false,
      reason: 'no-such-member',
    });
  });

  it('keeps an admin while others remain; the last one alone may leave', () => {
    expect(mayRemoveChatMember('creator', 'creator', group)).toEqual({
      ok: false,
      reason: 'last-admin',
    });
    expect(mayRemoveChatMember('creator', 'creator', [group[0]!])).toEqual({ ok: true });
    const twoAdmins = [...group, { username: 'deputy', admin: true }];
    expect(mayRemoveChatMember('creator', 'creator', twoAdmins)).toEqual({ ok: true });
  });
});

describe('chat receipts', () => {
  it('moves receipts forward only, never past the newest message, read implying delivered', () => {
    const at = { deliveredUpTo: 5, readUpTo: 3 };
    expect(advanceReceipts(at, { delivered: 2 }, 9)).toEqual(at);
    expect(advanceReceipts(at, { delivered: 7 }, 9)).toEqual({ deliveredUpTo: 7, readUpTo: 3 });
    expect(advanceReceipts(at, { delivered: 100, read: 100 }, 9)).toEqual({
      deliveredUpTo: 9,
      readUpTo: 9,
    });
    expect(advanceReceipts(at, { delivered: 0, read: 6 }, 9)).toEqual({
      deliveredUpTo: 6,
      readUpTo: 6,
    });
  });
});
