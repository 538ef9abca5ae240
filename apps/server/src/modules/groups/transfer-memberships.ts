import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';

/**
 * Gives `toUserId` the memberships (role and join date) and the groups of the accounts
 * `fromUserIds`, for imported history claimed by its owner
 * (modules/csv-imports/claim-imported-history.ts). A group they already belong to keeps their
 * own membership; the copies left behind go when those accounts are removed. Answers the
 * groups `toUserId` joined.
 */
export async function transferMemberships(
  tx: Tx,
  fromUserIds: readonly number[],
  toUserId: number,
): Promise<number[]> {
  const ids = [...fromUserIds];
  const memberships = await tx
    .select({
      groupId: groupMembers.groupId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .where(inArray(groupMembers.userId, ids));
  const joined =
    memberships.length === 0
      ? []
      : await tx
          .insert(groupMembers)
          .values(memberships.map((membership) => ({ ...membership, userId: toUserId })))
          .onConflictDoNothing()
          .returning({ groupId: groupMembers.groupId });
  await tx
    .update(poolGroups)
    .set({ createdBy: toUserId })
    .where(inArray(poolGroups.createdBy, ids));
  return [...new Set(joined.map((row) => row.groupId))];
}
