import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupTournaments } from '../../db/schema';
import type { GroupTournamentRecord } from './store';

/**
 * The group tournament columns the platform fee writes (modules/billing decides the fee,
 * modules/card-payments takes the payment); the game area owns the rows.
 */

/** Marks the group's tournament paid, unless it already is. */
export async function recordFeePaid(
  tx: Db | Tx,
  paid: { groupId: number; tournamentId: number; amountCents: number; at: Date },
): Promise<void> {
  await tx
    .update(groupTournaments)
    .set({ paymentCompleted: true, paymentAmountCents: paid.amountCents, paymentDate: paid.at })
    .where(
      and(
        eq(groupTournaments.groupId, paid.groupId),
        eq(groupTournaments.tournamentId, paid.tournamentId),
        eq(groupTournaments.paymentCompleted, false),
      ),
    );
}

/** The groups playing a tournament whose members at its start are not written down yet. */
export function awaitingMembersAtStart(
  tx: Db | Tx,
  tournamentId: number,
): Promise<GroupTournamentRecord[]> {
  return tx
    .select()
    .from(groupTournaments)
    .where(
      and(eq(groupTournaments.tournamentId, tournamentId), isNull(groupTournaments.membersAtStart)),
    );
}

/**
 * Writes down each group's members at the start of a tournament (group id → count), in one
 * statement; a group whose count is already written keeps it.
 */
export async function recordMembersAtStart(
  tx: Db | Tx,
  tournamentId: number,
  counts: ReadonlyMap<number, number>,
): Promise<void> {
  if (counts.size === 0) return;
  const byGroup = [...counts].map(([groupId, n]) => sql`when ${groupId}::int then ${n}::int`);
  await tx
    .update(groupTournaments)
    .set({
      membersAtStart: sql`case ${groupTournaments.groupId} ${sql.join(byGroup, sql` `)} end`,
    })
    .where(
      and(
        eq(groupTournaments.tournamentId, tournamentId),
        inArray(groupTournaments.groupId, [...counts.keys()]),
        isNull(groupTournaments.membersAtStart),
      ),
    );
}
