import type { LeaderboardRow, TournamentSummary } from '@fairway/contract';
import type { leaderboardRows, tournaments } from '../../db/schema';
import { formatEasternClock } from '../../lib/time';

type TournamentRow = typeof tournaments.$inferSelect;
type BoardRow = typeof leaderboardRows.$inferSelect & { name: string };

export function presentTournament(
  row: TournamentRow,
  field: { size: number; tiered: boolean },
): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    status: row.status,
    round: row.currentRound,
    par: row.par,
    startDate: row.startDate,
    endDate: row.endDate,
    firstTeeTime: row.firstTeeTime?.toISOString() ?? null,
    tiersAssigned: field.tiered,
    fieldSize: field.size,
  };
}

const statusOrder = { active: 0, CUT: 1, WD: 2, DQ: 3 } as const;

/**
 * Live golfers first by score (not yet started last), then CUT, WD and DQ. Among equals,
 * more holes played first, then by name so the order is stable between refreshes.
 */
export function compareBoardRows(a: BoardRow, b: BoardRow): number {
  return (
    statusOrder[a.status] - statusOrder[b.status] ||
    (a.totalToPar ?? Number.MAX_SAFE_INTEGER) - (b.totalToPar ?? Number.MAX_SAFE_INTEGER) ||
    b.currentRound * 100 + b.thru - (a.currentRound * 100 + a.thru) ||
    a.name.localeCompare(b.name)
  );
}

/** The spec's thru: holes completed, or the tee time ("1:40 PM", ET) when the round has not started. */
function thruOf(thru: number, teeTime: string | Date | null): number | string {
  if (thru > 0 || !teeTime) return thru;
  return formatEasternClock(new Date(teeTime));
}

export function presentBoardRow(row: BoardRow): LeaderboardRow {
  const rounds: LeaderboardRow['rounds'] = {};
  for (const key of ['1', '2', '3', '4'] as const) {
    const round = row.rounds[key];
    if (round)
      rounds[key] = {
        score: round.strokes,
        toPar: round.toPar,
        thru: thruOf(round.thru, round.strokes === null ? round.teeTime : null),
      };
  }
  return {
    golferId: row.golferId,
    name: row.name,
    status: row.status,
    totalScoreToPar: row.totalToPar,
    totalScore: row.totalStrokes,
    thru:
      row.status === 'active' ? thruOf(row.thru, row.thru === 0 ? row.teeTime : null) : row.thru,
    teeTime: row.teeTime?.toISOString() ?? null,
    rounds,
  };
}
