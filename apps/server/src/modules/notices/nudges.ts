import { NUDGE_DEADLINE_PASSED, nudgeTooSoon, type NudgeResponse } from '@fairway/contract';
import { deadlinePassed, formatEasternClock } from '@fairway/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { invalidInput, tooManyAttempts } from '../../lib/domain-errors';
import { loadGroupTournament, lockGroupTournament } from '../game';
import { groupNames, type GroupAccess } from '../groups';
import { membersWithoutPicks } from './members-without-picks';
import { deadlineText } from './notice-text';
import type { NoticeDelivery } from './notice-delivery';
import { latestNoticeAt } from './store';

/** A group admin may nudge a tournament's stragglers at most once in this long. */
export const NUDGE_EVERY_MS = 3_600_000;

/**
 * "Nudge": a group admin reminds the members without picks for one tournament, from the pick
 * submissions view, before the deadline and at most once an hour per tournament (docs/rules.md,
 * "Reminders and notices").
 */
export class Nudges {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
    private readonly delivery: NoticeDelivery,
  ) {}

  async send(adminId: number, groupId: number, tournamentId: number): Promise<NudgeResponse> {
    await this.access.requireAdmin(groupId, adminId);
    const { link, tournament, deadline } = await loadGroupTournament(
      this.db,
      groupId,
      tournamentId,
    );
    const now = this.clock.now();
    if (deadlinePassed(deadline, now)) throw invalidInput(NUDGE_DEADLINE_PASSED);
    const groupName = (await groupNames(this.db, [groupId])).get(groupId) ?? 'your group';
    const keyPrefix = `nudge:${groupId}:${tournamentId}:`;
    return this.db.transaction(async (tx) => {
      // One nudge at a time per tournament: a second admin's click waits, then sees the first.
      await lockGroupTournament(tx, link.id);
      const last = await latestNoticeAt(tx, keyPrefix);
      if (last && now.getTime() - last.getTime() < NUDGE_EVERY_MS)
        throw tooManyAttempts(
          nudgeTooSoon(`${formatEasternClock(new Date(last.getTime() + NUDGE_EVERY_MS))} ET`),
        );
      const waiting = await membersWithoutPicks(tx, groupId, tournamentId);
      waiting.delete(adminId);
      for (const to of waiting.values()) {
        const notice = {
          userId: to.id,
          kind: 'nudge',
          dedupeKey: `${keyPrefix}${to.id}:${now.getTime()}`,
          title: `Your group is waiting for your picks for ${tournament.name}`,
          body: `The admin of ${groupName} reminds you that you have no picks for ${tournament.name} yet. Entries close ${deadlineText(deadline)}.`,
          link: `/groups/${groupId}/tournament/${tournamentId}/entry`,
        };
        await this.delivery.deliver(tx, to, notice, now, 'Make my picks');
      }
      // An hour after this nudge; when nobody needed one, the last nudge's hour still stands.
      const counted = waiting.size > 0 ? now : (last ?? new Date(now.getTime() - NUDGE_EVERY_MS));
      const nextNudgeAt = new Date(counted.getTime() + NUDGE_EVERY_MS).toISOString();
      return { nudged: waiting.size, nextNudgeAt };
    });
  }
}
