import { normaliseGolferName, type GolferNameIndex, type NamedGolfer } from '@fairway/domain';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { accountForImport } from '../auth';
import { addGroupTournaments } from '../game';
import {
  createCompletedTournament,
  createGolfer,
  findTournamentByName,
  inField,
} from '../tournaments';
import type { CheckedRow, Column } from './historical-rows';
import { RowProblem } from './rows';

// What a historical row finds or creates, each step inside the row's transaction
// (HistoricalImportService in historical-service.ts).

/** Found by name (any case) and start date, or created as a completed tournament. */
export async function rowTournament(
  tx: Tx,
  row: CheckedRow,
): Promise<{ id: number; created: boolean }> {
  const found = await findTournamentByName(tx, row.tournamentName, row.tournamentDate);
  if (found) {
    if (found.status !== 'completed')
      throw new RowProblem(
        `${row.tournamentName} (${row.tournamentDate}) has not finished yet: only completed tournaments can be imported`,
      );
    return { id: found.id, created: false };
  }
  const id = await createCompletedTournament(tx, {
    name: row.tournamentName,
    startDate: row.tournamentDate,
    endDate: addDays(row.tournamentDate, 3),
  });
  return { id, created: true };
}

/** The tournament in the archive group: entries closed, and no platform fee (marked paid). */
export async function linkToArchive(
  tx: Tx,
  clock: Clock,
  groupId: number,
  tournamentId: number,
): Promise<void> {
  await addGroupTournaments(tx, [
    {
      groupId,
      tournamentId,
      isActive: false,
      maxEntriesPerUser: 5,
      allowMultipleEntries: true,
      paymentCompleted: true,
      paymentAmountCents: 0,
      paymentDate: clock.now(),
    },
  ]);
}

/**
 * Whose entry the row is: the account that proved the email, else the imported account for
 * it (the rule is the accounts area's: accountForImport in modules/auth/imported-accounts.ts).
 */
export async function rowUser(
  tx: Tx,
  clock: Clock,
  row: CheckedRow,
): Promise<{ id: number; created: boolean }> {
  const account = await accountForImport(tx, clock, { email: row.email, name: row.userName });
  if (!account) throw new RowProblem(`The user ${row.email} could not be found or created`);
  return account;
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
    const playing = await inField(
      tx,
      tournamentId,
      match.candidates.map((golfer) => golfer.id),
    );
    if (playing.length === 1) return playing[0]!;
    const names = match.candidates.map((golfer) => `${golfer.name} (#${golfer.id})`).join(', ');
    throw new RowProblem(`${column} "${raw}" matches several golfers: ${names}`);
  }
  const normalized = normaliseGolferName(raw);
  const pending = newGolfers.find((golfer) => normaliseGolferName(golfer.name) === normalized);
  if (pending) return pending.id;
  const created = await createGolfer(tx, raw);
  newGolfers.push(created);
  return created.id;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
