import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupTournaments } from '../../db/schema';
import type { GolfDataSync } from '../../golf-data/sync';
import type { EventBus } from '../events/bus';

/**
 * A group's tournament changed (entries, settings, payment): members' screens refetch its
 * standings, and every instance forgets what it remembered of it. Call after the change is
 * committed.
 */
export function announceGroupTournamentChange(
  events: EventBus,
  groupId: number,
  tournamentId: number,
): Promise<void> {
  return events.publish(groupId, { type: 'standings', data: { tournamentId } });
}

/**
 * A tournament was taken out of a group: screens refetch (and find it gone), and every
 * instance forgets what it remembered of it at once (events/forget-group-keys.ts).
 */
export function announceTournamentRemoved(
  events: EventBus,
  groupId: number,
  tournamentId: number,
): Promise<void> {
  return events.publish(groupId, { type: 'standings', data: { tournamentId, removed: true } });
}

/** Announces several changed group tournaments (a renamed player's), one event per tournament. */
export async function announceGroupTournamentChanges(
  events: EventBus,
  changed: readonly { groupId: number; tournamentId: number }[],
): Promise<void> {
  const groupsByTournament = new Map<number, number[]>();
  for (const { groupId, tournamentId } of changed)
    groupsByTournament.set(tournamentId, [
      ...(groupsByTournament.get(tournamentId) ?? []),
      groupId,
    ]);
  for (const [tournamentId, groupIds] of groupsByTournament)
    await events.publishToGroups(groupIds, { type: 'standings', data: { tournamentId } });
}

/** When a leaderboard moves, every group playing that tournament hears "standings changed". */
export function announceStandingsChanges(db: Db, sync: GolfDataSync, events: EventBus): void {
  sync.onLeaderboardStored(async (tournamentId, version) => {
    const playing = await db
      .select({ groupId: groupTournaments.groupId })
      .from(groupTournaments)
      .where(eq(groupTournaments.tournamentId, tournamentId));
    await events.publishToGroups(
      playing.map((row) => row.groupId),
      { type: 'standings', data: { tournamentId, version } },
    );
  });
}
