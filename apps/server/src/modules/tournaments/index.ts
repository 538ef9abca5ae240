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
export { TournamentService } from './service';
export { TournamentRows } from './tournament-rows';
