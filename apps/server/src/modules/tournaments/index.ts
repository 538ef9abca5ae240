/** The tournaments area's public entry: the golf data (schedule, fields, leaderboards) as other areas read it. */
export {
  fieldTiers,
  findTournament,
  findTournaments,
  golferNames,
  hasStarted,
  loadBoard,
  startOf,
  type BoardRow,
  type TournamentRecord,
} from './store';
export { TournamentService } from './service';
