import type {
  ProviderField,
  ProviderLeaderboard,
  ProviderTournament,
} from '../modules/tournaments';

/**
 * Where tournaments, fields, odds and live scores come from. The sync and update jobs
 * talk only to this interface; `simulator` and `espn` implement it. What it answers is in the
 * shapes the tournaments area stores (modules/tournaments/feed/feed-shapes.ts).
 */
export interface GolfDataProvider {
  readonly name: 'simulator' | 'espn';
  /** The season's schedule (all tournaments the provider knows for that year, or around now). */
  listTournaments(year?: number): Promise<ProviderTournament[]>;
  /** Who plays, and when the first of them tees off when the field's source says so. */
  getField(externalId: string): Promise<ProviderField>;
  /** The live (or final) leaderboard as of now. */
  getLeaderboard(externalId: string): Promise<ProviderLeaderboard>;
}

export {
  DEFAULT_PAR,
  UNKNOWN_LOCATION,
  type ProviderField,
  type ProviderGolfer,
  type ProviderLeaderboard,
  type ProviderLeaderboardRow,
  type ProviderRound,
  type ProviderTournament,
} from '../modules/tournaments';
