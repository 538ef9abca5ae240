import { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { leaderboardRows, tournaments } from '../db/schema';
import { SoleLeader } from '../db/leader-lock';
import type { TestContext } from '../../test/helpers';
import { GolfDataJobs } from './jobs';
import { GolfDataStatusStore } from './status';

/** What the tests of the golf data jobs (jobs*.test.ts) share. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

interface LogLine {
  level: number;
  msg: string;
}

/** Jobs over the test app's sync, with a logger whose lines the test reads. */
export function jobsFor(
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

export async function tournamentRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row!;
}

export const boardOf = (ctx: TestContext, id: number) =>
  ctx.database.db
    .select()
    .from(leaderboardRows)
    .where(eq(leaderboardRows.tournamentId, id))
    .orderBy(asc(leaderboardRows.golferId));
