import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupRemovedMembers } from '../../db/schema';
import { forbidden } from '../../lib/domain-errors';

export type RemovedRow = typeof groupRemovedMembers.$inferSelect;

/** What someone an admin removed hears when they try to join again (docs/rules.md, "Groups"). */
export const REMOVED_MEMBER_MESSAGE =
  'You were removed from this group. Ask a group admin to allow you back before joining again.';

/**
 * Records that an admin removed someone, in the removal's transaction: from then on no invite
 * code lets them back in until an admin allows it. A second removal (after being allowed back
 * and joining again) keeps the latest admin and time.
 */
export async function recordRemoval(
  tx: Tx,
  removal: { groupId: number; userId: number; removedBy: number; removedAt: Date },
): Promise<void> {
  await tx
    .insert(groupRemovedMembers)
    .values(removal)
    .onConflictDoUpdate({
      target: [groupRemovedMembers.groupId, groupRemovedMembers.userId],
      set: { removedBy: removal.removedBy, removedAt: removal.removedAt },
    });
}

/**
 * Refuses (403) someone an admin removed from the group. Joining asks this after its insert, in
 * the same transaction: an insert racing a removal waits for the removal's delete of the same
 * membership row, so by the time this reads, a committed removal's record is seen.
 */
export async function refuseIfRemoved(tx: Tx, groupId: number, userId: number): Promise<void> {
  const [removed] = await tx
    .select({ id: groupRemovedMembers.id })
    .from(groupRemovedMembers)
    .where(and(eq(groupRemovedMembers.groupId, groupId), eq(groupRemovedMembers.userId, userId)));
  if (removed) throw forbidden(REMOVED_MEMBER_MESSAGE);
}

/** The people removed from a group, in no particular order. */
export function removedFrom(db: Db, groupId: number): Promise<RemovedRow[]> {
  return db.select().from(groupRemovedMembers).where(eq(groupRemovedMembers.groupId, groupId));
}

/** Lets someone join again; false when they were not on the group's removed list. */
export async function allowBack(tx: Tx, groupId: number, userId: number): Promise<boolean> {
  const allowed = await tx
    .delete(groupRemovedMembers)
    .where(and(eq(groupRemovedMembers.groupId, groupId), eq(groupRemovedMembers.userId, userId)))
    .returning({ id: groupRemovedMembers.id });
  return allowed.length > 0;
}

/**
 * An account being deleted: it can join nothing again, so its place on every removed list goes,
 * and the removals it made no longer name it (who removed them reads null, as for a gone account).
 */
export async function forgetRemovalsOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(groupRemovedMembers).where(eq(groupRemovedMembers.userId, userId));
  await tx
    .update(groupRemovedMembers)
    .set({ removedBy: null })
    .where(eq(groupRemovedMembers.removedBy, userId));
}
