import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberPaymentChanges, memberPayments } from '../../db/schema';

/**
 * Gives `toUserId` the payments and payment history of the accounts `fromUserIds`, for imported
 * history claimed by its owner (modules/csv-imports/claim-imported-history.ts). A payment the
 * claimant already has for the same group tournament wins over an imported one; the imported
 * one goes when those accounts are removed.
 */
export async function transferPayments(
  tx: Tx,
  fromUserIds: readonly number[],
  toUserId: number,
): Promise<void> {
  const ids = [...fromUserIds];
  await tx
    .update(memberPaymentChanges)
    .set({ userId: toUserId })
    .where(inArray(memberPaymentChanges.userId, ids));
  const paid = new Set(
    (
      await tx
        .select({ groupId: memberPayments.groupId, tournamentId: memberPayments.tournamentId })
        .from(memberPayments)
        .where(eq(memberPayments.userId, toUserId))
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
      .set({ userId: toUserId })
      .where(
        inArray(
          memberPayments.id,
          movable.map((row) => row.id),
        ),
      );
}
