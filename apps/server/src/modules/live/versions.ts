import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { entries, groupMembers, groupTournaments } from '../../db/schema';

interface GroupTournamentKey {
  groupId: number;
  tournamentId: number;
}

/**
 * Bumps each group tournament's version, in the writer's transaction: remembered standings and
 * entries are keyed by it, so a committed change is never served from an older memory, on any
 * instance, even one that missed the announcement.
 */
export async function bumpVersions(tx: Tx, keys: readonly GroupTournamentKey[]): Promise<void> {
  if (keys.length === 0) return;
  const pairs = sql.join(
    keys.map(({ groupId, tournamentId }) => sql`(${groupId}::int, ${tournamentId}::int)`),
    sql`, `,
  );
  await tx
    .update(groupTournaments)
    .set({ version: sql`${groupTournaments.version} + 1` })
    .where(sql`(${groupTournaments.groupId}, ${groupTournaments.tournamentId}) in (${pairs})`);
}

/** The group tournaments a player entered: their name shows in those standings. */
export function enteredBy(tx: Tx, userId: number): Promise<GroupTournamentKey[]> {
  return tx
    .selectDistinct({ groupId: entries.groupId, tournamentId: entries.tournamentId })
    .from(entries)
    .where(eq(entries.userId, userId));
}

/** The groups a player belongs to: their name shows in those members lists and dashboards. */
export async function groupsOf(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return rows.map((row) => row.groupId);
}
