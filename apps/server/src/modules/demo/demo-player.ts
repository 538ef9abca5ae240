import type { StandingRow } from '@fairway/contract';

type Row = Pick<StandingRow, 'entryId' | 'rank' | 'eliminated' | 'winProbability' | 'player'>;

/**
 * Whom a visitor plays as in the demo (docs/rules.md, "Demo"): a contender rather than the
 * leader, so the "my entry" card and Root for have a race to tell. Of the entries not eliminated
 * whose player holds no entry sharing the lead, the one with the best chance to win (then the
 * better rank, then the earlier entry); failing that any live entry, failing that the first.
 * Null with no rows.
 */
export function chooseDemoPlayer(rows: readonly Row[]): Row['player'] | null {
  if (rows.length === 0) return null;
  const live = rows.filter((row) => !row.eliminated);
  const leadRank = Math.min(...rows.map((row) => row.rank));
  const leaders = new Set(rows.filter((row) => row.rank === leadRank).map((row) => row.player.id));
  const chasing = live.filter((row) => !leaders.has(row.player.id));
  const pool = chasing.length > 0 ? chasing : live.length > 0 ? live : rows;
  const best = [...pool].sort(
    (a, b) =>
      (b.winProbability ?? 0) - (a.winProbability ?? 0) || a.rank - b.rank || a.entryId - b.entryId,
  )[0]!;
  return best.player;
}

/**
 * The player stays who they were while they still have something to play for (an entry not
 * eliminated, with a chance to win or none forecast yet), so a visitor does not become someone
 * else with each leaderboard update.
 */
export function stillPlaying(rows: readonly Row[], playerId: number): boolean {
  return rows.some(
    (row) =>
      row.player.id === playerId &&
      !row.eliminated &&
      (row.winProbability === undefined || row.winProbability > 0),
  );
}
