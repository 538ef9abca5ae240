import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { TournamentStatus } from '@fairway/contract';
import type { Tx } from '../../../db/client';
import { golfers, leaderboardRows, tournaments } from '../../../db/schema';
import type { RecordChange } from '../../live';
import type { ProviderLeaderboard } from './feed-shapes';
import { upsertProviderGolfers, type RosterReport } from './roster';
import { storedRow } from './stored-row';
import { laterStatus } from './tournament-store';

/** What storing one leaderboard did. */
export interface StoredLeaderboard {
  status: TournamentStatus;
  finalized: boolean;
  /** False when the leaderboard was what is stored already: nothing written, no new version. */
  changed: boolean;
}

/**
 * Writes a leaderboard and records the change (live moves the tournament's leaderboard version
 * with the commit: modules/live); null (nothing written) when the
 * tournament was frozen meanwhile. The tournament row is locked first, so two writers (the
 * leader's job and an admin's on-demand update on another instance) take turns.
 *
 * A leaderboard the same as the stored one in everything the standings show (each golfer's
 * name, status, scores, round, holes, tee time and rounds; the tournament's status, round,
 * par, place and first tee time) writes nothing and keeps the version (docs/rules.md, "Golf
 * data"): every body, forecast and rooting list of that version stays as it is, so the figures
 * do not move on a refresh that brought no news. `leaderboardUpdatedAt` is when it last changed.
 */
export async function storeLeaderboard(
  tx: Tx,
  tournamentId: number,
  board: ProviderLeaderboard,
  now: Date,
  onRoster: (report: RosterReport) => void,
  changed: RecordChange,
): Promise<StoredLeaderboard | null> {
  const [current] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  if (!current || current.finalizedAt) return null;
  const reported = board.tournament.status;
  const next = {
    status: laterStatus(current.status, reported),
    currentRound: board.tournament.currentRound,
    roundComplete: board.roundComplete,
    ...(board.tournament.par !== null ? { par: board.tournament.par } : {}),
    // ESPN's leaderboard names the course's city; its scoreboard (the stand-in) names none.
    ...(board.tournament.location !== null ? { location: board.tournament.location } : {}),
    // Kept when this answer lists no tee times (ESPN's scoreboard, or a leaderboard past round 1).
    ...(board.tournament.firstTeeTime
      ? { firstTeeTime: new Date(board.tournament.firstTeeTime) }
      : {}),
  };
  // The provider's final leaderboard is always written: it freezes the results.
  if (
    reported !== 'completed' &&
    sameTournament(current, next) &&
    (board.rows.length === 0 || (await sameRows(tx, tournamentId, board)))
  )
    return {
      status: current.status,
      finalized: false,
      changed: false,
    };

  const { ids: golferIds, report } = await upsertProviderGolfers(
    tx,
    board.rows.map((row) => ({ externalId: row.golferExternalId, name: row.name })),
  );
  onRoster(report);
  if (board.rows.length > 0) {
    const values = board.rows.map((row) => ({
      tournamentId,
      ...storedRow(row, golferIds.get(row.golferExternalId)!),
      updatedAt: now,
    }));
    await tx
      .insert(leaderboardRows)
      .values(values)
      .onConflictDoUpdate({
        target: [leaderboardRows.tournamentId, leaderboardRows.golferId],
        set: {
          status: sql`excluded.status`,
          totalToPar: sql`excluded.total_to_par`,
          totalStrokes: sql`excluded.total_strokes`,
          currentRound: sql`excluded.current_round`,
          thru: sql`excluded.thru`,
          teeTime: sql`excluded.tee_time`,
          rounds: sql`excluded.rounds`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    // Golfers the provider no longer lists (a late withdrawal from the field) leave the board.
    await tx
      .delete(leaderboardRows)
      .where(
        and(
          eq(leaderboardRows.tournamentId, tournamentId),
          notInArray(leaderboardRows.golferId, [...golferIds.values()]),
        ),
      );
  }
  const [updated] = await tx
    .update(tournaments)
    .set({
      ...next,
      leaderboardUpdatedAt: now,
      // The provider's final leaderboard: these are the results, frozen from now on.
      ...(reported === 'completed' ? { finalizedAt: now } : {}),
    })
    .where(eq(tournaments.id, tournamentId))
    .returning({ status: tournaments.status, finalizedAt: tournaments.finalizedAt });
  changed({ kind: 'leaderboard', tournamentId });
  return {
    status: updated!.status,
    finalized: !!updated!.finalizedAt,
    changed: true,
  };
}

type TournamentRow = typeof tournaments.$inferSelect;

/** The tournament's row already says what the leaderboard's header would write. */
function sameTournament(
  current: TournamentRow,
  next: Partial<Pick<TournamentRow, 'status' | 'currentRound' | 'roundComplete' | 'par'>> &
    Partial<Pick<TournamentRow, 'location' | 'firstTeeTime'>>,
): boolean {
  return (Object.keys(next) as (keyof typeof next)[]).every((field) =>
    field === 'firstTeeTime'
      ? current.firstTeeTime?.getTime() === next.firstTeeTime?.getTime()
      : current[field] === next[field],
  );
}

/** The stored rows are this leaderboard's, golfer for golfer (names included), and no others. */
async function sameRows(tx: Tx, tournamentId: number, board: ProviderLeaderboard) {
  const stored = await tx
    .select({ row: leaderboardRows, externalId: golfers.externalId, name: golfers.name })
    .from(leaderboardRows)
    .innerJoin(golfers, eq(golfers.id, leaderboardRows.golferId))
    .where(eq(leaderboardRows.tournamentId, tournamentId));
  if (stored.length !== board.rows.length) return false;
  const byExternalId = new Map(stored.map((found) => [found.externalId, found]));
  return board.rows.every((incoming) => {
    const found = byExternalId.get(incoming.golferExternalId);
    return (
      found !== undefined &&
      found.name === incoming.name &&
      rowText(found.row) === rowText(storedRow(incoming, found.row.golferId))
    );
  });
}

/** A stored row's shown fields as one text: equal texts, equal rows (jsonb orders keys its own way). */
function rowText(
  row: Pick<
    ReturnType<typeof storedRow>,
    'status' | 'totalToPar' | 'totalStrokes' | 'currentRound' | 'thru' | 'teeTime' | 'rounds'
  >,
): string {
  return canonicalJson([
    row.status,
    row.totalToPar,
    row.totalStrokes,
    row.currentRound,
    row.thru,
    row.teeTime?.getTime() ?? null,
    row.rounds,
  ]);
}

/** JSON with every object's keys sorted, and undefined fields left out as JSON leaves them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
