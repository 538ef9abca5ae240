import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StandingRow } from '@fairway/contract';
import { standingsLocked, computeStandings, poolMoney } from '@fairway/domain';
import type { Db } from '../../db/client';
import { entries, groupTournaments, tournaments, users } from '../../db/schema';
import { loadTournamentFee } from '../billing';
import { countMembers } from '../groups';
import { hasStarted, loadBoard } from '../tournaments';

export type ScoredEntry = StandingRow & {
  groupId: number;
  /** The group's standings are locked: play has started and its platform fee is owed. */
  locked: boolean;
};

/**
 * A tournament's standings in each of the given groups, exactly as each group's own standings
 * rank and pay them (its pool type, its tiebreak, its prize pool), listed together by rank,
 * then score (docs/rules.md "History"). Groups that do not play the tournament are skipped.
 */
export async function scoreAcrossGroups(
  db: Db,
  tournamentId: number,
  groupIds: readonly number[],
  now: Date,
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
      .where(and(eq(entries.tournamentId, tournamentId), inArray(entries.groupId, [...groupIds])))
      // Within a tie the odd cent goes to the first entry listed, as in the group's standings.
      .orderBy(asc(entries.id)),
  ]);
  const completed = tournament.status === 'completed';
  const scored: ScoredEntry[] = [];
  for (const link of links) {
    const groupRows = rows
      .filter((r) => r.entry.groupId === link.groupId)
      .map(({ entry, userName }) => ({ ...entry, userName }));
    const membersNow = await countMembers(db, link.groupId);
    const fee = await loadTournamentFee(db, link, tournament, membersNow, now);
    const standings = computeStandings(
      groupRows,
      board,
      link.poolType,
      completed,
      completed ? 4 : tournament.currentRound,
      poolMoney(link, groupRows.length, fee.cents),
    );
    const locked = standingsLocked(fee.owed, hasStarted(tournament, now));
    scored.push(...standings.rows.map((row) => ({ ...row, groupId: link.groupId, locked })));
  }
  return scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(a.eliminated) - Number(b.eliminated) ||
      a.totalScore - b.totalScore ||
      a.groupId - b.groupId,
  );
}
