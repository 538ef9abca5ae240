import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { tournamentGolfers } from '../db/schema';
import { seasonTournaments, useTestApp } from '../../test/helpers';
import { HOUR, jobsFor, tournamentRow } from './jobs-test-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the schedule sync', () => {
  const ctx = useTestApp();

  it('runs once a day and on demand', async () => {
    const { jobs, status } = jobsFor(ctx);
    const spy = vi.spyOn(ctx.golf, 'listTournaments');
    await jobs.runDue();
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await status.read()).lastScheduleSync).toBe(ctx.clock.now().toISOString());

    ctx.clock.advance(23 * HOUR);
    await jobs.runDue();
    expect(spy).toHaveBeenCalledTimes(1);

    ctx.clock.advance(2 * HOUR);
    await jobs.runDue();
    expect(spy).toHaveBeenCalledTimes(2);

    expect(await jobs.syncSchedule(2026)).toBe(5);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('keeps statuses moving forward only', async () => {
    const { jobs } = jobsFor(ctx);
    const { active } = await seasonTournaments(ctx.app);
    const row = await tournamentRow(ctx, active.id);
    const schedule = await ctx.golf.listTournaments();
    vi.spyOn(ctx.golf, 'listTournaments').mockResolvedValue(
      schedule.map((item) =>
        item.externalId === row.externalId
          ? { ...item, status: 'upcoming', currentRound: 0 }
          : item,
      ),
    );
    await jobs.syncSchedule();
    expect(await tournamentRow(ctx, active.id)).toMatchObject({
      status: 'active',
      currentRound: row.currentRound,
    });
  });

  it('keeps odds the platform admin entered and fills in missing ones', async () => {
    const { jobs } = jobsFor(ctx);
    const { farther } = await seasonTournaments(ctx.app);
    const field = await ctx.database.db
      .select()
      .from(tournamentGolfers)
      .where(eq(tournamentGolfers.tournamentId, farther.id))
      .orderBy(asc(tournamentGolfers.golferId));
    const [edited, cleared] = field;
    const setOdds = (golferId: number, odds: number | null) =>
      ctx.database.db
        .update(tournamentGolfers)
        .set({ odds })
        .where(
          and(
            eq(tournamentGolfers.tournamentId, farther.id),
            eq(tournamentGolfers.golferId, golferId),
          ),
        );
    await setOdds(edited!.golferId, 7.5);
    await setOdds(cleared!.golferId, null);
    await jobs.syncSchedule();
    const after = await ctx.database.db
      .select()
      .from(tournamentGolfers)
      .where(eq(tournamentGolfers.tournamentId, farther.id))
      .orderBy(asc(tournamentGolfers.golferId));
    expect(after.find((g) => g.golferId === edited!.golferId)?.odds).toBe(7.5);
    expect(after.find((g) => g.golferId === cleared!.golferId)?.odds).toBe(cleared!.odds);
  });
});

describe('the job loop', () => {
  const ctx = useTestApp();

  it('leads alone on the embedded database, runs on its interval, and stops cleanly', async () => {
    const { jobs, lines } = jobsFor(ctx, { updateIntervalMs: 40, leaderCheckMs: 10 });
    const spy = vi.spyOn(ctx.golf, 'getLeaderboard');
    expect(jobs.isLeader).toBe(false);
    jobs.start();
    await vi.waitFor(() => expect(spy.mock.calls.length).toBeGreaterThanOrEqual(3), {
      timeout: 3000,
    });
    expect(jobs.isLeader).toBe(true);
    expect((await jobs.status()).leader).toBe(true);
    await jobs.stop();
    expect(jobs.isLeader).toBe(false);
    const calls = spy.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(spy.mock.calls.length).toBe(calls);
    expect(lines.map((line) => line.msg)).toContain(
      'golf data jobs: this instance leads (schedule sync and live updates)',
    );
  });

  it('is stopped when the app closes', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      golf: ctx.golf,
      clock: ctx.clock,
    });
    const jobs = app.services.golfJobs;
    jobs.start();
    await vi.waitFor(() => expect(jobs.isLeader).toBe(true), { timeout: 3000 });
    await app.close();
    expect(jobs.isLeader).toBe(false);
  });
});
