import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponse,
  GroupTournamentParams,
  NoticesResponse,
  NudgeResponse,
  UnsubscribeBody,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { Nudges } from './nudges';
import type { NoticeService } from './service';

const tags = ['notices'];

export const noticeRoutes: FastifyPluginAsyncZod<{
  notices: NoticeService;
  nudges: Nudges;
}> = async (app, { notices, nudges }) => {
  app.post(
    routes.nudge.path,
    {
      schema: {
        tags,
        summary:
          'Remind the members without picks (group admins; before the deadline, once an hour per tournament)',
        params: GroupTournamentParams,
        response: {
          200: NudgeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) =>
      nudges.send(requireUserId(request), request.params.groupId, request.params.tournamentId),
  );

  app.get(
    routes.notices.path,
    {
      schema: {
        tags,
        summary: "The caller's latest notices (reminders, nudges, results) and the unread count",
        response: { 200: NoticesResponse, 401: ErrorResponse },
      },
    },
    async (request) => notices.list(requireUserId(request)),
  );

  app.post(
    routes.noticesRead.path,
    {
      schema: {
        tags,
        summary: "Marks all the caller's notices read",
        response: { 200: NoticesResponse, 401: ErrorResponse },
      },
    },
    async (request) => notices.markRead(requireUserId(request)),
  );

  app.post(
    routes.unsubscribe.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An email's one-click unsubscribe: turns the link owner's email notifications off",
        body: UnsubscribeBody,
        response: {
          200: z.object({ emailNotifications: z.literal(false) }),
          400: ErrorResponse,
        },
      },
    },
    async (request) => notices.unsubscribe(request.body.token),
  );

  // A mail app's own unsubscribe button (RFC 8058) POSTs "List-Unsubscribe=One-Click" as a
  // form to the List-Unsubscribe address, the token in its query; the form says nothing more.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    routes.oneClickUnsubscribe.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A mail app's one-click unsubscribe (List-Unsubscribe-Post): turns the token owner's email notifications off",
        querystring: UnsubscribeBody,
        response: {
          200: z.object({ emailNotifications: z.literal(false) }),
          400: ErrorResponse,
        },
      },
    },
    async (request) => notices.unsubscribe(request.query.token),
  );
};
