import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@fairway/contract';
import type { GolfDataSync } from '../../golf-data/sync';
import { invalidInput } from '../../lib/domain-errors';
import { ManualClock, type Clock } from '../../lib/clock';
import type { NoticesJob } from '../notices';

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
}> = async (app, { clock, golfSync, noticesJob }) => {
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
};
