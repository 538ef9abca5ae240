import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingTransactions } from '../../db/schema';

/**
 * The billing transactions of card payments (modules/card-payments takes the payments; the
 * billing area owns their rows): one per payment intent, pending until the provider says how
 * it went.
 */
export type BillingTransaction = typeof billingTransactions.$inferSelect;
type Provider = BillingTransaction['provider'];

/** Records a payment just started with the provider (pending). */
export async function recordPendingPayment(
  db: Db | Tx,
  payment: {
    groupId: number;
    tournamentId: number;
    amountCents: number;
    provider: Provider;
    providerPaymentId: string;
    createdBy: number;
  },
): Promise<void> {
  await db.insert(billingTransactions).values(payment);
}

/** A group's pending payments for a tournament with one provider, newest first. */
export function pendingPayments(
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
  provider: Provider,
): Promise<BillingTransaction[]> {
  return db
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.groupId, groupId),
        eq(billingTransactions.tournamentId, tournamentId),
        eq(billingTransactions.status, 'pending'),
        eq(billingTransactions.provider, provider),
      ),
    )
    .orderBy(desc(billingTransactions.id));
}

/** The transaction of a provider's payment, or undefined; `lock` holds it until the transaction ends. */
export async function findPayment(
  db: Db | Tx,
  providerPaymentId: string,
  lock?: 'for update',
): Promise<BillingTransaction | undefined> {
  const query = db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.providerPaymentId, providerPaymentId));
  const [transaction] = await (lock ? query.for('update') : query);
  return transaction;
}

/** The provider says the payment failed: a pending transaction becomes failed. */
export async function markPaymentFailed(db: Db | Tx, providerPaymentId: string): Promise<void> {
  await db
    .update(billingTransactions)
    .set({ status: 'failed' })
    .where(
      and(
        eq(billingTransactions.providerPaymentId, providerPaymentId),
        eq(billingTransactions.status, 'pending'),
      ),
    );
}

/** The payment succeeded: its transaction is completed at `at`. */
export async function completePayment(db: Db | Tx, transactionId: number, at: Date): Promise<void> {
  await db
    .update(billingTransactions)
    .set({ status: 'completed', completedAt: at })
    .where(eq(billingTransactions.id, transactionId));
}
