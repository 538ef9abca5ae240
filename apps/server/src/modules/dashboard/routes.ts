import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponse, ErrorResponse, routes } from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import { sendRendered } from '../../http/send-rendered';
import type { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    routes.dashboard.path,
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The signed-in user's home: groups, urgent deadlines, live and upcoming tournaments; ETag and 304 supported",
        response: { 200: DashboardResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) =>
      sendRendered(
        request,
        reply,
        await dashboard.get(requireUserId(request)),
        'private, no-cache',
      ),
  );
};
