import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accountTokens,
  passkeyCredentials,
  userPaymentInfo,
  webauthnChallenges,
  webauthnUserHandles,
} from '../../db/schema';

/**
 * Removes what could reach an account or its money besides the password and sessions: passkeys
 * (and the handle that names the account to authenticators), payment handles, outstanding
 * mailed links and passkey challenges. For an account whose holder turned out not to own its
 * email (Google or a reset link proved someone else does), and for a deleted account. Inside
 * the caller's transaction; the caller ends the sessions.
 */
export async function removeOtherWaysIn(tx: Tx, userId: number): Promise<void> {
  await tx.delete(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  await tx.delete(webauthnUserHandles).where(eq(webauthnUserHandles.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await tx.delete(userPaymentInfo).where(eq(userPaymentInfo.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
