import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { generateInviteCode } from './invite-codes';

export type MemberRole = (typeof groupMembers.$inferSelect)['role'];

/**
 * Creates a group with a fresh invite code and its owner as an admin; returns its id.
 * The caller announces the new membership (a `members` change) if live views need it.
 */
export async function createGroup(
  tx: Tx,
  group: {
    name: string;
    description: string;
    isPrivate: boolean;
    isDemo?: boolean;
    createdBy: number;
  },
  joinedAt?: Date,
): Promise<number> {
  // A clash among 32^8 invite codes is rare; a few fresh draws settle it.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await tx
      .insert(poolGroups)
      .values({ ...group, inviteCode: generateInviteCode() })
      .onConflictDoNothing({ target: poolGroups.inviteCode })
      .returning({ id: poolGroups.id });
    if (created) {
      await tx
        .insert(groupMembers)
        .values({ groupId: created.id, userId: group.createdBy, role: 'admin', joinedAt });
      return created.id;
    }
  }
  throw new Error('Could not draw a unique invite code');
}

/**
 * Adds people to a group in one statement; someone already in it keeps their membership.
 * Returns who joined.
 */
export async function addMembers(
  tx: Tx,
  groupId: number,
  members: readonly { userId: number; role: MemberRole }[],
): Promise<number[]> {
  if (members.length === 0) return [];
  const joined = await tx
    .insert(groupMembers)
    .values(members.map(({ userId, role }) => ({ groupId, userId, role })))
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return joined.map((row) => row.userId);
}

/**
 * Locks a group's row until the transaction ends, so writers that must not overlap in it
 * take turns; false when there is no such group.
 */
export async function lockGroup(tx: Tx, groupId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: poolGroups.id })
    .from(poolGroups)
    .where(eq(poolGroups.id, groupId))
    .for('update');
  return row !== undefined;
}
