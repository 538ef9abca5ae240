import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { RecordChange } from '../live';
import type { AccountHooks } from './account-hooks';

/** Whether a historical import left an account for this email, waiting for its owner. */
export async function hasImportedHistory(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.importedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves what a historical import recorded for `email` (entries, group memberships, payments)
 * into the account of the person who just proved that email, and removes the imported
 * account. Only ever called with a proven email: a verification or reset link, or Google.
 * The other areas move their rows through the hook (modules/csv-imports/claim-imported-history.ts).
 */
export async function claimImportedHistory(
  tx: Tx,
  hooks: AccountHooks,
  changed: RecordChange,
  userId: number,
  email: string,
): Promise<void> {
  const imported = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.importedAt)));
  if (imported.length === 0) return;
  const ids = imported.map((row) => row.id);
  await hooks.claimImportedHistory.ask(tx, changed, ids, userId);
  // Whatever is left of the imported accounts (memberships now held twice) goes with them.
  await tx.delete(users).where(inArray(users.id, ids));
  // The standings of the entries taken over now show the claimant's name.
  changed({ kind: 'player', userId });
}
