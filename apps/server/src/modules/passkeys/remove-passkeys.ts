import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passkeyCredentials, webauthnChallenges, webauthnUserHandles } from '../../db/schema';

/**
 * Removes an account's passkeys, the handle that names it to authenticators and its pending
 * passkey challenges, in the caller's transaction: one of the other ways into an account that
 * the accounts area removes (through its hooks: passkeys' plugin adds this to them) when the
 * account is taken over or deleted.
 */
export async function removePasskeys(tx: Tx, userId: number): Promise<void> {
  await tx.delete(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  await tx.delete(webauthnUserHandles).where(eq(webauthnUserHandles.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
}
