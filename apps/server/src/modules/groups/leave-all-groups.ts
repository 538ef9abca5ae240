import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { conflict } from '../../lib/domain-errors';
import type { RecordChange } from '../live';
import { forgetRemovalsOf } from './removed-members';

/**
 * An account being deleted leaves every group (the accounts area calls this through its hooks;
 * groups' plugin answers `leaveGroups` with it). Owning a group others play in refuses it until
 * the group is handed over or deleted; the groups it owns alone are deleted. Leaving is not a
 * removal: it blocks no return, and the account's places on removed lists go too. Inside the
 * deletion's transaction, after the account's row is locked.
 */
export async function leaveAllGroups(tx: Tx, changed: RecordChange, userId: number): Promise<void> {
  const owned = await tx
    .select({ id: poolGroups.id, name: poolGroups.name, others: count(groupMembers.id) })
    .from(poolGroups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, poolGroups.id), ne(groupMembers.userId, userId)),
    )
    .where(eq(poolGroups.createdBy, userId))
    .groupBy(poolGroups.id, poolGroups.name);
  const shared = owned.filter((group) => group.others > 0);
  if (shared.length > 0) throw conflict(ownsSharedGroups(shared.map((group) => group.name)));
  const deletedGroups = owned.map((group) => group.id);
  if (deletedGroups.length > 0)
    await tx.delete(poolGroups).where(inArray(poolGroups.id, deletedGroups));
  const left = await tx
    .delete(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .returning({ groupId: groupMembers.groupId });
  await forgetRemovalsOf(tx, userId);
  for (const { groupId } of left) changed({ kind: 'members', groupId, removedUserId: userId });
  for (const groupId of deletedGroups) changed({ kind: 'group-deleted', groupId });
}

/** Why an owner of groups others play in cannot delete the account yet, and what to do. */
function ownsSharedGroups(names: string[]): string {
  const [groups, them] = names.length === 1 ? ['a group', 'it'] : ['groups', 'them'];
  return `You own ${groups} other people play in (${names.join(', ')}). Hand ${them} over to another member or delete ${them} first.`;
}
