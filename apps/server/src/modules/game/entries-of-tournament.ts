import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entries } from '../../db/schema';
import type { EntryRecord } from './entry-writes';

/**
 * A tournament's entries in entry order: in every group, or in these groups. Entry order
 * matters: within a tie the odd cent goes to the first entry listed, as in the standings.
 */
export async function entriesOfTournament(
  db: Db | Tx,
  tournamentId: number,
  groupIds?: readonly number[],
): Promise<EntryRecord[]> {
  if (groupIds?.length === 0) return [];
  return db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        groupIds && inArray(entries.groupId, [...new Set(groupIds)]),
      ),
    )
    .orderBy(asc(entries.id));
}

/** Every (tournament, group) a person has entries in, each once. */
export function whereEntered(
  db: Db | Tx,
  userId: number,
): Promise<{ tournamentId: number; groupId: number }[]> {
  return db
    .selectDistinct({ tournamentId: entries.tournamentId, groupId: entries.groupId })
    .from(entries)
    .where(eq(entries.userId, userId));
}
