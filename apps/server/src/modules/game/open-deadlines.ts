import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import { findTournamentsByStatus } from '../tournaments';
import { deadlineOf, type LoadedGroupTournament } from './store';

/**
 * Group tournaments open for entries whose deadline falls after `now` and no later than
 * `now + withinMs` (the deadline reminders, modules/notices). Entries disabled by the admin
 * count as closed: nobody is asked to do what they cannot.
 */
export async function deadlinesWithin(
  db: Db | Tx,
  now: Date,
  withinMs: number,
): Promise<LoadedGroupTournament[]> {
  const open = await findTournamentsByStatus(db, ['upcoming', 'active']);
  if (open.length === 0) return [];
  const byId = new Map(open.map((tournament) => [tournament.id, tournament]));
  const links = await db
    .select()
    .from(groupTournaments)
    .where(
      and(
        eq(groupTournaments.isActive, true),
        inArray(groupTournaments.tournamentId, [...byId.keys()]),
      ),
    );
  return links.flatMap((link) => {
    const tournament = byId.get(link.tournamentId)!;
    const deadline = deadlineOf(link, tournament);
    const left = deadline.getTime() - now.getTime();
    return left > 0 && left <= withinMs ? [{ link, tournament, deadline }] : [];
  });
}

/** Who has at least one entry in a group's tournament. */
export async function playersWithEntries(
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: entries.userId })
    .from(entries)
    .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)));
  return new Set(rows.map((row) => row.userId));
}
