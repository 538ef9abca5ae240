import type { GolferStatus, TournamentStatus } from '@fairway/contract';

/**
 * What a feed gives: the schedule, fields and leaderboards in the shapes the tournaments area
 * stores (tournament-store.ts, leaderboard-store.ts). A golf data provider (golf-data/provider.ts)
 * answers in these shapes; they live here so the tournaments area never imports the feed.
 */

/** The par assumed for a course no provider answer has stated. */
export const DEFAULT_PAR = 72;

/** The place shown for an event no provider answer has placed yet. */
export const UNKNOWN_LOCATION = 'TBD';

export interface ProviderTournament {
  /** Stable id within the provider, e.g. "sim-2026-03". */
  externalId: string;
  name: string;
  /** "City, ST" or course name; null when the provider does not say (ESPN's scoreboard). */
  location: string | null;
  /** The course par; null when the provider does not say (72 is assumed then). */
  par: number | null;
  /** Calendar dates in America/New_York, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  status: TournamentStatus;
  /** 0 before the first round starts, then 1-4. */
  currentRound: number;
  /** The first tee time of round 1 (ISO 8601 UTC), when known. */
  firstTeeTime: string | null;
}

export interface ProviderField {
  /** With winner odds where the provider has them ("12" means 12 to 1; null when unknown). */
  golfers: ProviderGolfer[];
  /**
   * The first tee time of round 1 (ISO 8601 UTC) as the field lists it, or null. ESPN's
   * schedule lists an upcoming event without its field while its leaderboard already has the
   * field with tee times.
   */
  firstTeeTime: string | null;
  /** The course par as the field's source states it, or null (ESPN's schedule may not say). */
  par: number | null;
  /**
   * Where the event is played as the field's source states it, or null: ESPN's scoreboard names
   * no place, while its leaderboard has the course's address.
   */
  location: string | null;
}

export interface ProviderGolfer {
  externalId: string;
  name: string;
  country: string | null;
  odds: number | null;
}

export interface ProviderRound {
  /** Strokes so far in the round; null before the golfer tees off. */
  strokes: number | null;
  /** Strokes relative to par over the holes played in this round; null before teeing off. */
  toPar: number | null;
  /** Holes completed in the round, 0-18. */
  thru: number;
  /** The round's tee time (ISO 8601 UTC), when known. */
  teeTime: string | null;
}

export interface ProviderLeaderboardRow {
  golferExternalId: string;
  name: string;
  status: GolferStatus;
  /** Strokes relative to par over all holes played; null before the golfer tees off. */
  totalToPar: number | null;
  /** Total strokes over all holes played; null before the golfer tees off. */
  totalStrokes: number | null;
  /** The round the golfer is playing or last played (1-4). */
  currentRound: number;
  /** Holes completed in the current round (0-18). */
  thru: number;
  /** Tee time of the current round (ISO 8601 UTC), when known. */
  teeTime: string | null;
  rounds: Partial<Record<1 | 2 | 3 | 4, ProviderRound>>;
}

export interface ProviderLeaderboard {
  tournament: ProviderTournament;
  /** True when every golfer still playing has finished the current round. */
  roundComplete: boolean;
  rows: ProviderLeaderboardRow[];
}
