import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingTransactions, groupMembers, groupTournaments } from '../../db/schema';
import { tournamentFee, type TournamentFee } from '@fairway/domain';
import { type GroupTournamentRecord } from '../game';
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
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, link.groupId),
        lte(groupMembers.joinedAt, startedFor(link, tournament)),
      ),
    );
  return decided(row?.n ?? 0);
}

/** When the group began playing the tournament: its start, or its adding to a live tournament. */
const startedFor = (link: GroupTournamentRecord, tournament: TournamentRecord) =>
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
  const start = startOf(tournament).toISOString();
  await tx
    .update(groupTournaments)
    .set({
      membersAtStart: sql`(select count(*)::int from ${groupMembers}
        where ${groupMembers.groupId} = ${groupTournaments.groupId}
        and ${groupMembers.joinedAt} <= greatest(${start}::timestamptz, ${groupTournaments.createdAt}))`,
    })
    .where(
      and(
        eq(groupTournaments.tournamentId, tournament.id),
        isNull(groupTournaments.membersAtStart),
      ),
    );
}

/**
 * A fee the group once paid for this tournament (a completed card payment), carried onto the
 * tournament when it is added again after being removed: paid stays paid.
 */
export async function earlierPayment(db: Db | Tx, groupId: number, tournamentId: number) {
  const [paid] = await db
    .select({ cents: billingTransactions.amountCents, at: billingTransactions.completedAt })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.groupId, groupId),
        eq(billingTransactions.tournamentId, tournamentId),
        eq(billingTransactions.status, 'completed'),
      ),
    )
    .limit(1);
  return paid
    ? { paymentCompleted: true, paymentAmountCents: paid.cents, paymentDate: paid.at }
    : {};
}
