import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountTokens } from '../../db/schema';
import type { AccountHooks } from './account-hooks';

/**
 * Removes what could reach an account or its money besides the password and sessions: passkeys
 * (and the handle that names the account to authenticators), payment handles, outstanding
 * mailed links and passkey challenges. For an account whose holder turned out not to own its
 * email (Google or a reset link proved someone else does), and for a deleted account. Inside
 * the caller's transaction; the caller ends the sessions.
 */
export async function removeOtherWaysIn(
  tx: Tx,
  hooks: AccountHooks,
  userId: number,
): Promise<void> {
  for (const remove of hooks.removeWaysIn) await remove(tx, userId);
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
