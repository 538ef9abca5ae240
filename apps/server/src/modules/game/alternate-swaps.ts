import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { alternateSwap, type WithdrawalView } from '@fairway/domain';
import type { Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import { pickColumns } from './tournament-entries';
import { entryLink } from './entry-link';

/** An entry whose alternate came in, to be told in its group's chat. */
export interface ClaimedSwap {
  groupId: number;
  entryId: number;
  userId: number;
  replacedGolferId: number;
  alternateGolferId: number;
}

/**
 * The entries of a tournament whose alternate came in on this board (docs/rules.md,
 * "Withdrawal protection") and whose group has not been told yet, claimed in the caller's
 * transaction: each is told once, however many instances and updates see it.
 */
export async function claimAlternateSwaps(
  tx: Tx,
  tournamentId: number,
  board: readonly (WithdrawalView & { golferId: number })[],
  now: Date,
): Promise<ClaimedSwap[]> {
  const rows = await tx
    .select({
      id: entries.id,
      groupId: entries.groupId,
      userId: entries.userId,
      alternateGolferId: entries.alternateGolferId,
      ...pickColumns,
    })
    .from(entries)
    .innerJoin(groupTournaments, entryLink)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        eq(groupTournaments.allowAlternate, true),
        isNotNull(entries.alternateGolferId),
        isNull(entries.alternateAnnouncedAt),
      ),
    );
  const rowOf = new Map(board.map((row) => [row.golferId, row]));
  const claimed: ClaimedSwap[] = [];
  for (const entry of rows) {
    const swap = alternateSwap(entry, (golferId) => rowOf.get(golferId));
    if (!swap) continue;
    const [won] = await tx
      .update(entries)
      .set({ alternateAnnouncedAt: now })
      .where(and(eq(entries.id, entry.id), isNull(entries.alternateAnnouncedAt)))
      .returning({ id: entries.id });
    if (won)
      claimed.push({
        groupId: entry.groupId,
        entryId: entry.id,
        userId: entry.userId,
        replacedGolferId: swap.replacedGolferId,
        alternateGolferId: swap.alternateGolferId,
      });
  }
  return claimed;
}
