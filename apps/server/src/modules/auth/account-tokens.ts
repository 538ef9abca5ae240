import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** How long a mailed link works. */
export const TOKEN_LIFETIMES: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A mailed link's secret and the moment it stops working (its mail is useless after that). */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * Creates a single-use token for a mailed link. Only its hash is stored, in the user's one row
 * for the purpose: a new token replaces the last (even when two are asked for at once), so
 * only the latest mail's link works.
 */
export async function issueAccountToken(
  tx: Tx,
  user: { id: number; email: string },
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const link = {
    tokenHash: hashOf(token),
    email: user.email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES[purpose]),
    usedAt: null,
    createdAt: now,
  };
  await tx
    .insert(accountTokens)
    .values({ ...link, userId: user.id, purpose })
    .onConflictDoUpdate({ target: [accountTokens.userId, accountTokens.purpose], set: link });
  return { token, expiresAt: link.expiresAt };
}

/** The token's row while it still works: of this purpose, unused and unexpired. */
const usable = (token: string, purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Uses a token up: answers its user and the email it was sent to, or null when it is unknown,
 * expired, already used or of another purpose. Of two requests racing with one token, one wins.
 */
export async function consumeAccountToken(
  tx: Tx,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return used ?? null;
}

/**
 * Whether a token would be accepted now, without using it up: a look-up that lets a request
 * with a junk token be refused before it costs anything more (a password hash).
 */
export async function isUsableAccountToken(
  db: Db | Tx,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(token, purpose, now));
  return found !== undefined;
}

/** Forgets a user's outstanding tokens of a purpose (after a reset, every other link dies). */
export async function revokeAccountTokens(
  tx: Tx,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
}
