import { and, eq, isNotNull } from 'drizzle-orm';
import type { PoolType } from '@fairway/domain';
import { entries, groupTournaments, tournamentGolfers } from '../src/db/schema';
import {
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  type TestContext,
  type TestUser,
} from './helpers';

/**
 * A group playing the season's live tournament with one entry per member, placed directly (its
 * deadline has passed). Picks are spread across the tiers, so some entries hold golfers who
 * missed the cut; `entryFeeCents` puts money in the pool.
 */
export async function groupOnLiveTournament(
  ctx: TestContext,
  poolType: PoolType,
  players: number,
  entryFeeCents = 0,
) {
  const owner = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, owner);
  const members: TestUser[] = [owner];
  for (let i = 1; i < players; i += 1) {
    const member = await registerUser(ctx.app);
    await joinGroup(ctx.app, member, group.inviteCode);
    members.push(member);
  }
  const { active } = await seasonTournaments(ctx.app);
  await ctx.database.db
    .insert(groupTournaments)
    .values({ groupId: group.id, tournamentId: active.id, poolType, entryFeeCents });
  const field = await ctx.database.db
    .select()
    .from(tournamentGolfers)
    .where(and(eq(tournamentGolfers.tournamentId, active.id), isNotNull(tournamentGolfers.tier)));
  const tier = (n: number) => field.filter((g) => g.tier === n).map((g) => g.golferId);
  const created = await ctx.database.db
    .insert(entries)
    .values(
      members.map((member, i) => ({
        groupId: group.id,
        tournamentId: active.id,
        userId: member.user.id,
        tier1GolferId: tier(1)[i % tier(1).length]!,
        tier2GolferId: tier(2)[(i * 3) % tier(2).length]!,
        tier3GolferId: tier(3)[(i * 5) % tier(3).length]!,
        tier4GolferId1: tier(4)[(i * 7) % tier(4).length]!,
        tier4GolferId2: tier(4)[(i * 7 + tier(4).length - 1) % tier(4).length]!,
        tiebreaker: -10 - i,
      })),
    )
    .returning({ id: entries.id });
  return {
    owner,
    members,
    group,
    tournamentId: active.id,
    entryIds: created.map((row) => row.id),
    url: `/api/pool-groups/${group.id}/tournaments/${active.id}/standings`,
  };
}
