import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyGolfersResponse } from '@fairway/contract';
import {
  entries,
  golfers,
  groupTournaments,
  tournamentGolfers,
  tournaments,
} from '../../db/schema';
import { apiCaller, createGroup, registerUser, useTestApp } from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';
import { withWithdrawals } from '../../golf-data/simulator/withdrawals';

/** The leaderboard's marks: the golfers who count for the caller (docs/rules.md, "Leaderboard"). */
let provider: ReturnType<typeof withWithdrawals>;
const ctx = useTestApp({ provider: (simulator) => (provider = withWithdrawals(simulator)) });
const call = apiCaller(ctx);

const picksOf = async (entryId: number) =>
  (await ctx.database.db.select().from(entries).where(eq(entries.id, entryId)))[0]!;

const myGolfers = async (token: string, tournamentId: number) =>
  (await call<MyGolfersResponse>('GET', `/api/tournament/${tournamentId}/my-golfers`, token)).body;

describe('GET /api/tournament/{id}/my-golfers', () => {
  it("lists the golfers of the caller's entries in all their groups, with how many entries hold each", async () => {
    const live = await groupOnLiveTournament(ctx, 'cut_score', 2);
    const first = await picksOf(live.entryIds[0]!);
    // The owner plays a second group too, with an entry sharing two golfers with the first.
    const second = await createGroup(ctx.app, live.owner);
    await ctx.database.db
      .insert(groupTournaments)
      .values({ groupId: second.id, tournamentId: live.tournamentId });
    const other = await picksOf(live.entryIds[1]!);
    await ctx.database.db.insert(entries).values({
      ...{ groupId: second.id, tournamentId: live.tournamentId, userId: live.owner.user.id },
      tier1GolferId: first.tier1GolferId,
      tier2GolferId: first.tier2GolferId,
      tier3GolferId: other.tier3GolferId,
      tier4GolferId1: other.tier4GolferId1,
      tier4GolferId2: other.tier4GolferId2,
    });

    const { golfers: mine } = await myGolfers(live.owner.token, live.tournamentId);
    const count = new Map(mine.map((golfer) => [golfer.golferId, golfer.entries]));
    expect(count.get(first.tier1GolferId)).toBe(2);
    expect(count.get(first.tier2GolferId)).toBe(2);
    expect(count.get(first.tier4GolferId2)).toBe(1);
    expect(count.get(other.tier3GolferId)).toBe(1);
    expect(mine).toHaveLength(8);
    // The other member's picks are theirs alone; a stranger has none; no sign-in, no answer.
    const theirs = (await myGolfers(live.members[1]!.token, live.tournamentId)).golfers;
    expect(theirs.map((golfer) => golfer.golferId).sort()).toEqual(
      [
        other.tier1GolferId,
        other.tier2GolferId,
        other.tier3GolferId,
        other.tier4GolferId1,
        other.tier4GolferId2,
      ].sort(),
    );
    const stranger = await registerUser(ctx.app);
    expect(await myGolfers(stranger.token, live.tournamentId)).toEqual({ golfers: [] });
    const signedOut = await call('GET', `/api/tournament/${live.tournamentId}/my-golfers`);
    expect(signedOut.status).toBe(401);
  });

  it('counts an alternate who came in instead of the golfer they replaced, where alternates are on', async () => {
    const live = await groupOnLiveTournament(ctx, 'cut_score', 1);
    const entry = await picksOf(live.entryIds[0]!);
    const db = ctx.database.db;
    const tierFour = await db
      .select({ id: tournamentGolfers.golferId })
      .from(tournamentGolfers)
      .where(
        and(eq(tournamentGolfers.tournamentId, live.tournamentId), eq(tournamentGolfers.tier, 4)),
      );
    // Stored directly: the deadline has passed.
    const alternate = tierFour.find(
      ({ id }) => id !== entry.tier4GolferId1 && id !== entry.tier4GolferId2,
    )!.id;
    await db.update(entries).set({ alternateGolferId: alternate }).where(eq(entries.id, entry.id));
    const [withdrawn] = await db.select().from(golfers).where(eq(golfers.id, entry.tier2GolferId));
    const [tournament] = await db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, live.tournamentId));
    provider.withdraw(tournament!.externalId!, withdrawn!.externalId!);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 5 * 60_000));
    await ctx.app.services.golfSync.refreshLive();

    const ids = async () =>
      (await myGolfers(live.owner.token, live.tournamentId)).golfers.map((g) => g.golferId);
    // Alternates off in this group: the picks as they are.
    expect(await ids()).toContain(entry.tier2GolferId);
    expect(await ids()).not.toContain(alternate);
    await db
      .update(groupTournaments)
      .set({ allowAlternate: true })
      .where(eq(groupTournaments.groupId, live.group.id));
    expect(await ids()).toContain(alternate);
    expect(await ids()).not.toContain(entry.tier2GolferId);
  });
});
