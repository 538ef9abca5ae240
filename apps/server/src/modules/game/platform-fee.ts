import type { Db, Tx } from '../../db/client';
import { tournamentFee, type TournamentFee } from '@fairway/domain';
import { awaitingMembersAtStart, recordMembersAtStart } from './platform-fee-writes';
import type { GroupTournamentRecord } from './store';
import { membersJoinedBy } from '../groups';
import { hasStarted, startOf, type TournamentRecord } from '../tournaments';

/**
 * The platform fee of a group's tournament (domain/pricing.ts `tournamentFee`), decided by the
 * members the group had when it began playing it (docs/rules.md "The platform fee"): before
 * that, by the members it has now. The count is written down at the start (`decideFeesAtStart`);
 * until it is, it is read from when the members joined.
 */
export async function loadTournamentFee(
  db: Db | Tx,
  link: GroupTournamentRecord,
  tournament: TournamentRecord,
  membersNow: number,
  now: Date,
): Promise<TournamentFee> {
  const decided = (membersAtStart: number) =>
    tournamentFee({
      paid: link.paymentCompleted,
      paidCents: link.paymentAmountCents,
      membersAtStart,
    });
  if (link.paymentCompleted || !hasStarted(tournament, now)) return decided(membersNow);
  if (link.membersAtStart !== null) return decided(link.membersAtStart);
  const joined = await membersJoinedBy(db, new Map([[link.groupId, startedFor(link, tournament)]]));
  return decided(joined.get(link.groupId)!);
}

/** When the group began playing the tournament: its start, or its adding to a live tournament. */
const startedFor = (link: Pick<GroupTournamentRecord, 'createdAt'>, tournament: TournamentRecord) =>
  new Date(Math.max(startOf(tournament).getTime(), link.createdAt.getTime()));

/**
 * Writes down, for every group playing a tournament that has started, how many members it had
 * when it began playing: from then on the fee no longer moves with the membership (a group
 * that shrinks after the start still owes it; one that grows does not start owing).
 */
export async function decideFeesAtStart(
  tx: Db | Tx,
  tournament: TournamentRecord,
  now: Date,
): Promise<void> {
  if (!hasStarted(tournament, now)) return;
  const awaiting = await awaitingMembersAtStart(tx, tournament.id);
  if (awaiting.length === 0) return;
  const joined = await membersJoinedBy(
    tx,
    new Map(awaiting.map((link) => [link.groupId, startedFor(link, tournament)])),
  );
  await recordMembersAtStart(tx, tournament.id, joined);
}
