import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupTournaments } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { entryDeadline } from '@fairway/domain';
import {
  byStart,
  findTournament,
  findTournaments,
  type TournamentRecord,
  type TournamentStatus,
} from '../tournaments';

export const NOT_IN_GROUP = 'This tournament is not available in this group';

export type GroupTournamentRecord = typeof groupTournaments.$inferSelect;

export interface LoadedGroupTournament {
  link: GroupTournamentRecord;
  tournament: TournamentRecord;
  deadline: Date;
}

/** The condition that picks one group's row for a tournament. */
export const groupTournamentIs = (groupId: number, tournamentId: number) =>
  and(eq(groupTournaments.groupId, groupId), eq(groupTournaments.tournamentId, tournamentId));

/** These groups' links to one tournament (those that play it), in no particular order. */
export function linksToTournament(
  db: Db | Tx,
  tournamentId: number,
  groupIds: readonly number[],
): Promise<GroupTournamentRecord[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(groupTournaments)
    .where(
      groupIds.length === 1
        ? groupTournamentIs(groupIds[0]!, tournamentId)
        : and(
            eq(groupTournaments.tournamentId, tournamentId),
            inArray(groupTournaments.groupId, [...groupIds]),
          ),
    );
}

/** A tournament as played in a group, with its deadline in force; 404 when the group does not play it. */
export async function loadGroupTournament(
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
): Promise<LoadedGroupTournament> {
  const [link] = await db
    .select()
    .from(groupTournaments)
    .where(groupTournamentIs(groupId, tournamentId));
  // The link's foreign key keeps its tournament: only a missing link leaves it undefined.
  const tournament = link && (await findTournament(db, tournamentId));
  if (!link || !tournament) throw notFound(NOT_IN_GROUP);
  return { link, tournament, deadline: deadlineOf(link, tournament) };
}

export const deadlineOf = (link: GroupTournamentRecord, tournament: TournamentRecord) =>
  entryDeadline({
    customDeadline: link.entryDeadline,
    startDate: tournament.startDate,
    firstTeeTime: tournament.firstTeeTime,
  });

/**
 * Some groups' tournaments (all, or those in these states) with their rows, by start date then
 * id: the list every group tournaments page shows.
 */
export async function groupTournamentsOf(
  db: Db | Tx,
  groupIds: readonly number[],
  statuses?: readonly TournamentStatus[],
): Promise<{ link: GroupTournamentRecord; tournament: TournamentRecord }[]> {
  if (groupIds.length === 0) return [];
  const links = await db
    .select()
    .from(groupTournaments)
    .where(
      groupIds.length === 1
        ? eq(groupTournaments.groupId, groupIds[0]!)
        : inArray(groupTournaments.groupId, [...groupIds]),
    );
  const rows = await findTournaments(
    db,
    links.map((link) => link.tournamentId),
  );
  return links
    .flatMap((link) => {
      const tournament = rows.get(link.tournamentId);
      return tournament && (!statuses || statuses.includes(tournament.status))
        ? [{ link, tournament }]
        : [];
    })
    .sort((a, b) => byStart(a.tournament, b.tournament));
}
