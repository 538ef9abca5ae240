import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, GroupParams } from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { GroupAccess } from '../groups/access';
import type { EventBus } from './bus';
import type { LiveStream, StreamRegistry } from './stream-registry';

const HEARTBEAT_MS = 25_000;
/** When a client refused for lack of room may try again. */
const FULL_RETRY_AFTER_S = 30;
export const STREAMS_FULL_MESSAGE =
  'Too many live connections on this server right now. Please try again in a moment.';

/**
 * GET /api/pool-groups/{groupId}/events: a Server-Sent Events stream for members carrying
 * new chat messages, member changes and standings notices. Heartbeats keep proxies from
 * closing it; a member who is removed (or a deleted group) ends it. `catch-up` tells the client
 * that events may have been missed (this instance's LISTEN connection came back), so it
 * refetches what it shows; `replaced` comes last on a stream closed because its user opened
 * more than their limit (see StreamRegistry).
 */
export const eventRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  access: GroupAccess;
  streams: StreamRegistry;
}> = async (app, { bus, access, streams }) => {
  const stopCatchUps = bus.onMissedEvents(() => streams.broadcast('catch-up', {}));
  app.addHook('preClose', async () => {
    stopCatchUps();
    streams.closeAll();
  });

  app.get(
    '/api/pool-groups/:groupId/events',
    {
      schema: {
        tags: ['groups'],
        summary: "A group's live event stream (text/event-stream)",
        params: GroupParams,
        response: {
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { groupId } = request.params;
      await access.requireMember(groupId, userId);
      // Refused while Fastify still owns the reply, so it is an ordinary JSON answer.
      if (!streams.hasRoomFor(userId))
        return reply
          .status(503)
          .header('Retry-After', String(FULL_RETRY_AFTER_S))
          .send({ error: STREAMS_FULL_MESSAGE });

      reply.hijack();
      const response = reply.raw;
      const socket = response.socket;
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const stream: LiveStream = {
        userId,
        send: (event, data) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        // The connection goes too: a client cycling through streams must not pile up idle
        // keep-alive sockets, which hold file descriptors just the same.
        close: () => response.end(() => socket?.destroy()),
      };
      streams.add(stream);
      stream.send('ready', {});

      const unsubscribe = bus.subscribe(groupId, (event) => {
        stream.send(event.type, event.data);
        if (
          event.type === 'members' &&
          (event.data.groupDeleted || event.data.removedUserId === userId)
        )
          stream.close();
      });
      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
      const cleanUp = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.remove(stream);
      };
      response.on('close', cleanUp);
      response.on('error', cleanUp);
    },
  );
};
