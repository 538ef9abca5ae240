import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import type { GolfDataProvider } from '../../golf-data/provider';
import type { WithdrawingProvider } from '../../golf-data/simulator';
import type { GolfDataSync } from '../../golf-data/sync';
import { invalidInput } from '../../lib/domain-errors';
import { ManualClock, type Clock } from '../../lib/clock';
import type { NoticesJob } from '../notices';
import { findGolfer, findTournament } from '../tournaments';

const WithdrawBody = z.object({ tournamentId: z.number().int(), golferId: z.number().int() });

const ClockBody = z.object({
  /** Move the clock forward by this many milliseconds... */
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(60 * 86_400_000)
    .optional(),
  /** ...or set it to this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
});

/**
 * POST /api/test/clock: browser tests move the server's clock (and refresh live
 * leaderboards and send the reminders due at once). Registered only with TEST_HOOKS=1, which production refuses.
 */
export const testHookRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  golfSync: GolfDataSync;
  noticesJob: NoticesJob;
  golf: GolfDataProvider;
  db: Db;
}> = async (app, { clock, golfSync, noticesJob, golf, db }) => {
  app.post(
    '/api/test/clock',
    {
      config: { public: true },
      schema: {
        hide: true,
        body: ClockBody,
        response: { 200: z.object({ now: z.string() }), 400: ErrorResponse },
      },
    },
    async (request) => {
      if (!(clock instanceof ManualClock)) throw invalidInput('The server clock cannot be moved');
      if (request.body.to) clock.set(new Date(request.body.to));
      if (request.body.advanceMs) clock.advance(request.body.advanceMs);
      await golfSync.refreshLive();
      // Reminders due at the new time go now, not at the next minute's check.
      await noticesJob.runNow();
      return { now: clock.now().toISOString() };
    },
  );

  // POST /api/test/withdraw: a golfer withdraws from a tournament before hitting a shot (the
  // simulator's own withdrawals at the tee are drawn, not chosen), and live leaderboards refresh.
  app.post(
    '/api/test/withdraw',
    {
      config: { public: true },
      schema: {
        hide: true,
        body: WithdrawBody,
        response: { 200: z.object({ withdrawn: z.string() }), 400: ErrorResponse },
      },
    },
    async (request) => {
      if (!('withdraw' in golf)) throw invalidInput('This golf data cannot withdraw a golfer');
      const [tournament, golfer] = await Promise.all([
        findTournament(db, request.body.tournamentId),
        findGolfer(db, request.body.golferId),
      ]);
      if (!tournament?.externalId || !golfer?.externalId)
        throw invalidInput('No such tournament or golfer');
      (golf as WithdrawingProvider).withdraw(tournament.externalId, golfer.externalId);
      await golfSync.refreshLive();
      return { withdrawn: golfer.name };
    },
  );
};
