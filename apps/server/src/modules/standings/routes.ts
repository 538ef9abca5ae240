import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompactStandingsResponse,
  ErrorResponse,
  GroupTournamentParams,
  MyEntriesResponse,
  StandingsHeadResponse,
  StandingsResponse,
  STANDINGS_HEAD_ROWS,
  StandingsShapeQuery,
  routes,
} from '@fairway/contract';
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
    routes.standings.path,
    {
      schema: {
        tags,
        summary: `The group's standings for a tournament (hidden before the first tee time); ETag and 304 supported. \`?shape=compact\` lists each golfer once; \`?shape=head\` is the compact shape's first ${STANDINGS_HEAD_ROWS} rows and the number of entries in all`,
        params: GroupTournamentParams,
        querystring: StandingsShapeQuery,
        response: {
          200: z.union([StandingsResponse, CompactStandingsResponse, StandingsHeadResponse]),
          ...errors,
          402: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const rendered = await standings.get(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.query.shape ?? 'default',
      );
      return sendRendered(request, reply, rendered, 'private, no-cache');
    },
  );

  app.get(
    routes.myEntries.path,
    {
      schema: {
        tags,
        summary:
          "The caller's entries as the standings show them, best first (rank of all, chances, payout if play ended now) with each one's top golfer to root for; members only, locked like the standings, empty before the first tee time",
        params: GroupTournamentParams,
        response: { 200: MyEntriesResponse, ...errors, 402: ErrorResponse },
      },
    },
    async (request) =>
      standings.myEntries(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
      ),
  );
};
