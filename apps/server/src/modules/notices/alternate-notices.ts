import { withdrewBeforeShot } from '@fairway/domain';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addNotice } from '../chat';
import type { EventBus } from '../events';
import { claimAlternateSwaps } from '../game';
import { loadBoard } from '../tournaments';

/**
 * When a stored leaderboard brings an entry's alternate in (docs/rules.md, "Withdrawal
 * protection"), its group's chat says so, once: the entries are claimed and the notices written
 * in one transaction, so a failure leaves them for the next update and nothing is told twice.
 */
export class AlternateNotices {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async afterLeaderboard(tournamentId: number): Promise<number> {
    const db = this.database.db;
    const board = await loadBoard(db, tournamentId);
    // Almost every update: nobody withdrew unplayed, and there is nothing to look for.
    if (!board.some(withdrewBeforeShot)) return 0;
    const nameOf = new Map(board.map((row) => [row.golferId, row.name]));
    const told = await db.transaction(async (tx) => {
      const swaps = await claimAlternateSwaps(tx, tournamentId, board, this.clock.now());
      return Promise.all(
        swaps.map(async (swap) => ({
          groupId: swap.groupId,
          message: await addNotice(tx, {
            groupId: swap.groupId,
            aboutUserId: swap.userId,
            text: noticeText(
              nameOf.get(swap.alternateGolferId) ?? 'The alternate',
              nameOf.get(swap.replacedGolferId) ?? 'a golfer',
            ),
          }),
        })),
      );
    });
    for (const { groupId, message } of told)
      await this.events.publish(groupId, { type: 'message', data: message });
    return told.length;
  }
}

/** The chat line; the message names the member whose entry it is. */
export const noticeText = (alternate: string, replaced: string) =>
  `Alternate in: ${alternate} plays for this entry in place of ${replaced}, who withdrew before hitting a shot.`;
