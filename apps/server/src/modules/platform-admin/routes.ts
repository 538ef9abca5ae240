import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DebugEnvResponse,
  ErrorResponse,
  GolfDataErrorResponse,
  GolfDataStatusResponse,
  RunUpdateBody,
  RunUpdateResponse,
  SyncTournamentsBody,
  SyncTournamentsResponse,
  routes,
} from '@fairway/contract';
import { requirePlatformAdmin } from '../../http/require-platform-admin';
import type { PlatformAdminService } from './service';

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const tags = ['platform admin'];

/** The platform administrator's golf data controls and configuration view (user 1 only). */
export const platformAdminRoutes: FastifyPluginAsyncZod<{ admin: PlatformAdminService }> = async (
  app,
  { admin },
) => {
  // Before the body is validated, so nobody but user 1 learns anything from these routes.
  app.addHook('preValidation', async (request) => {
    requirePlatformAdmin(request);
  });

  app.post(
    routes.syncTournaments.path,
    {
      schema: {
        tags,
        summary: 'Sync the schedule and fields from the golf data provider now (user 1)',
        body: SyncTournamentsBody,
        response: {
          200: SyncTournamentsResponse,
          400: ErrorResponse,
          ...denied,
          502: GolfDataErrorResponse,
        },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return admin.syncTournaments(request.body?.year);
    },
  );

  app.post(
    routes.runUpdate.path,
    {
      schema: {
        tags,
        summary: "Update one tournament's leaderboard from the provider now (user 1)",
        body: RunUpdateBody,
        response: {
          200: RunUpdateResponse,
          400: ErrorResponse,
          ...denied,
          404: ErrorResponse,
          409: ErrorResponse,
          502: GolfDataErrorResponse,
        },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return admin.runUpdate(request.body.tournament_id);
    },
  );

  app.get(
    routes.golfDataStatus.path,
    {
      schema: {
        tags,
        summary: "The golf data feed's last successful update and last error (user 1)",
        response: { 200: GolfDataStatusResponse, ...denied },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return admin.golfDataStatus();
    },
  );

  app.get(
    routes.debugEnv.path,
    {
      schema: {
        tags,
        summary: 'The configuration in effect; secrets only as set or not set (user 1)',
        response: { 200: DebugEnvResponse, ...denied },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return admin.debugEnv();
    },
  );
};
