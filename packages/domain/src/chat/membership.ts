/**
 * Who may change a group's people (SPEC §6 'Group admins (the creator)': add and remove
 * participants). Anyone may leave a group; a group keeps at least one admin, so its last
 * admin cannot be taken out while others remain.
 */
export interface ChatMembership {
  username: string;
  admin: boolean;
}

export type MembershipVerdict =
  | { ok: true }
  | { ok: false; reason: 'not-member' | 'not-admin' | 'no-such-member' | 'last-admin' };

export function mayAddChatMembers(
  actor: string,
  members: readonly ChatMembership[],
): MembershipVerdict {
  const me = members.find((m) => m.username === actor);
  if (!me) return { ok: false, reason: 'not-member' };
  return me.admin ? { ok: true } : { ok: false, reason: 'not-admin' };
}

export function mayRemoveChatMember(
  actor: string,
  target: string,
  members: readonly ChatMembership[],
): MembershipVerdict {
  const me = members.find((m) => m.username === actor);
  if (!me) return { ok: false, reason: 'not-member' };
  const them = members.find((m) => m.username === target);
  if (!them) return { ok: false, reason: 'no-such-member' };
  if (actor !== target && !me.admin) return { ok: false, reason: 'not-admin' };
  const admins = members.filter((m) => m.admin).length;
  if (them.admin && admins === 1 && members.length > 1) return { ok: false, reason: 'last-admin' };
  return { ok: true };
}

/**
 * A member's receipts only move forward, and never past the newest message of the group; a
 * message read is also delivered.
 */
export function advanceReceipts(
  current: { deliveredUpTo: number; readUpTo: number },
  told: { delivered: number; read?: number | undefined },
  newestId: number,
): { deliveredUpTo: number; readUpTo: number } {
  const readUpTo = Math.max(current.readUpTo, Math.min(told.read ?? 0, newestId));
  const deliveredUpTo = Math.max(
    current.deliveredUpTo,
    Math.min(told.delivered, newestId),
    readUpTo,
  );
  return { deliveredUpTo, readUpTo };
}
