import { describe, expect, it } from 'vitest';
import type { StandingRow, StandingsResponse } from '@fairway/contract';
import { entriesFromStandings, placeholderEntries } from './provisional';

const row = (entryId: number, playerId: number, rank: number): StandingRow => ({
  rank,
  tied: rank === 2,
  decidedByTiebreak: false,
  entryId,
  player: { id: playerId, name: `Player ${playerId}` },
  selections: [],
  totalScore: rank - 10,
  eliminated: false,
  tiebreaker: null,
  positions: [],
  payout: rank === 1 ? 50 : 0,
  winProbability: rank === 1 ? 0.6 : 0.1,
  cashProbability: 0.7,
});

const body = (standings: StandingRow[]) =>
  ({
    tournament: { id: 7, name: 'The Fairway Open', status: 'active', round: 3, paidPlaces: 3 },
    standings,
  }) as unknown as Pick<StandingsResponse, 'tournament' | 'standings'>;

describe('the card while its answer is on its way', () => {
  it("takes the member's entries from the standings rows, best first, numbered by entry", () => {
    const rows = [row(12, 5, 1), row(11, 9, 2), row(10, 5, 2)];
    const known = entriesFromStandings(body(rows), 5, { totalEntries: 60, hasPrizes: true });
    expect(known).toMatchObject({
      tournament: { id: 7, status: 'active', round: 3 },
      totalEntries: 60,
      paidPlaces: 3,
      hasPrizes: true,
    });
    expect(known.entries).toEqual([
      {
        entryId: 12,
        label: '#2',
        rank: 1,
        tied: false,
        totalScore: -9,
        eliminated: false,
        payout: 50,
        winProbability: 0.6,
        cashProbability: 0.7,
        rootFor: null,
      },
      expect.objectContaining({ entryId: 10, label: '#1', rank: 2, tied: true }),
    ]);
  });

  it('knows of none for a viewer not among the rows', () => {
    expect(
      entriesFromStandings(body([row(1, 2, 1)]), 5, { totalEntries: 1, hasPrizes: false }).entries,
    ).toEqual([]);
    expect(
      entriesFromStandings(body([row(1, 2, 1)]), null, { totalEntries: 1, hasPrizes: false })
        .entries,
    ).toEqual([]);
  });

  it('lays out rows for entries not known yet, numbered when several', () => {
    expect(placeholderEntries(1).map((entry) => entry.label)).toEqual([null]);
    expect(placeholderEntries(2).map((entry) => entry.label)).toEqual(['#1', '#2']);
  });
});
