import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/** Whether a locked account can still take something on (a group handed to it). */
export interface LockedAccount {
  deletedAt: Date | null;
  importedAt: Date | null;
}

/**
 * Locks the account's row until the transaction ends (SELECT ... FOR UPDATE), so a deletion and
 * a change that needs the account alive (a group handed to it) run one after the other.
 * Undefined when there is no such account.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<LockedAccount | undefined> {
  const [row] = await tx
    .select({ deletedAt: users.deletedAt, importedAt: users.importedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
