import { and, eq, inArray } from 'drizzle-orm';
import type { StandingRow } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, groupTournaments, tournaments, users } from '../../db/schema';
import { loadTournamentFee } from '../billing/tournament-fee';
import { computeStandings, poolMoney } from '../game/compute-standings';
import { countMembers, loadBoard } from '../game/store';

export type ScoredEntry = StandingRow & { groupId: number };

/**
 * A tournament's standings in each of the given groups, exactly as each group's own standings
 * rank and pay them (its pool type, its tiebreak, its prize pool), listed together by rank,
 * then score (docs/rules.md "History"). Groups that do not play the tournament are skipped.
 */
export async function scoreAcrossGroups(
  db: Db,
  tournamentId: number,
  groupIds: readonly number[],
): Promise<ScoredEntry[]> {
  if (groupIds.length === 0) return [];
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) return [];
  const [links, board, rows] = await Promise.all([
    db
      .select()
      .from(groupTournaments)
      .where(
        and(
          eq(groupTournaments.tournamentId, tournamentId),
          inArray(groupTournaments.groupId, [...groupIds]),
        ),
      ),
    loadBoard(db, tournamentId),
    db
      .select({ entry: entries, userName: users.name })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .where(and(eq(entries.tournamentId, tournamentId), inArray(entries.groupId, [...groupIds]))),
  ]);
  const completed = tournament.status === 'completed';
  const scored: ScoredEntry[] = [];
  for (const link of links) {
    const groupRows = rows
      .filter((r) => r.entry.groupId === link.groupId)
      .map(({ entry, userName }) => ({ ...entry, userName }));
    const fee = await loadTournamentFee(db, link, tournament, await countMembers(db, link.groupId));
    const standings = computeStandings(
      groupRows,
      board,
      link.poolType,
      completed,
      completed ? 4 : tournament.currentRound,
      poolMoney(link, groupRows.length, fee.cents),
    );
    scored.push(...standings.rows.map((row) => ({ ...row, groupId: link.groupId })));
  }
  return scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(a.eliminated) - Number(b.eliminated) ||
      a.totalScore - b.totalScore ||
      a.groupId - b.groupId,
  );
}
