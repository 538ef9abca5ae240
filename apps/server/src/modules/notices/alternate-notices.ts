import { withdrewBeforeShot } from '@fairway/domain';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { noticeRecipients } from '../auth';
import { addNotice } from '../chat';
import { claimAlternateSwaps, type ClaimedSwap } from '../game';
import { findDemoGroup, groupNames } from '../groups';
import type { LiveWrites } from '../live';
import { findTournament, loadBoard } from '../tournaments';
import type { NoticeDelivery } from './notice-delivery';
import type { NewNotice } from './store';

/**
 * When a stored leaderboard brings an entry's alternate in (docs/rules.md, "Withdrawal
 * protection"), its group's chat says so and the entry's owner hears it in the bell (and by
 * mail, if they want email), once: the entries are claimed and the chat line and the owner's
 * notice written in one transaction, so a failure leaves them for the next update and nothing
 * is told twice, however many instances see the update. It runs after each stored leaderboard
 * commits, on the instance that stored it; a failure is logged and retried on the next update.
 */
export class AlternateNotices {
  constructor(
    private readonly database: Database,
    private readonly live: LiveWrites,
    private readonly clock: Clock,
    private readonly delivery: NoticeDelivery,
  ) {}

  /** Follows every stored leaderboard (the app's one instance of this does). */
  followLeaderboards(): void {
    this.live.changes.on(
      'leaderboard',
      { name: 'alternates in', phase: 'after-commit' },
      async (boards) => {
        for (const { tournamentId } of boards) await this.afterLeaderboard(tournamentId);
      },
    );
  }

  async afterLeaderboard(tournamentId: number): Promise<number> {
    const db = this.database.db;
    const board = await loadBoard(db, tournamentId);
    // Almost every update: nobody withdrew unplayed, and there is nothing to look for.
    if (!board.some(withdrewBeforeShot)) return 0;
    const nameOf = new Map(board.map((row) => [row.golferId, row.name]));
    const names = (swap: ClaimedSwap) => ({
      alternate: nameOf.get(swap.alternateGolferId) ?? 'The alternate',
      replaced: nameOf.get(swap.replacedGolferId) ?? 'a golfer',
    });
    const now = this.clock.now();
    return this.live.write(async (tx, changed) => {
      const swaps = await claimAlternateSwaps(tx, tournamentId, board, now);
      for (const swap of swaps) {
        const { alternate, replaced } = names(swap);
        await addNotice(tx, changed, {
          groupId: swap.groupId,
          aboutUserId: swap.userId,
          text: noticeText(alternate, replaced),
        });
      }
      await this.#tellOwners(tx, tournamentId, swaps, names, now);
      return swaps.length;
    });
  }

  /** Each swapped entry's owner gets a notice, keyed by the entry (one swap per entry). */
  async #tellOwners(
    tx: Tx,
    tournamentId: number,
    swaps: readonly ClaimedSwap[],
    names: (swap: ClaimedSwap) => { alternate: string; replaced: string },
    now: Date,
  ): Promise<void> {
    // The demo group's members are made-up accounts nobody signs in to (as for reminders).
    const demo = await findDemoGroup(tx);
    const owned = swaps.filter((swap) => swap.groupId !== demo?.id);
    if (owned.length === 0) return;
    const [tournament, groups, recipients] = await Promise.all([
      findTournament(tx, tournamentId),
      groupNames(
        tx,
        owned.map((swap) => swap.groupId),
      ),
      noticeRecipients(
        tx,
        owned.map((swap) => swap.userId),
      ),
    ]);
    for (const swap of owned) {
      const to = recipients.get(swap.userId);
      if (!to) continue;
      const { alternate, replaced } = names(swap);
      const notice: NewNotice = {
        userId: to.id,
        kind: 'alternate',
        dedupeKey: `alternate:${swap.entryId}`,
        title: `Alternate in: ${alternate} plays for your entry in ${groups.get(swap.groupId) ?? 'your group'}`,
        body: ownerNoticeText(alternate, replaced, tournament?.name ?? 'the tournament'),
        link: `/groups/${swap.groupId}/tournament/${tournamentId}/standings`,
      };
      await this.delivery.deliver(tx, to, notice, now, 'See the standings');
    }
  }
}

/** The chat line; the message names the member whose entry it is. */
export const noticeText = (alternate: string, replaced: string) =>
  `Alternate in: ${alternate} plays for this entry in place of ${replaced}, who withdrew before hitting a shot.`;

/** The owner's notice (the bell, and the mail's paragraph). */
export const ownerNoticeText = (alternate: string, replaced: string, tournament: string) =>
  `${replaced} withdrew from ${tournament} before hitting a shot, so your alternate ${alternate} plays in their place for the rest of the tournament.`;
