import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EntryChancesResponse,
  EntryParams,
  ErrorResponse,
  RootingResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { StandingsService } from './standings-service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
const tags = ['game'];

/** An entry's forecast beyond the standings row: whom to root for, and its chance by round. */
export const forecastRoutes: FastifyPluginAsyncZod<{ standings: StandingsService }> = async (
  app,
  { standings },
) => {
  app.get(
    routes.entryRooting.path,
    {
      schema: {
        tags,
        summary:
          "The golfers (held or not) whose finish moves the entry's chance to win most, largest swing first; members, from the first tee time",
        params: EntryParams,
        response: { 200: RootingResponse, ...errors },
      },
    },
    async (request) => {
      const { groupId, tournamentId, entryId } = request.params;
      return standings.rooting(requireUserId(request), groupId, tournamentId, entryId);
    },
  );

  app.get(
    routes.entryChances.path,
    {
      schema: {
        tags,
        summary: "The entry's chance to win at the end of each round so far (members)",
        params: EntryParams,
        response: { 200: EntryChancesResponse, ...errors },
      },
    },
    async (request) => {
      const { groupId, tournamentId, entryId } = request.params;
      return {
        rounds: await standings.chances(requireUserId(request), groupId, tournamentId, entryId),
      };
    },
  );
};
