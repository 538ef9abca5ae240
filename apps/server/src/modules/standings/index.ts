/** The standings area's public entry: each group's live standings, rendered once per version. */
export { DEMO_VISITOR, StandingsService, type StandingsReader } from './standings-service';
export { standings } from './plugin';
