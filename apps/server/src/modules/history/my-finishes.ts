import type { MyFinishesResponse } from '@fairway/contract';
import { entryNumbers, toCents, toDollars } from '@fairway/domain';
import type { TournamentRecord } from '../tournaments';
import type { ScoredEntry } from './score-across-groups';

/** A completed tournament the user played, in the groups shown, scored across them. */
export interface PlayedTournament {
  tournament: TournamentRecord;
  groups: { id: number; name: string }[];
  /** Every entry of those groups, as each group's final standings rank and pay it. */
  scored: ScoredEntry[];
}

/**
 * The user's own finishes (docs/rules.md "History"): for each tournament and group, their
 * entries' places of how many, tied or not, scores and winnings, newest first, with totals.
 * Places, ties and payouts are the group's own final standings (the domain's computeStandings),
 * so they match its standings page.
 */
export function finishesOf(
  userId: number,
  played: readonly PlayedTournament[],
): MyFinishesResponse {
  let wonCents = 0;
  let entries = 0;
  let wins = 0;
  let inTheMoney = 0;
  const tournaments: MyFinishesResponse['tournaments'] = [];
  for (const { tournament, groups, scored } of played) {
    const numbers = entryNumbers(
      scored.map((row) => ({
        entryId: row.entryId,
        playerId: row.player.id,
        groupId: row.groupId,
      })),
    );
    const shownGroups = groups.flatMap((group) => {
      const groupRows = scored.filter((row) => row.groupId === group.id);
      const mine = groupRows.filter((row) => row.player.id === userId);
      if (mine.length === 0) return [];
      for (const row of mine) {
        entries += 1;
        if (row.rank === 1) wins += 1;
        if (row.payout > 0) inTheMoney += 1;
        wonCents += toCents(row.payout);
      }
      return [
        {
          ...group,
          totalEntries: groupRows.length,
          finishes: mine.map((row) => ({
            entryId: row.entryId,
            entryNumber: numbers.get(row.entryId) ?? null,
            rank: row.rank,
            tied: row.tied,
            totalScore: row.totalScore,
            payout: row.payout,
          })),
        },
      ];
    });
    if (shownGroups.length === 0) continue;
    tournaments.push({
      id: tournament.id,
      name: tournament.name,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      groups: shownGroups,
    });
  }
  tournaments.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  return {
    tournaments,
    totals: {
      tournaments: tournaments.length,
      entries,
      wins,
      inTheMoney,
      winnings: toDollars(wonCents),
    },
  };
}
