/** The tournaments area's public entry: the golf data (schedule, fields, leaderboards) as other areas read it. */
export {
  byStart,
  fieldTiers,
  findTournament,
  findTournaments,
  findTournamentsByStatus,
  golferNames,
  hasStarted,
  loadBoard,
  startOf,
  type BoardRow,
  type TournamentRecord,
  type TournamentStatus,
} from './store';
export { TournamentRows } from './tournament-rows';
export { allTournaments } from './all-tournaments';
export {
  fieldGolfers,
  fieldOdds,
  inField,
  tieredGolfers,
  untieredGolfers,
  type FieldGolfer,
  type OddsGolfer,
} from './field-golfers';
export { allGolfers, createGolfer, findGolfer } from './golfer-roster';
export {
  createCompletedTournament,
  findTournamentByName,
  placeholderResults,
} from './past-tournaments';
export { assignTiersByOdds, replaceTiers } from './tier-save';
export { BoardCache } from './board-cache';
export { tournamentsOnChanges } from './change-handlers';
// The feed's side (golf-data/ calls these): what a feed gives, and how it is stored.
export {
  DEFAULT_PAR,
  UNKNOWN_LOCATION,
  type ProviderField,
  type ProviderGolfer,
  type ProviderLeaderboard,
  type ProviderLeaderboardRow,
  type ProviderRound,
  type ProviderTournament,
} from './feed/feed-shapes';
export { storeScheduleItem } from './feed/tournament-store';
export { storeLeaderboard } from './feed/leaderboard-store';
export { type RosterReport } from './feed/roster';
export { findTournamentByExternalId, tournamentsDueForUpdate } from './feed/feed-reads';
export { tournaments } from './plugin';
