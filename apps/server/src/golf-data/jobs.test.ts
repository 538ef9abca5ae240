import { Writable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { leaderboardRows, tournamentGolfers, tournaments } from '../db/schema';
import { seasonTournaments, TEST_NOW, useTestApp, type TestContext } from '../../test/helpers';
import { GolfDataJobs } from './jobs';
import { SoleLeader } from '../db/leader-lock';
import { GolfDataStatusStore } from './status';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface LogLine {
  level: number;
  msg: string;
}

/** Jobs over the test app's sync, with a logger whose lines the test reads. */
function jobsFor(
  ctx: TestContext,
  options: { updateIntervalMs?: number; leaderCheckMs?: number } = {},
) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const status = new GolfDataStatusStore(ctx.database.db);
  const jobs = new GolfDataJobs({
    sync: ctx.app.services.golfSync,
    status,
    lock: new SoleLeader(),
    provider: 'simulator',
    clock: ctx.clock,
    log: pino({ level: 'info' }, sink),
    updateIntervalMs: options.updateIntervalMs ?? 60_000,
    leaderCheckMs: options.leaderCheckMs ?? 5_000,
  });
  return { jobs, lines, status };
}

async function tournamentRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row!;
}

const boardOf = (ctx: TestContext, id: number) =>
  ctx.database.db
    .select()
    .from(leaderboardRows)
    .where(eq(leaderboardRows.tournamentId, id))
    .orderBy(asc(leaderboardRows.golferId));

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

    ctx.clock.advance(MINUTE);
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
