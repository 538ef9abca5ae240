import { and, eq, inArray } from 'drizzle-orm';
import type { StandingRow } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, tournaments, users } from '../../db/schema';
import { orderByRank, rankEntries } from '../../domain/ranking';
import { computeStandings } from '../game/compute-standings';
import { loadBoard } from '../game/store';

export type ScoredEntry = StandingRow & { groupId: number };

/**
 * A tournament's standings across the given groups, each group scored by its own pool type
 * and then ranked together (history and the platform admin's entry list).
 */
export async function scoreAcrossGroups(
  db: Db,
  tournamentId: number,
  links: { groupId: number; poolType: 'cut_score' | 'elimination' }[],
): Promise<ScoredEntry[]> {
  if (links.length === 0) return [];
  const [tournament] = await db
    .select({ status: tournaments.status, currentRound: tournaments.currentRound })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  const board = await loadBoard(db, tournamentId);
  const rows = await db
    .select({ entry: entries, userName: users.name })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        inArray(
          entries.groupId,
          links.map((l) => l.groupId),
        ),
      ),
    );
  const completed = tournament?.status === 'completed';
  const scored: ScoredEntry[] = [];
  for (const { groupId, poolType } of links) {
    const groupRows = rows
      .filter((r) => r.entry.groupId === groupId)
      .map(({ entry, userName }) => ({ ...entry, userName }));
    scored.push(
      ...computeStandings(
        groupRows,
        board,
        poolType,
        completed,
        completed ? 4 : (tournament?.currentRound ?? 0),
      ).rows.map((row) => ({ ...row, groupId })),
    );
  }
  if (links.length === 1) return scored;
  const ranks = rankEntries(
    scored.map((s) => ({
      total: s.totalScore,
      eliminated: s.eliminated,
      tiebreaker: s.tiebreaker,
    })),
    { completed: false, winnerScore: null },
  );
  return orderByRank(
    scored.map((s, i) => ({ ...s, rank: ranks[i]! })),
    ranks,
  );
}
