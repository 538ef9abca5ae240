import type { Tx } from '../../db/client';
import { transferMessages } from '../chat';
import { transferEntries } from '../game';
import { transferMemberships } from '../groups';
import type { RecordChange } from '../live';
import { transferPayments } from '../member-payments';

/**
 * What a historical import recorded under the imported accounts `importedIds` (group
 * memberships and ownership, entries, chat, payments) becomes the account `userId`'s, once its
 * owner proved the email those accounts were imported for. The accounts area calls this
 * through its hooks (csv-imports' plugin answers them with this) and then removes the imported
 * accounts (modules/auth/imported-history.ts). Inside the proving transaction.
 */
export async function claimImportedHistory(
  tx: Tx,
  changed: RecordChange,
  importedIds: readonly number[],
  userId: number,
): Promise<void> {
  const joined = await transferMemberships(tx, importedIds, userId);
  await transferEntries(tx, importedIds, userId);
  await transferMessages(tx, importedIds, userId);
  await transferPayments(tx, importedIds, userId);
  // The groups joined by it (the archive group of imported entries) have a new member.
  for (const groupId of joined) changed({ kind: 'members', groupId, joinedUserId: userId });
}
