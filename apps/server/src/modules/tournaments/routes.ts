import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  GolfersByTierResponse,
  LeaderboardResponse,
  PositiveId,
  TournamentSummary,
  routes,
} from '@fairway/contract';
import { sendRendered } from '../../http/send-rendered';
import type { TournamentService } from './service';

const TournamentParams = z.object({ id: PositiveId });

export const tournamentRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentService }> = async (
  app,
  { tournaments },
) => {
  app.get(
    routes.tournaments.path,
    {
      config: { public: true },
      schema: {
        tags: ['tournaments'],
        summary: 'The season: every tournament, upcoming, live and completed',
        response: { 200: z.array(TournamentSummary) },
      },
    },
    async () => tournaments.list(),
  );

  app.get(
    routes.leaderboard.path,
    {
      config: { public: true },
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's live or final leaderboard; ETag and 304 supported",
        params: TournamentParams,
        response: { 200: LeaderboardResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      sendRendered(
        request,
        reply,
        await tournaments.leaderboard(request.params.id),
        'public, no-cache',
      ),
  );

  app.get(
    routes.golfersByTier.path,
    {
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's pick tiers, best odds first",
        params: TournamentParams,
        response: {
          200: GolfersByTierResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => tournaments.golfersByTier(request.params.id),
  );
};
