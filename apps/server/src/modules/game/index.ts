/** The game area's public entry: a group's tournament as other areas need to read it. */
export {
  countMembers,
  fieldTiers,
  hasStarted,
  loadBoard,
  loadGroupTournament,
  NOT_IN_GROUP,
  startOf,
  type GroupTournamentRecord,
  type TournamentRecord,
} from './store';
