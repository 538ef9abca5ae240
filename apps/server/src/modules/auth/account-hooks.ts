import type { Tx } from '../../db/client';
import { Port } from '../../lib/port';
import type { RecordChange } from '../live';

/** Moves what a historical import recorded under `importedIds` to `userId`. */
type ClaimImportedHistory = (
  tx: Tx,
  changed: RecordChange,
  importedIds: readonly number[],
  userId: number,
) => Promise<void>;

/**
 * What an account change must do to what other areas keep of the person. Those areas import
 * accounts (for names and emails), so accounts cannot import them: each registers its part from
 * its own plugin, onto the auth area's `hooks` (e.g. passkeys pushes `removePasskeys`). Each
 * runs inside the caller's transaction.
 */
export interface AccountHooks {
  /**
   * Each removes what its area keeps that could reach the account or its money (passkeys,
   * payment handles); account-access.ts runs them in the order they were added.
   */
  removeWaysIn: ((tx: Tx, userId: number) => Promise<void>)[];
  /**
   * Moves what a historical import recorded under `importedIds` (entries, memberships, chat,
   * payments) to `userId`, whose owner just proved their email; imported-history.ts then
   * removes the imported accounts. Csv-imports answers it.
   */
  claimImportedHistory: Port<ClaimImportedHistory>;
  /**
   * Takes an account being deleted out of its groups: refused while it owns a group others
   * play in; the groups it owns alone go with it (account-deletion.ts). Groups answers it.
   */
  leaveGroups: Port<(tx: Tx, changed: RecordChange, userId: number) => Promise<void>>;
}

/** The hooks before any area registered its part (the auth area's plugin makes them). */
export const accountHooks = (): AccountHooks => ({
  removeWaysIn: [],
  claimImportedHistory: new Port('claiming imported history'),
  leaveGroups: new Port('leaving all groups'),
});
