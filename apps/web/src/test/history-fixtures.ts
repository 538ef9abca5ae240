import type { HistoryItem, MyFinishesResponse, TournamentHistoryDetail } from '@fairway/contract';

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 3,
    name: 'Spring Invitational',
    startDate: '2026-04-02',
    userGroups: [{ id: 5, name: 'Sunday Skins' }],
    winner: { name: 'Alice', totalScore: -12, groupId: 5 },
    totalEntries: 8,
    averageScore: -3.44,
    // A free pool pays nobody; money tests list the paid places.
    payouts: [],
    ...overrides,
  };
}

type DetailEntry = TournamentHistoryDetail['entries'][number];

export function detailEntry(overrides: Partial<DetailEntry> = {}): DetailEntry {
  return {
    id: 1,
    userId: 1,
    groupId: 5,
    rank: 1,
    tied: false,
    playerName: 'Alice',
    totalScore: -12,
    payout: 0,
    picks: [
      { name: 'Scottie Scheffler', score: -3 },
      { name: 'Rory McIlroy', score: 1 },
      { name: 'Tommy Fleetwood', score: 0 },
      { name: 'Sam Burns', score: -5 },
      { name: 'Si Woo Kim', score: -5 },
    ],
    ...overrides,
  };
}

export function historyDetail(
  overrides: Partial<TournamentHistoryDetail> = {},
): TournamentHistoryDetail {
  return {
    id: 3,
    name: 'Spring Invitational',
    startDate: '2026-04-02',
    endDate: '2026-04-05',
    totalEntries: 4,
    winner: { name: 'Alice', totalScore: -12, groupId: 5 },
    groups: [{ id: 5, name: 'Sunday Skins' }],
    entries: [
      detailEntry(),
      detailEntry({
        id: 2,
        userId: 10,
        rank: 2,
        tied: true,
        playerName: 'Casey Me',
        totalScore: -7,
      }),
      detailEntry({ id: 3, userId: 3, rank: 2, tied: true, playerName: 'Bo', totalScore: -7 }),
      detailEntry({ id: 4, userId: 4, rank: 4, playerName: 'Cy', totalScore: 2 }),
    ],
    ...overrides,
  };
}

/** Casey's record: one tournament in two groups, one entry tied 3rd of 13 and paid. */
export function myFinishes(overrides: Partial<MyFinishesResponse> = {}): MyFinishesResponse {
  return {
    tournaments: [
      {
        id: 3,
        name: 'Spring Invitational',
        startDate: '2026-04-02',
        endDate: '2026-04-05',
        groups: [
          {
            id: 5,
            name: 'Sunday Skins',
            totalEntries: 13,
            finishes: [
              { entryId: 21, entryNumber: 1, rank: 3, tied: true, totalScore: -31, payout: 36.15 },
              { entryId: 22, entryNumber: 2, rank: 9, tied: false, totalScore: -20, payout: 0 },
            ],
          },
          {
            id: 6,
            name: 'Office Pool',
            totalEntries: 4,
            finishes: [
              { entryId: 30, entryNumber: null, rank: 1, tied: false, totalScore: -31, payout: 0 },
            ],
          },
        ],
      },
    ],
    totals: { tournaments: 1, entries: 3, wins: 1, inTheMoney: 1, winnings: 36.15 },
    ...overrides,
  };
}
