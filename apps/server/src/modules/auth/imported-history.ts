import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  chatMessages,
  entries,
  groupMembers,
  memberPaymentChanges,
  memberPayments,
  poolGroups,
  users,
} from '../../db/schema';
import type { RecordChange } from '../live';

/** Whether a historical import left an account for this email, waiting for its owner. */
export async function hasImportedHistory(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.importedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves what a historical import recorded for `email` (entries, group memberships, payments)
 * into the account of the person who just proved that email, and removes the imported
 * account. Only ever called with a proven email: a verification or reset link, or Google.
 */
export async function claimImportedHistory(
  tx: Tx,
  changed: RecordChange,
  userId: number,
  email: string,
): Promise<void> {
  const imported = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.importedAt)));
  if (imported.length === 0) return;
  const ids = imported.map((row) => row.id);

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
          .values(memberships.map((membership) => ({ ...membership, userId })))
          .onConflictDoNothing()
          .returning({ groupId: groupMembers.groupId });
  await tx.update(entries).set({ userId }).where(inArray(entries.userId, ids));
  await tx.update(chatMessages).set({ userId }).where(inArray(chatMessages.userId, ids));
  await tx.update(poolGroups).set({ createdBy: userId }).where(inArray(poolGroups.createdBy, ids));
  await tx
    .update(memberPaymentChanges)
    .set({ userId })
    .where(inArray(memberPaymentChanges.userId, ids));
  // A payment the claimant already has for the same group tournament wins over an imported one.
  const paid = new Set(
    (
      await tx
        .select({ groupId: memberPayments.groupId, tournamentId: memberPayments.tournamentId })
        .from(memberPayments)
        .where(eq(memberPayments.userId, userId))
    ).map((row) => `${row.groupId}:${row.tournamentId}`),
  );
  const importedPayments = await tx
    .select({
      id: memberPayments.id,
      groupId: memberPayments.groupId,
      tournamentId: memberPayments.tournamentId,
    })
    .from(memberPayments)
    .where(inArray(memberPayments.userId, ids));
  const movable = importedPayments.filter((row) => !paid.has(`${row.groupId}:${row.tournamentId}`));
  if (movable.length > 0)
    await tx
      .update(memberPayments)
      .set({ userId })
      .where(
        inArray(
          memberPayments.id,
          movable.map((row) => row.id),
        ),
      );
  // Whatever is left of the imported accounts (memberships now held twice) goes with them.
  await tx.delete(users).where(inArray(users.id, ids));
  // The standings of the entries taken over now show the claimant's name; the groups joined
  // by it (the archive group of imported entries) have a new member.
  changed({ kind: 'player', userId });
  for (const groupId of new Set(joined.map((row) => row.groupId)))
    changed({ kind: 'members', groupId, joinedUserId: userId });
}
