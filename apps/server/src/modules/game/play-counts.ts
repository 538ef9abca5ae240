import { countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import { findTournaments } from '../tournaments';

/** What a group plays: how many tournaments, and whether one is still upcoming or under way. */
export interface GroupPlay {
  tournaments: number;
  unfinished: boolean;
}

/** Each of these groups' tournaments, counted (groups that play none are left out). */
export async function groupPlay(
  db: Db | Tx,
  groupIds: readonly number[],
): Promise<Map<number, GroupPlay>> {
  if (groupIds.length === 0) return new Map();
  const links = await db
    .selectDistinct({
      groupId: groupTournaments.groupId,
      tournamentId: groupTournaments.tournamentId,
    })
    .from(groupTournaments)
    .where(inArray(groupTournaments.groupId, [...groupIds]));
  const tournaments = await findTournaments(
    db,
    links.map((link) => link.tournamentId),
  );
  const play = new Map<number, GroupPlay>();
  for (const { groupId, tournamentId } of links) {
    const status = tournaments.get(tournamentId)?.status;
    const group = play.get(groupId) ?? { tournaments: 0, unfinished: false };
    group.tournaments += 1;
    if (status === 'upcoming' || status === 'active') group.unfinished = true;
    play.set(groupId, group);
  }
  return play;
}

/** How many tournaments a person has entered, across all groups. */
export async function tournamentsEntered(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(entries.tournamentId) })
    .from(entries)
    .where(eq(entries.userId, userId));
  return row?.n ?? 0;
}
