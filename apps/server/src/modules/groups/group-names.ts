import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { poolGroups } from '../../db/schema';

/** These groups' names, by group id (ids of no group are left out). */
export async function groupNames(
  db: Db | Tx,
  groupIds: readonly number[],
): Promise<Map<number, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ id: poolGroups.id, name: poolGroups.name })
    .from(poolGroups)
    .where(inArray(poolGroups.id, [...new Set(groupIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
