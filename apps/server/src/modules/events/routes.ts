import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, GroupParams } from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { GroupAccess } from '../groups/access';
import type { EventBus } from './bus';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/pool-groups/{groupId}/events: a Server-Sent Events stream for members carrying
 * new chat messages, member changes and standings notices. Heartbeats keep proxies from
 * closing it; a member who is removed (or a deleted group) ends it.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ bus: EventBus; access: GroupAccess }> = async (
  app,
  { bus, access },
) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/api/pool-groups/:groupId/events',
    {
      schema: {
        tags: ['groups'],
        summary: "A group's live event stream (text/event-stream)",
        params: GroupParams,
        response: { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { groupId } = request.params;
      await access.requireMember(groupId, userId);

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      open.add(stream);
      send('ready', {});

      const unsubscribe = bus.subscribe(groupId, (event) => {
        send(event.type, event.data);
        if (
          event.type === 'members' &&
          (event.data.groupDeleted || event.data.removedUserId === userId)
        )
          stream.end();
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const cleanUp = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      };
      stream.on('close', cleanUp);
      stream.on('error', cleanUp);
    },
  );
};
