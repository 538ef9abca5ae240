import type { MyEntriesResponse, MyEntry, StandingRow, StandingsResponse } from '@fairway/contract';
import { entryNumbers } from '@fairway/domain';

/*
 * What the card shows while GET .../my-entries is on its way, laid out as the answer will be so
 * that nothing below it moves when it arrives (the standings table above all).
 */

/**
 * The member's entries as the standings rows the page already has tell them: the same figures
 * the answer carries (the server answers from the same standings body), without whom to root
 * for. Empty when none of the member's entries is among `rows`.
 */
export function entriesFromStandings(
  { tournament, standings: rows }: Pick<StandingsResponse, 'tournament' | 'standings'>,
  userId: number | null,
  { totalEntries, hasPrizes }: { totalEntries: number; hasPrizes: boolean },
): MyEntriesResponse {
  const mine: StandingRow[] = rows.filter((row) => row.player.id === userId);
  const numbers = entryNumbers(
    mine.map((row) => ({ entryId: row.entryId, playerId: row.player.id })),
  );
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      status: tournament.status,
      round: tournament.round,
    },
    totalEntries,
    paidPlaces: tournament.paidPlaces,
    hasPrizes,
    entries: mine.map((row) => {
      const number = numbers.get(row.entryId);
      return {
        entryId: row.entryId,
        label: number ? `#${number}` : null,
        rank: row.rank,
        tied: row.tied,
        totalScore: row.totalScore,
        eliminated: row.eliminated,
        payout: row.payout,
        winProbability: row.winProbability,
        cashProbability: row.cashProbability,
        rootFor: null,
      } satisfies MyEntry;
    }),
  };
}

/** `count` entries with nothing known yet: only their number of rows matters. */
export function placeholderEntries(count: number): MyEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    entryId: -(i + 1),
    label: count > 1 ? `#${i + 1}` : null,
    rank: 0,
    tied: false,
    totalScore: 0,
    eliminated: false,
    payout: 0,
    winProbability: 0,
    cashProbability: 0,
    rootFor: null,
  }));
}
