import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { PICK_SLOTS, pickedGolferIds, type Picks } from '@fairway/domain';
import type { Tx } from '../../db/client';
import { leaderboardRows, tournamentGolfers, tournaments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { RecordChange } from '../live';
import type { TournamentRecord } from './store';

/**
 * Past tournaments as the historical CSV import records them (docs/rules.md, "CSV imports"):
 * found by name and start date, or created completed, with placeholder results for the picks.
 */

/** The first tournament with this name (any case) starting on this date. */
export async function findTournamentByName(
  tx: Tx,
  name: string,
  startDate: string,
): Promise<Pick<TournamentRecord, 'id' | 'status'> | undefined> {
  const [found] = await tx
    .select({ id: tournaments.id, status: tournaments.status })
    .from(tournaments)
    .where(
      and(
        sql`lower(${tournaments.name}) = ${name.toLowerCase()}`,
        eq(tournaments.startDate, startDate),
      ),
    )
    .orderBy(tournaments.id)
    .limit(1);
  return found;
}

/** A tournament that is over (all four rounds played), not followed by the golf data feed. */
export async function createCompletedTournament(
  tx: Tx,
  values: { name: string; startDate: string; endDate: string },
): Promise<number> {
  const [created] = await tx
    .insert(tournaments)
    .values({ ...values, status: 'completed', currentRound: 4, roundComplete: true })
    .returning({ id: tournaments.id });
  return created!.id;
}

/**
 * A tournament without results (one the import created) gets its picked golfers in its
 * field and on its leaderboard with no score, so the history screens can name every pick.
 * A tournament with results is never touched.
 */
export async function placeholderResults(
  tx: Tx,
  clock: Clock,
  tournamentId: number,
  picks: Picks,
  changed: RecordChange,
): Promise<void> {
  const [scored] = await tx
    .select({ golferId: leaderboardRows.golferId })
    .from(leaderboardRows)
    .where(
      and(eq(leaderboardRows.tournamentId, tournamentId), isNotNull(leaderboardRows.totalToPar)),
    )
    .limit(1);
  if (scored) return;
  await tx
    .insert(tournamentGolfers)
    .values(PICK_SLOTS.map(([slot, tier]) => ({ tournamentId, golferId: picks[slot], tier })))
    .onConflictDoNothing();
  const added = await tx
    .insert(leaderboardRows)
    .values(
      pickedGolferIds(picks).map((golferId) => ({
        tournamentId,
        golferId,
        currentRound: 4,
        updatedAt: clock.now(),
      })),
    )
    .onConflictDoNothing()
    .returning({ golferId: leaderboardRows.golferId });
  if (added.length === 0) return;
  await tx
    .update(tournaments)
    .set({ leaderboardUpdatedAt: clock.now() })
    .where(eq(tournaments.id, tournamentId));
  changed({ kind: 'leaderboard', tournamentId });
}
