import type { MyEntriesResponse, MyEntry } from '@fairway/contract';

/**
 * The "my entry" card's answers, for its tests and the pages that show it (group 5,
 * tournament 7 unless said otherwise).
 */
export const MY_ENTRIES = (groupId = 5, tournamentId = 7) =>
  `GET /api/pool-groups/${groupId}/tournaments/${tournamentId}/my-entries`;

export function myEntry(overrides: Partial<MyEntry> = {}): MyEntry {
  return {
    entryId: 21,
    label: null,
    rank: 52,
    tied: true,
    totalScore: 4,
    eliminated: false,
    payout: 0,
    winProbability: 0.0004,
    cashProbability: 0.031,
    rootFor: {
      golferId: 301,
      name: 'Scottie Scheffler',
      score: -12,
      thru: 14,
      held: true,
    },
    ...overrides,
  };
}

export function myEntries(
  entries: MyEntry[] = [myEntry()],
  overrides: Partial<MyEntriesResponse> = {},
): MyEntriesResponse {
  return {
    tournament: { id: 7, name: 'The Fairway Open', status: 'active', round: 4 },
    totalEntries: 60,
    paidPlaces: 5,
    hasPrizes: true,
    entries,
    ...overrides,
  };
}
