import type { DemoResponse, StandingRow, StandingsResponse } from '@fairway/contract';
import { pickPopularity } from '@fairway/domain';

/** The demo's answers as the server gives them (tournament 7, the demo group 3). */

export const DEMO_TOURNAMENT_ID = 7;

export const DEMO: DemoResponse = {
  group: { id: 3, name: 'Saturday Skins Club', description: 'A weekend foursome.' },
  members: [
    { id: 11, name: 'Maya Rodriguez', role: 'admin' },
    { id: 12, name: 'Jordan Kim', role: 'member' },
  ],
  messages: [],
  tournaments: [
    {
      id: DEMO_TOURNAMENT_ID,
      name: 'Cypress Hollow Invitational',
      location: 'Cypress Hollow, FL',
      status: 'active',
      startDate: '2026-06-08',
      endDate: '2026-06-11',
      pickSubmissions: { submitted: 8, total: 8, percentage: 100 },
    },
  ],
  featured: {
    id: DEMO_TOURNAMENT_ID,
    name: 'Cypress Hollow Invitational',
    status: 'active',
    round: 3,
  },
};

const golfer = (golferId: number, name: string, score: number) => ({
  golferId,
  name,
  score,
  actualScore: score,
  thru: 12,
  teeTime: null,
  status: 'active' as const,
  round: 3,
  rounds: { '1': score, '2': 0 },
});

/** An entry of the demo: `playerId` 11 is Maya, 12 Jordan. */
export function demoRow(
  entryId: number,
  rank: number,
  playerId: number,
  name: string,
  figures: Partial<StandingRow> = {},
): StandingRow {
  return {
    rank,
    tied: false,
    decidedByTiebreak: false,
    entryId,
    player: { id: playerId, name },
    selections: [1, 2, 3, 4, 5].map((slot) =>
      golfer(entryId * 10 + slot, `Golfer ${entryId}-${slot}`, slot - 3),
    ),
    totalScore: -rank,
    eliminated: false,
    tiebreaker: -12,
    positions: [rank, rank],
    payout: 0,
    ...figures,
  };
}

/** The live demo's standings: Maya leads, Jordan (whom the visitor plays as) is second. */
export function demoStandings(
  tournament: Partial<StandingsResponse['tournament']> = {},
): StandingsResponse {
  const rows = [
    demoRow(101, 1, 11, 'Maya Rodriguez', {
      winProbability: 0.7,
      cashProbability: 0.98,
      expectedPayout: 60,
      payout: 60,
    }),
    demoRow(102, 2, 12, 'Jordan Kim', {
      winProbability: 0.25,
      cashProbability: 0.9,
      expectedPayout: 30,
      payout: 36,
    }),
    demoRow(103, 3, 11, 'Maya Rodriguez', {
      winProbability: 0.05,
      cashProbability: 0.4,
      expectedPayout: 12,
      payout: 24,
    }),
  ];
  return {
    tournament: {
      id: DEMO_TOURNAMENT_ID,
      name: 'Cypress Hollow Invitational',
      status: 'active',
      location: 'Cypress Hollow, FL',
      startDate: '2026-06-08',
      endDate: '2026-06-11',
      entryDeadline: '2026-06-08T11:00:00.000Z',
      firstTeeTime: '2026-06-08T11:00:00.000Z',
      round: 3,
      poolType: 'cut_score',
      projectedCut: null,
      maxEntriesPerUser: 2,
      allowMultipleEntries: true,
      allowAlternate: false,
      customRules: null,
      entryDeadlinePassed: true,
      isActive: true,
      pickSubmissions: { submitted: 2, total: 2, percentage: 100 },
      entryFee: 40,
      lastUpdated: '2026-06-10T18:30:00.000Z',
      cutScore: 4,
      started: true,
      winningScore: null,
      paidPlaces: 3,
      ...tournament,
    },
    prizePool: 120,
    standings: rows,
    popularity: pickPopularity(rows),
    forecast: { simulations: 10_000, simulatedAt: '2026-06-10T18:30:05.000Z', upToDate: true },
  };
}
