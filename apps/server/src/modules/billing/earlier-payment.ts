import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingTransactions } from '../../db/schema';
import type { EarlierPayment } from '../game';

/**
 * A fee the group once paid for this tournament (a completed card payment), carried onto the
 * tournament when it is added again after being removed: paid stays paid.
 */
export const earlierPayment: EarlierPayment = async (
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
) => {
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
};
