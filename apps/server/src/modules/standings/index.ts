/** The standings area's public entry: each group's live standings, rendered once per version. */
export { StandingsService } from './standings-service';
export { GroupTournamentCache } from './group-tournament-facts';
