import type { Sessions } from '../../security/sessions';
import type { EventBus } from '../events/bus';
import { announceGroupTournamentChanges } from '../game/standings-notices';
import type { ClaimedHistory } from './imported-history';

/** What an account change did that others must hear of once it is committed. */
export interface AccountChanges {
  /** Every session of this user ended (`Sessions.endAll` ran in the transaction). */
  endedSessionsOf?: number;
  /** Group tournaments whose standings show the user's name, which changed. */
  renamed?: { groupId: number; tournamentId: number }[];
  /** Imported history the user took over. */
  claimed?: ClaimedHistory;
  /** Groups the user left (a deleted account leaves every group). */
  leftGroups?: number[];
  /** Groups deleted with the account (it owned them alone). */
  deletedGroups?: number[];
}

/**
 * Tells this instance and the others what a committed account change did: sessions end
 * (streams close), standings showing the person's name are rebuilt, groups they joined or
 * left forget their members. Call after the transaction, with what it returned.
 */
export async function announceAccountChanges(
  events: EventBus,
  sessions: Sessions,
  changes: AccountChanges,
): Promise<void> {
  if (changes.endedSessionsOf !== undefined) sessions.ended(changes.endedSessionsOf);
  await announceGroupTournamentChanges(events, [
    ...(changes.renamed ?? []),
    ...(changes.claimed?.renamed ?? []),
  ]);
  for (const groupId of changes.claimed?.joinedGroups ?? [])
    await events.publish(groupId, { type: 'members', data: { groupId } });
  for (const groupId of changes.leftGroups ?? [])
    await events.publish(groupId, {
      type: 'members',
      data: { groupId, removedUserId: changes.endedSessionsOf },
    });
  for (const groupId of changes.deletedGroups ?? [])
    await events.publish(groupId, { type: 'members', data: { groupId, groupDeleted: true } });
}
