import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupTournaments } from '../../db/schema';
import type { GolfDataSync } from '../../golf-data/sync';
import type { EventBus } from '../events/bus';

/**
 * The feed's writes are the golf data's own (golf-data/sync.ts stores the rows and moves the
 * tournament's leaderboard version in one transaction); once one is stored, every group playing
 * that tournament hears "standings changed" with the new version, on every instance, and the
 * standings read model rebuilds what its readers were reading.
 */
export function announceLeaderboardUpdates(db: Db, sync: GolfDataSync, events: EventBus): void {
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
