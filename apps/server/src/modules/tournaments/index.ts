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
export { replaceTiers } from './tier-save';
export { BoardCache } from './board-cache';
export { tournamentsOnChanges } from './change-handlers';
