/**
 * What other features and the app may use from tournaments (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export {
  featuredTournament,
  leaderboardPath,
  tournamentsQuery,
  useTournaments,
} from './api/tournaments';
