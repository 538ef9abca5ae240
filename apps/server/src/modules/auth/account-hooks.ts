import type { Tx } from '../../db/client';
import type { RecordChange } from '../live';

/**
 * What an account change must do to what other areas keep of the person. Those areas import
 * accounts (for names and emails), so accounts cannot import them: app-services.ts hands these
 * in. Each runs inside the caller's transaction.
 */
export interface AccountHooks {
  /**
   * Each removes what its area keeps that could reach the account or its money (passkeys,
   * payment handles); account-access.ts runs them in order.
   */
  removeWaysIn: readonly ((tx: Tx, userId: number) => Promise<void>)[];
  /**
   * Moves what a historical import recorded under `importedIds` (entries, memberships, chat,
   * payments) to `userId`, whose owner just proved their email; imported-history.ts then
   * removes the imported accounts.
   */
  claimImportedHistory: (
    tx: Tx,
    changed: RecordChange,
    importedIds: readonly number[],
    userId: number,
  ) => Promise<void>;
  /**
   * Takes an account being deleted out of its groups: refused while it owns a group others
   * play in; the groups it owns alone go with it (account-deletion.ts).
   */
  leaveGroups: (tx: Tx, changed: RecordChange, userId: number) => Promise<void>;
}
