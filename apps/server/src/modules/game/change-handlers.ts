import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ChangeOf, LiveWrites } from '../live';
import { findTournaments } from '../tournaments';
import { groupsPlaying } from './groups-playing';
import { decideFeesAtStart } from './platform-fee';

/**
 * Game's part in the change map (modules/live): it keeps the group tournaments' versions, says
 * which group tournaments show a player (their entries), decides the platform fees when a
 * stored leaderboard shows play has begun, and tells every group playing a tournament of its
 * new leaderboard.
 */
export function gameOnChanges(live: LiveWrites, clock: Clock): void {
  live.changes.keepVersions('group-tournament', bumpVersions);
  live.changes.on(
    'player',
    { name: 'entries of a player', phase: 'in-transaction' },
    async (players, { tx, changed }) => {
      for (const { userId } of players)
        for (const key of await enteredBy(tx, userId))
          changed({ kind: 'group-tournament', ...key });
    },
  );
  // Each group's platform fee is decided by its size at the start (docs/rules.md, "The platform
  // fee"), before the groups hear of the leaderboard that started play.
  live.changes.on(
    'leaderboard',
    { name: 'fees at the start', phase: 'in-transaction', order: 0 },
    async (boards, { tx }) => {
      const now = clock.now();
      const started = await findTournaments(
        tx,
        boards.map((board) => board.tournamentId),
      );
      for (const tournament of started.values()) await decideFeesAtStart(tx, tournament, now);
    },
  );
  live.changes.on(
    'leaderboard',
    { name: 'groups playing', phase: 'in-transaction', order: 10 },
    async (boards, { tx, changed }) => {
      for (const { tournamentId, version } of boards)
        for (const { groupId } of await groupsPlaying(tx, tournamentId))
          changed({ kind: 'group-leaderboard', groupId, tournamentId, version });
    },
  );
}

/**
 * Moves each group tournament's version, in the writer's transaction: remembered standings and
 * entries are keyed by it, so a committed change is never served from an older memory, on any
 * instance, even one that missed the announcement.
 */
async function bumpVersions(tx: Tx, keys: readonly ChangeOf<'group-tournament'>[]): Promise<void> {
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
const enteredBy = (tx: Tx, userId: number) =>
  tx
    .selectDistinct({ groupId: entries.groupId, tournamentId: entries.tournamentId })
    .from(entries)
    .where(eq(entries.userId, userId));
