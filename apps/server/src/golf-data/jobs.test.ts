import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTournaments, TEST_NOW, useTestApp } from '../../test/helpers';
import { boardOf, HOUR, jobsFor, MINUTE, tournamentRow } from './jobs-test-helpers';

/** Live updates and failures; the schedule sync and the job loop are in jobs-schedule.test.ts. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live updates through a tournament', () => {
  const ctx = useTestApp();

  it('moves a tournament upcoming -> active -> completed as the clock moves, then freezes it', async () => {
    const { jobs } = jobsFor(ctx);
    const { nearer } = await seasonTournaments(ctx.app);
    const externalId = (await tournamentRow(ctx, nearer.id)).externalId!;
    const firstTee = ctx.golf.firstTeeTime(externalId).getTime();
    const finish = ctx.golf.finishTime(externalId).getTime();

    ctx.clock.set(new Date(firstTee - MINUTE));
    let report = await jobs.runLiveUpdate();
    expect(report.updated).not.toContain(nearer.id);
    expect((await tournamentRow(ctx, nearer.id)).status).toBe('upcoming');

    ctx.clock.set(new Date(firstTee + 30 * MINUTE));
    report = await jobs.runLiveUpdate();
    expect(report).toMatchObject({ failed: [] });
    expect(report.updated).toContain(nearer.id);
    const started = await tournamentRow(ctx, nearer.id);
    expect(started).toMatchObject({ status: 'active', currentRound: 1, finalizedAt: null });

    ctx.clock.set(new Date(firstTee + 26 * HOUR));
    await jobs.runLiveUpdate();
    expect(await tournamentRow(ctx, nearer.id)).toMatchObject({
      status: 'active',
      currentRound: 2,
    });

    ctx.clock.set(new Date(finish + MINUTE));
    report = await jobs.runLiveUpdate();
    expect(report.updated).toContain(nearer.id);
    const done = await tournamentRow(ctx, nearer.id);
    expect(done.status).toBe('completed');
    expect(done.finalizedAt).toEqual(ctx.clock.now());
    const board = await boardOf(ctx, nearer.id);
    expect(board.length).toBeGreaterThan(0);

    // Later rounds of the job no longer touch it: it is not due, and the provider is not asked.
    const spy = vi.spyOn(ctx.golf, 'getLeaderboard');
    ctx.clock.advance(2 * HOUR);
    report = await jobs.runLiveUpdate();
    expect(report.updated).not.toContain(nearer.id);
    expect(spy).not.toHaveBeenCalledWith(externalId);
    expect(await tournamentRow(ctx, nearer.id)).toEqual(done);
    expect(await boardOf(ctx, nearer.id)).toEqual(board);
  });

  it('never rewrites a completed tournament, even when a later sync reports it differently', async () => {
    const { jobs } = jobsFor(ctx);
    const { completed } = await seasonTournaments(ctx.app);
    const id = completed[0]!.id;
    const before = await tournamentRow(ctx, id);
    const boardBefore = await boardOf(ctx, id);
    expect(before.finalizedAt).not.toBeNull();

    // The provider now claims the event is live again, renamed, with a new field and a new board.
    const schedule = await ctx.golf.listTournaments();
    vi.spyOn(ctx.golf, 'listTournaments').mockResolvedValue(
      schedule.map((item) =>
        item.externalId === before.externalId
          ? { ...item, name: 'Renamed Open', status: 'active', currentRound: 2 }
          : item,
      ),
    );
    const fieldSpy = vi.spyOn(ctx.golf, 'getField');
    const boardSpy = vi.spyOn(ctx.golf, 'getLeaderboard');

    await jobs.syncSchedule();
    const update = await jobs.updateTournament(id);

    expect(update).toMatchObject({
      stored: false,
      finalized: true,
      version: before.leaderboardVersion,
    });
    expect(fieldSpy).not.toHaveBeenCalledWith(before.externalId);
    expect(boardSpy).not.toHaveBeenCalledWith(before.externalId);
    expect(await tournamentRow(ctx, id)).toEqual(before);
    expect(await boardOf(ctx, id)).toEqual(boardBefore);
  });
});

describe('an update that brings nothing new', () => {
  const ctx = useTestApp();

  it('writes nothing and keeps the version, yet counts as a successful update', async () => {
    const { jobs, status } = jobsFor(ctx);
    const { active } = await seasonTournaments(ctx.app);
    const before = await tournamentRow(ctx, active.id);
    const boardBefore = await boardOf(ctx, active.id);
    // The season was stored at this very moment: the provider answers the same leaderboard.
    ctx.clock.advance(1_000);
    const report = await jobs.runLiveUpdate();
    expect(report).toMatchObject({ updated: [active.id], failed: [] });
    // Not even "last updated": that is when the leaderboard last changed.
    expect(await tournamentRow(ctx, active.id)).toEqual(before);
    expect(await boardOf(ctx, active.id)).toEqual(boardBefore);
    // The feed is healthy all the same: a quiet night between rounds is no outage.
    expect((await status.read()).lastSuccessfulUpdate).toBe(ctx.clock.now().toISOString());
  });
});

describe('a failing provider', () => {
  const ctx = useTestApp();

  it('is logged in one line and recorded; the next round succeeds', async () => {
    const { jobs, lines, status } = jobsFor(ctx);
    const { active } = await seasonTournaments(ctx.app);
    const versionBefore = (await tournamentRow(ctx, active.id)).leaderboardVersion;
    vi.spyOn(ctx.golf, 'getLeaderboard').mockRejectedValueOnce(
      new Error('ESPN leaderboard answered 503\nService Unavailable'),
    );

    const failed = await jobs.runLiveUpdate();
    expect(failed).toEqual({
      updated: [],
      failed: [
        { tournamentId: active.id, message: 'ESPN leaderboard answered 503 Service Unavailable' },
      ],
    });
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe(
      `golf data (simulator): update of tournament ${active.id} failed: ESPN leaderboard answered 503 Service Unavailable`,
    );
    expect((await tournamentRow(ctx, active.id)).leaderboardVersion).toBe(versionBefore);
    const afterFailure = await status.read();
    expect(afterFailure.lastError).toEqual({
      message: 'ESPN leaderboard answered 503 Service Unavailable',
      at: TEST_NOW.toISOString(),
      tournamentId: active.id,
    });

    // Far enough on for play to have moved (an unchanged leaderboard keeps its version).
    ctx.clock.advance(20 * MINUTE);
    const next = await jobs.runLiveUpdate();
    expect(next).toEqual({ updated: [active.id], failed: [] });
    expect((await tournamentRow(ctx, active.id)).leaderboardVersion).toBe(versionBefore + 1);
    const recovered = await status.read();
    expect(recovered.lastSuccessfulUpdate).toBe(ctx.clock.now().toISOString());
    // The last error stays visible (older than the last success).
    expect(recovered.lastError?.tournamentId).toBe(active.id);
  });

  it('does not stop the other tournaments from updating', async () => {
    const { jobs } = jobsFor(ctx);
    const { active, nearer } = await seasonTournaments(ctx.app);
    const activeExternal = (await tournamentRow(ctx, active.id)).externalId!;
    const nearerExternal = (await tournamentRow(ctx, nearer.id)).externalId!;
    // Both are due once the nearer one's first tee time has passed.
    ctx.clock.set(new Date(ctx.golf.firstTeeTime(nearerExternal).getTime() + MINUTE));
    const real = ctx.golf.getLeaderboard.bind(ctx.golf);
    vi.spyOn(ctx.golf, 'getLeaderboard').mockImplementation(async (externalId) => {
      if (externalId === activeExternal) throw new Error('timeout after 10000 ms');
      return real(externalId);
    });
    const report = await jobs.runLiveUpdate();
    expect(report.failed).toEqual([{ tournamentId: active.id, message: 'timeout after 10000 ms' }]);
    expect(report.updated).toContain(nearer.id);
  });

  it('keeps a failed schedule sync from stopping the live update', async () => {
    const { jobs, lines } = jobsFor(ctx);
    vi.spyOn(ctx.golf, 'listTournaments').mockRejectedValueOnce(new Error('ECONNRESET'));
    const report = await jobs.runDue();
    expect(report.failed).toEqual([]);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'golf data (simulator): schedule sync failed: ECONNRESET',
    ]);
  });
});
