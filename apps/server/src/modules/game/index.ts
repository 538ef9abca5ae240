/** The game area's public entry: a group's tournament as other areas need to read it. */
export {
  deadlineOf,
  loadGroupTournament,
  NOT_IN_GROUP,
  type GroupTournamentRecord,
  type LoadedGroupTournament,
} from './store';
export {
  GroupTournamentSummaries,
  pickSubmissions,
  type GroupTournamentRow,
} from './tournament-summaries';
export { memberEntryCounts } from './member-entry-counts';
export {
  addEntries,
  addGroupTournaments,
  lockGroupTournament,
  playerEntries,
  type EntryRecord,
  type NewEntry,
  type NewGroupTournament,
} from './entry-writes';
export { countEntries, tournamentPicks } from './tournament-entries';
export { claimAlternateSwaps, type ClaimedSwap } from './alternate-swaps';
export { groupPlay, tournamentsEntered, type GroupPlay } from './play-counts';
export { transferEntries } from './transfer-entries';
export { groupTournamentsOf, linksToTournament } from './store';
export { groupsPlaying } from './groups-playing';
export { entryCountsByMember } from './entry-counts';
export {
  entriesOfTournament,
  scoredPicksOfTournament,
  whereEntered,
} from './entries-of-tournament';
export { MemberTournamentService } from './member-service';
export { recordFeePaid } from './platform-fee-writes';
export { loadTournamentFee } from './platform-fee';
export { deadlinesWithin, playersWithEntries } from './open-deadlines';
export { gameOnChanges } from './change-handlers';
export type { EarlierPayment } from './earlier-payment';
export { game } from './plugin';
