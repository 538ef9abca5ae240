import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RootingResponse, StandingsResponse } from '@fairway/contract';
import { leaderboardRows, tournaments } from '../../db/schema';
import { bearer, useTestApp } from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';

const ctx = useTestApp();

const versionOf = async (tournamentId: number) =>
  (
    await ctx.database.db
      .select({ version: tournaments.leaderboardVersion })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
  )[0]!.version;

describe('figures with the same leaderboard', () => {
  it('stay put when a refresh brings nothing new; a real change moves them', async () => {
    const { owner, url, tournamentId, entryIds } = await groupOnLiveTournament(
      ctx,
      'cut_score',
      8,
      2_000,
    );
    /** The standings once this version's forecast is in: its ETag and body. */
    const read = async () => {
      await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      await ctx.app.services.forecasts.whenIdle();
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      return { etag: response.headers.etag, body: response.json<StandingsResponse>() };
    };
    const rootingUrl = url.replace(/standings$/, `entries/${entryIds[0]}/rooting`);
    const rooting = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: rootingUrl, headers: bearer(owner.token) })
      ).json<RootingResponse>();

    const version = await versionOf(tournamentId);
    const before = await read();
    expect(before.body.forecast?.upToDate).toBe(true);
    const rootingBefore = await rooting();
    expect(rootingBefore.length).toBeGreaterThan(1);
    expect(await rooting()).toEqual(rootingBefore);

    // Two refreshes of the same simulated leaderboard (the clock has not moved): nothing new.
    for (let i = 0; i < 2; i += 1) {
      const pulled = await ctx.app.services.golfSync.pullLeaderboard(tournamentId);
      expect(pulled).toMatchObject({ stored: true, changed: false, version });
      await ctx.app.services.golfSync.refreshLive();
    }
    expect(await versionOf(tournamentId)).toBe(version);
    const after = await read();
    expect(after.etag).toBe(before.etag);
    expect(after.body).toEqual(before.body);
    expect(await rooting()).toEqual(rootingBefore);

    // One golfer's holes differ from what is stored: the next pull is news, a new version.
    const [held] = await ctx.database.db
      .select()
      .from(leaderboardRows)
      .where(eq(leaderboardRows.tournamentId, tournamentId))
      .limit(1);
    await ctx.database.db
      .update(leaderboardRows)
      .set({ thru: (held!.thru + 1) % 19 })
      .where(
        and(
          eq(leaderboardRows.tournamentId, tournamentId),
          eq(leaderboardRows.golferId, held!.golferId),
        ),
      );
    const corrected = await ctx.app.services.golfSync.pullLeaderboard(tournamentId);
    expect(corrected).toMatchObject({ changed: true, version: version + 1 });

    // Play moves on: another version, and the standings with it.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 20 * 60_000));
    await ctx.app.services.golfSync.refreshLive();
    expect(await versionOf(tournamentId)).toBe(version + 2);
    await ctx.app.services.standings.lastRebuild;
    const moved = await read();
    expect(moved.etag).not.toBe(before.etag);
    expect(moved.body.tournament.lastUpdated).not.toBe(before.body.tournament.lastUpdated);
  });
});
