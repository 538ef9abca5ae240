import { and, count, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingTransactions, groupMembers } from '../../db/schema';
import { sizeTier, tournamentFee, type TournamentFee } from '../../domain/pricing';
import { startOf, type GroupTournamentRecord, type TournamentRecord } from '../game/store';

/**
 * The platform fee of a group's tournament (domain/pricing.ts `tournamentFee`), reading the
 * members who had joined when the group began playing it (its first tee time, or when it was
 * added, if later) only when it can matter: a paying-size group's unpaid tournament. Members
 * who have left since are not counted, so a doubt goes the group's way.
 */
export async function loadTournamentFee(
  db: Db | Tx,
  link: GroupTournamentRecord,
  tournament: TournamentRecord,
  membersNow: number,
): Promise<TournamentFee> {
  const facts = {
    paid: link.paymentCompleted,
    paidCents: link.paymentAmountCents,
    membersNow,
    membersAtStart: membersNow,
  };
  if (!link.paymentCompleted && sizeTier(membersNow) !== 'free') {
    const [row] = await db
      .select({ n: count() })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, link.groupId),
          lte(groupMembers.joinedAt, startedFor(link, tournament)),
        ),
      );
    facts.membersAtStart = row?.n ?? 0;
  }
  return tournamentFee(facts);
}

/** When the group began playing the tournament: its start, or its adding to a live tournament. */
const startedFor = (link: GroupTournamentRecord, tournament: TournamentRecord) =>
  new Date(Math.max(startOf(tournament).getTime(), link.createdAt.getTime()));

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
