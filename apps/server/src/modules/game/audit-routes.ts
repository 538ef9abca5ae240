import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  GroupTournamentChangesResponse,
  GroupTournamentParams,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { SettingsAudit } from './settings-audit';

export const settingsAuditRoutes: FastifyPluginAsyncZod<{ audit: SettingsAudit }> = async (
  app,
  { audit },
) => {
  app.get(
    routes.groupTournamentAudit.path,
    {
      schema: {
        tags: ['game'],
        summary:
          "Changes to the tournament's fee, payouts, pool type and rules since its first tee time, newest first",
        params: GroupTournamentParams,
        response: {
          200: GroupTournamentChangesResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) =>
      audit.list(requireUserId(request), request.params.groupId, request.params.tournamentId),
  );
};
