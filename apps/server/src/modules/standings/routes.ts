import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, GroupTournamentParams, StandingsResponse } from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import { sendRendered } from '../../http/send-rendered';
import type { StandingsService } from './standings-service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['game'];

export const standingsRoutes: FastifyPluginAsyncZod<{ standings: StandingsService }> = async (
  app,
  { standings },
) => {
  app.get(
    '/api/pool-groups/:groupId/tournaments/:tournamentId/standings',
    {
      schema: {
        tags,
        summary:
          "The group's standings for a tournament (hidden before the first tee time); ETag and 304 supported",
        params: GroupTournamentParams,
        response: { 200: StandingsResponse, ...errors, 402: ErrorResponse },
      },
    },
    async (request, reply) => {
      const rendered = await standings.get(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
      );
      return sendRendered(request, reply, rendered, 'private, no-cache');
    },
  );
};
