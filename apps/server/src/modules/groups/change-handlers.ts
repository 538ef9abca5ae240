import { eq } from 'drizzle-orm';
import { groupMembers } from '../../db/schema';
import type { LiveWrites } from '../live';

/**
 * Groups' part in the change map (modules/live): a player's name shows in the members lists and
 * dashboards of every group they belong to.
 */
export function groupsOnChanges(live: LiveWrites): void {
  live.changes.on(
    'player',
    { name: 'groups of a player', phase: 'in-transaction' },
    async (players, { tx, changed }) => {
      for (const { userId } of players) {
        const rows = await tx
          .select({ groupId: groupMembers.groupId })
          .from(groupMembers)
          .where(eq(groupMembers.userId, userId));
        for (const { groupId } of rows) changed({ kind: 'members', groupId });
      }
    },
  );
}
