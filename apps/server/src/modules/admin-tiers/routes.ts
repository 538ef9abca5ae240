import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTiersResponse,
  AvailableGolfer,
  ErrorResponse,
  SaveTiersBody,
  SaveTiersResponse,
  TierChangeConflict,
  idParam,
  routes,
} from '@fairway/contract';
import { requirePlatformAdmin } from '../../http/require-platform-admin';
import type { AdminTierService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['platform admin'];
const params = z.object({ id: idParam('Tournament id') });

export const adminTierRoutes: FastifyPluginAsyncZod<{ tiers: AdminTierService }> = async (
  app,
  { tiers },
) => {
  // Before validation, so nobody but user 1 learns anything from these routes, not even a 400.
  app.addHook('preValidation', async (request) => {
    requirePlatformAdmin(request);
  });

  app.get(
    routes.adminTiers.path,
    {
      schema: {
        tags,
        summary: "A tournament's pick tiers, keyed 1 to 4 (user 1)",
        params,
        response: { 200: AdminTiersResponse, ...errors },
      },
    },
    async (request) => tiers.tiers(request.params.id),
  );

  app.get(
    routes.adminAvailableGolfers.path,
    {
      schema: {
        tags,
        summary: "The field's golfers not yet in a tier (user 1)",
        params,
        response: { 200: z.array(AvailableGolfer), ...errors },
      },
    },
    async (request) => tiers.available(request.params.id),
  );

  app.post(
    routes.saveAdminTiers.path,
    {
      schema: {
        tags,
        summary: 'Replace the tiers (tiers 1-3 hold at most 15 golfers; user 1)',
        params,
        body: SaveTiersBody,
        response: { 200: SaveTiersResponse, ...errors, 409: TierChangeConflict },
      },
    },
    async (request) => tiers.save(request.params.id, request.body),
  );
};
