import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, GroupParams, routes } from '@fairway/contract';
import { requireSession } from '../../http/authenticate';
import { NO_STORE } from '../../http/cache-control';
import type { Clock } from '../../lib/clock';
import type { Sessions } from '../../security/sessions';
import type { EventBus } from './bus';

/**
 * Who may follow a group's events: its members. Groups answers it (its plugin answers the
 * events area's `membership` port with its GroupAccess); events sits below groups, so it names
 * only what it asks.
 */
export interface GroupMembership {
  requireMember(groupId: number, userId: number): Promise<unknown>;
}
import type { LiveStream, StreamRegistry } from './stream-registry';

/** Also how often a stream checks that its session still stands. */
export const HEARTBEAT_MS = 25_000;
/** The last event of a stream whose session ended (signed out everywhere, expired, deleted). */
export const SIGNED_OUT_EVENT = 'signed-out';
/** When a client refused for lack of room may try again. */
const FULL_RETRY_AFTER_S = 30;
export const STREAMS_FULL_MESSAGE =
  'Too many live connections on this server right now. Please try again in a moment.';

/**
 * GET /api/pool-groups/{groupId}/events: a Server-Sent Events stream for members carrying
 * new chat messages, member changes and standings notices. Heartbeats keep proxies from
 * closing it; a member who is removed (or a deleted group) ends it, and so does the end of the
 * session that opened it (`signed-out`: the token expired, or every session was ended). `catch-up` tells the client
 * that events may have been missed (this instance's LISTEN connection came back), so it
 * refetches what it shows; `replaced` comes last on a stream closed because its user opened
 * more than their limit (see StreamRegistry).
 */
export const eventRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  access: GroupMembership;
  streams: StreamRegistry;
  sessions: Sessions;
  clock: Clock;
  /** Tests shorten it; HEARTBEAT_MS by default. */
  heartbeatMs?: number;
}> = async (app, { bus, access, streams, sessions, clock, heartbeatMs = HEARTBEAT_MS }) => {
  /** Closes the stream if its session no longer stands: expired, signed out, account gone. */
  const endIfSignedOut = async (stream: LiveStream) => {
    const expired = stream.session.expiresAt <= clock.now().getTime() / 1000;
    if (expired || !(await sessions.isCurrent(stream.session)))
      streams.close(stream, SIGNED_OUT_EVENT);
  };
  const checkSession = (stream: LiveStream) =>
    endIfSignedOut(stream).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not check an event stream session'),
    );
  // Events may have been missed while this instance's listening connection was away: clients
  // refetch what they show, and every stream checks its session (a sign-out may be among them).
  const stopCatchUps = bus.onMissedEvents(() => {
    streams.broadcast('catch-up', {});
    for (const stream of streams.all()) void checkSession(stream);
  });
  // A user's sessions ended (on any instance): their streams opened with the old tokens close
  // at once; a stream already opened with a newer token (after a password change) stays.
  const stopSignOuts = sessions.onEnded((userId) => {
    for (const stream of streams.streamsOf(userId)) void checkSession(stream);
  });
  app.addHook('preClose', async () => {
    stopCatchUps();
    stopSignOuts();
    streams.closeAll();
  });

  app.get(
    routes.groupEvents.path,
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
      const session = requireSession(request);
      const { userId } = session;
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
        // The group's live events are for its members only: kept by no cache, and not
        // compressed by a proxy on the way (which would hold them back).
        'Cache-Control': `${NO_STORE}, no-transform`,
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const stream: LiveStream = {
        userId,
        session,
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
      const heartbeat = setInterval(() => {
        response.write(': ping\n\n');
        // A database hiccup must not end the stream: the next beat checks again.
        endIfSignedOut(stream).catch(() => undefined);
      }, heartbeatMs);
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
