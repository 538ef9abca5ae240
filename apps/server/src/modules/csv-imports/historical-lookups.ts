import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  PICK_SLOTS,
  pickedGolferIds,
  type Picks,
  type GolferNameIndex,
  displayGolferName,
  normaliseGolferName,
  type NamedGolfer,
} from '@fairway/domain';
import type { Tx } from '../../db/client';
import {
  golfers,
  groupTournaments,
  leaderboardRows,
  tournamentGolfers,
  tournaments,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CheckedRow, Column } from './historical-rows';
import { RowProblem } from './rows';

// What a historical row finds or creates, each step inside the row's transaction
// (HistoricalImportService in historical-service.ts).

/** Found by name (any case) and start date, or created as a completed tournament. */
export async function rowTournament(
  tx: Tx,
  row: CheckedRow,
): Promise<{ id: number; created: boolean }> {
  const [found] = await tx
    .select({ id: tournaments.id, status: tournaments.status })
    .from(tournaments)
    .where(
      and(
        sql`lower(${tournaments.name}) = ${row.tournamentName.toLowerCase()}`,
        eq(tournaments.startDate, row.tournamentDate),
      ),
    )
    .orderBy(tournaments.id)
    .limit(1);
  if (found) {
    if (found.status !== 'completed')
      throw new RowProblem(
        `${row.tournamentName} (${row.tournamentDate}) has not finished yet: only completed tournaments can be imported`,
      );
    return { id: found.id, created: false };
  }
  const [created] = await tx
    .insert(tournaments)
    .values({
      name: row.tournamentName,
      status: 'completed',
      currentRound: 4,
      roundComplete: true,
      startDate: row.tournamentDate,
      endDate: addDays(row.tournamentDate, 3),
    })
    .returning({ id: tournaments.id });
  return { id: created!.id, created: true };
}

/** The tournament in the archive group: entries closed, and no platform fee (marked paid). */
export async function linkToArchive(
  tx: Tx,
  clock: Clock,
  groupId: number,
  tournamentId: number,
): Promise<void> {
  await tx
    .insert(groupTournaments)
    .values({
      groupId,
      tournamentId,
      isActive: false,
      maxEntriesPerUser: 5,
      allowMultipleEntries: true,
      paymentCompleted: true,
      paymentAmountCents: 0,
      paymentDate: clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * Whose entry the row is: an account whose owner proved the email, else the imported
 * account for the email (created without a password). An account registered with the email
 * but never proven does not get the history: whoever registered it may not own the address.
 * Proving it later brings the imported history in (modules/auth/imported-history.ts).
 */
export async function rowUser(
  tx: Tx,
  clock: Clock,
  row: CheckedRow,
): Promise<{ id: number; created: boolean }> {
  const [proven] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, row.email), isNull(users.importedAt), isNotNull(users.emailVerifiedAt)),
    );
  if (proven) return { id: proven.id, created: false };
  const [created] = await tx
    .insert(users)
    .values({
      name: row.userName,
      email: row.email,
      passwordHash: null,
      importedAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, row.email), isNotNull(users.importedAt)));
  if (!found) throw new RowProblem(`The user ${row.email} could not be found or created`);
  return { id: found.id, created: false };
}

/**
 * A golfer by name: the one golfer of that (normalised) name; among several, the one in
 * the tournament's field, else the row fails as ambiguous. A name nobody has is created
 * (past events have no field in the database to check it against).
 */
export async function rowGolfer(
  tx: Tx,
  tournamentId: number,
  raw: string,
  column: Column,
  roster: GolferNameIndex<NamedGolfer>,
  newGolfers: NamedGolfer[],
): Promise<number> {
  const match = roster.find(raw, { partial: false });
  if (match.kind === 'match') return match.golfer.id;
  if (match.kind === 'ambiguous') {
    const ids = match.candidates.map((golfer) => golfer.id);
    const inField = await tx
      .select({ id: tournamentGolfers.golferId })
      .from(tournamentGolfers)
      .where(
        and(
          eq(tournamentGolfers.tournamentId, tournamentId),
          inArray(tournamentGolfers.golferId, ids),
        ),
      );
    if (inField.length === 1) return inField[0]!.id;
    const names = match.candidates.map((golfer) => `${golfer.name} (#${golfer.id})`).join(', ');
    throw new RowProblem(`${column} "${raw}" matches several golfers: ${names}`);
  }
  const normalized = normaliseGolferName(raw);
  const pending = newGolfers.find((golfer) => normaliseGolferName(golfer.name) === normalized);
  if (pending) return pending.id;
  const [created] = await tx
    .insert(golfers)
    .values({ name: displayGolferName(raw) })
    .returning({ id: golfers.id, name: golfers.name });
  newGolfers.push(created!);
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
  if (added.length > 0)
    await tx
      .update(tournaments)
      .set({
        leaderboardVersion: sql`${tournaments.leaderboardVersion} + 1`,
        leaderboardUpdatedAt: clock.now(),
      })
      .where(eq(tournaments.id, tournamentId));
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
