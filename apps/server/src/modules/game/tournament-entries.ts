import { and, count, eq } from 'drizzle-orm';
import type { Picks } from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import { entries } from '../../db/schema';

/** An entry's five picks, as columns to select. */
export const pickColumns = {
  tier1GolferId: entries.tier1GolferId,
  tier2GolferId: entries.tier2GolferId,
  tier3GolferId: entries.tier3GolferId,
  tier4GolferId1: entries.tier4GolferId1,
  tier4GolferId2: entries.tier4GolferId2,
};

/** Every entry's picks for a tournament, over all groups (the tier admin checks them). */
export async function tournamentPicks(
  db: Db | Tx,
  tournamentId: number,
): Promise<({ id: number } & Picks)[]> {
  return db
    .select({
      id: entries.id,
      ...pickColumns,
    })
    .from(entries)
    .where(eq(entries.tournamentId, tournamentId));
}

/** How many entries a tournament has: in one group, or over all groups. */
export async function countEntries(
  db: Db | Tx,
  tournamentId: number,
  groupId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        groupId === undefined ? undefined : eq(entries.groupId, groupId),
      ),
    );
  return row?.n ?? 0;
}
