import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userPaymentInfo } from '../../db/schema';

/**
 * Removes a person's own payment handles: when they delete them, and, in the caller's
 * transaction, when the accounts area removes the other ways into an account taken over or
 * deleted (through its hooks: payment-info's plugin adds this to them).
 */
export async function removePaymentHandles(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(userPaymentInfo).where(eq(userPaymentInfo.userId, userId));
}
