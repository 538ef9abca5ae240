import type { Member } from '@fairway/contract';

/** The members list shows this many until "Show All" (it collapses above 3). */
export const MEMBERS_SHOWN_COLLAPSED = 3;

const isAdmin = (member: Member) => member.role === 'admin' || member.isOwner;
const byName = (a: Member, b: Member) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.userId - b.userId;

/**
 * Member order: the current user first, then admins, then everyone else, each by name. The owner
 * counts as an admin even if the server sent another role.
 */
export function orderMembers(members: readonly Member[], currentUserId: number | undefined) {
  const rank = (member: Member) => (member.userId === currentUserId ? 0 : isAdmin(member) ? 1 : 2);
  return [...members].sort((a, b) => rank(a) - rank(b) || byName(a, b));
}
