import type { StandingGolfer, StandingRow, StandingsResponse } from '@fairway/contract';
import { pickPopularity } from '@fairway/domain';

/** Builders for standings responses, shaped like the server's (packages/contract game-standings.ts). */

export function golfer(overrides: Partial<StandingGolfer> = {}): StandingGolfer {
  return {
    golferId: 1,
    name: 'Scottie Scheffler',
    score: -3,
    actualScore: -3,
    thru: 18,
    teeTime: null,
    status: 'active',
    round: 2,
    rounds: { '1': -1, '2': -2 },
    ...overrides,
  };
}

let nextGolferId = 100;
const namedGolfer = (name: string, overrides: Partial<StandingGolfer> = {}) =>
  golfer({ golferId: nextGolferId++, name, ...overrides });

export function row(overrides: Partial<StandingRow> = {}): StandingRow {
  const entryId = overrides.entryId ?? 1;
  return {
    rank: 1,
    // Ties and the tiebreak as the server tells them (set with the ranks a test gives).
    tied: false,
    decidedByTiebreak: false,
    entryId,
    player: { id: entryId + 1000, name: `Player ${entryId}` },
    selections: [
      namedGolfer(`Tier1 Golfer ${entryId}`),
      namedGolfer(`Tier2 Golfer ${entryId}`, { score: 1, actualScore: 1, thru: 12 }),
      namedGolfer(`Tier3 Golfer ${entryId}`, { score: 0, actualScore: 0 }),
      namedGolfer(`Tier4a Golfer ${entryId}`, { score: 2, actualScore: 2 }),
      namedGolfer(`Tier4b Golfer ${entryId}`, { score: -1, actualScore: -1 }),
    ],
    totalScore: -1,
    eliminated: false,
    tiebreaker: null,
    positions: [1, 1],
    // A free pool pays nobody; money tests set the pool and each row's payout.
    payout: 0,
    ...overrides,
  };
}

export function standingsTournament(
  overrides: Partial<StandingsResponse['tournament']> = {},
): StandingsResponse['tournament'] {
  return {
    id: 7,
    name: 'The Fairway Open',
    status: 'active',
    location: 'Pebble Beach, CA',
    startDate: '2026-06-11',
    endDate: '2026-06-14',
    entryDeadline: '2026-06-11T12:00:00.000Z',
    firstTeeTime: '2026-06-11T11:00:00.000Z',
    round: 2,
    poolType: 'cut_score',
    projectedCut: 1,
    maxEntriesPerUser: 1,
    allowMultipleEntries: false,
    allowAlternate: false,
    customRules: null,
    entryDeadlinePassed: true,
    isActive: true,
    pickSubmissions: { submitted: 3, total: 4, percentage: 75 },
    entryFee: 0,
    lastUpdated: '2026-06-12T18:30:00.000Z',
    cutScore: 4,
    started: true,
    // Known once completed.
    winningScore: null,
    // The default structure, 65/25/10.
    paidPlaces: 3,
    ...overrides,
  };
}

/** A free pool (prize pool 0) unless `prizePool` says otherwise. */
export function standings(
  rows: StandingRow[],
  tournament: Partial<StandingsResponse['tournament']> = {},
  prizePool = 0,
): StandingsResponse {
  return {
    tournament: standingsTournament(tournament),
    prizePool,
    standings: rows,
    popularity: pickPopularity(rows),
    forecast: null,
  };
}
