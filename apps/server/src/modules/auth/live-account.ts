import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** An account that is not deleted: it always has an email (deletion clears it). */
export type LiveAccount = UserRow & { email: string };

/** The row as a live account, or undefined when there is none or it was deleted. */
export function liveAccount(row: UserRow | undefined): LiveAccount | undefined {
  if (!row || row.deletedAt !== null || row.email === null) return undefined;
  return { ...row, email: row.email };
}
