import type { StandingRow } from '@fairway/contract';
import {
  alternatesWhereAllowed,
  standingsLocked,
  computeStandings,
  poolMoney,
} from '@fairway/domain';
import type { Db } from '../../db/client';
import { userNames } from '../auth';
import { entriesOfTournament, groupsPlaying, loadTournamentFee } from '../game';
import { countMembers } from '../groups';
import { findTournament, hasStarted, loadBoard } from '../tournaments';

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
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) return [];
  const [links, board, rows] = await Promise.all([
    groupsPlaying(db, tournamentId, groupIds),
    loadBoard(db, tournamentId),
    // Within a tie the odd cent goes to the first entry listed, as in the group's standings.
    entriesWithNames(db, tournamentId, groupIds),
  ]);
  const completed = tournament.status === 'completed';
  const scored: ScoredEntry[] = [];
  for (const link of links) {
    const groupRows = alternatesWhereAllowed(
      rows.filter((row) => row.groupId === link.groupId),
      link.allowAlternate,
    );
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

/** The tournament's entries in these groups in entry order, each with its player's name. */
async function entriesWithNames(db: Db, tournamentId: number, groupIds: readonly number[]) {
  const rows = await entriesOfTournament(db, tournamentId, groupIds);
  const names = await userNames(
    db,
    rows.map((entry) => entry.userId),
  );
  // An entry goes with its player's account (the foreign key cascades): one whose account was
  // deleted meanwhile is left out.
  return rows.flatMap((entry) => {
    const userName = names.get(entry.userId);
    return userName === undefined ? [] : [{ ...entry, userName }];
  });
}
