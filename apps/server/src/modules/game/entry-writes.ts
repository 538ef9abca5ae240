import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';

/**
 * Entries and group tournaments written in bulk, for writers outside the entry screens: the
 * CSV imports and the demo seed. Each call writes its rows in one statement.
 */

export type EntryRecord = typeof entries.$inferSelect;
export type NewEntry = typeof entries.$inferInsert;
export type NewGroupTournament = typeof groupTournaments.$inferInsert;

/**
 * Locks a group tournament's row until the transaction ends: writers of its entries take
 * turns, so two of them cannot both pass the per-member limit.
 */
export async function lockGroupTournament(tx: Tx, groupTournamentId: number): Promise<void> {
  await tx
    .select({ id: groupTournaments.id })
    .from(groupTournaments)
    .where(eq(groupTournaments.id, groupTournamentId))
    .for('update');
}

/** A player's entries for a tournament: in one group, or in every group when none is given. */
export async function playerEntries(
  db: Db | Tx,
  player: { userId: number; tournamentId: number; groupId?: number },
): Promise<EntryRecord[]> {
  return db
    .select()
    .from(entries)
    .where(
      and(
        player.groupId === undefined ? undefined : eq(entries.groupId, player.groupId),
        eq(entries.tournamentId, player.tournamentId),
        eq(entries.userId, player.userId),
      ),
    );
}

export async function addEntries(tx: Tx, rows: readonly NewEntry[]): Promise<void> {
  if (rows.length > 0) await tx.insert(entries).values([...rows]);
}

/** Adds tournaments to groups; a tournament the group already plays is left as it is. */
export async function addGroupTournaments(
  tx: Tx,
  links: readonly NewGroupTournament[],
): Promise<void> {
  if (links.length > 0)
    await tx
      .insert(groupTournaments)
      .values([...links])
      .onConflictDoNothing();
}
