import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

/** These people's display names, by user id (other areas show names through this). */
export async function userNames(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
