import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEntriesResponse, ErrorResponse, idParam, routes } from '@fairway/contract';
import { requirePlatformAdmin } from '../../http/require-platform-admin';
import type { AdminEntriesService } from './service';

export const adminEntriesRoutes: FastifyPluginAsyncZod<{ entries: AdminEntriesService }> = async (
  app,
  { entries },
) => {
  // Before validation, so nobody but user 1 learns anything from this route, not even a 400.
  app.addHook('preValidation', async (request) => {
    requirePlatformAdmin(request);
  });

  app.get(
    routes.adminEntries.path,
    {
      schema: {
        tags: ['platform admin'],
        summary: 'Every entry of a tournament across all groups, with picks and scores (user 1)',
        params: z.object({ id: idParam('Tournament id') }),
        response: {
          200: AdminEntriesResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => entries.list(request.params.id),
  );
};
