import type { TournamentRecord } from '../tournaments';

/** A group's tournament as the group's page lists it. */
export interface ListedGroupTournament {
  groupId: number;
  groupTournament: { isActive: boolean };
  tournament: TournamentRecord;
  deadline: Date;
  entryCount: number;
}

/**
 * The tournaments groups play, as their pages list them. Game works them out (its
 * GroupTournamentSummaries, with rows that carry more for the dashboard: game's plugin answers
 * groups' `tournamentsOfGroups` port with them); groups sits below game, so it names only what
 * it asks.
 */
export interface TournamentsOfGroups<Row extends ListedGroupTournament> {
  load(groupIds: number[]): Promise<Row[]>;
}
