import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chatMessages } from '../../db/schema';

/**
 * Gives `toUserId` the chat messages of the accounts `fromUserIds`, for imported history
 * claimed by its owner (modules/csv-imports/claim-imported-history.ts).
 */
export async function transferMessages(
  tx: Tx,
  fromUserIds: readonly number[],
  toUserId: number,
): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ userId: toUserId })
    .where(inArray(chatMessages.userId, [...fromUserIds]));
}
