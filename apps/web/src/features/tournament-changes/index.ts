/**
 * What other features may use from tournament-changes (docs/architecture.md, "The web's
 * structure"): a group tournament's change history, shown to its admins and its members.
 */
export { CHANGES_TITLE, TournamentChanges } from './TournamentChanges';
