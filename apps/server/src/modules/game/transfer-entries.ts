import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { entries } from '../../db/schema';

/**
 * Gives `toUserId` the entries of the accounts `fromUserIds`, for imported history claimed by
 * its owner (modules/csv-imports/claim-imported-history.ts). The caller records the player
 * change: those standings now show the new owner's name.
 */
export async function transferEntries(
  tx: Tx,
  fromUserIds: readonly number[],
  toUserId: number,
): Promise<void> {
  await tx
    .update(entries)
    .set({ userId: toUserId })
    .where(inArray(entries.userId, [...fromUserIds]));
}
