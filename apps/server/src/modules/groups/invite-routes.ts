import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  GroupMemberParams,
  GroupParams,
  NewInviteCode,
  RemovedMember,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { GroupInvites } from './invite-control';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const NoContent = z.null().describe('No content');

/** Who may come in: a new invite code, and the members admins removed (docs/rules.md, "Groups"). */
export const groupInviteRoutes: FastifyPluginAsyncZod<{ invites: GroupInvites }> = async (
  app,
  { invites },
) => {
  app.post(
    routes.groupInviteCode.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Issue a new invite code (admins only); the old code stops working at once',
        params: GroupParams,
        response: { 200: NewInviteCode, ...errors },
      },
    },
    async (request) => invites.newInviteCode(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.groupRemoved.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Members admins removed, who cannot join again until allowed back (admins only)',
        params: GroupParams,
        response: { 200: z.array(RemovedMember), ...errors },
      },
    },
    async (request) => invites.removed(requireUserId(request), request.params.groupId),
  );

  app.delete(
    routes.groupRemovedMember.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Allow a removed member to join again (admins only)',
        params: GroupMemberParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await invites.allowBack(
        requireUserId(request),
        request.params.groupId,
        request.params.userId,
      );
      return reply.status(204).send(null);
    },
  );
};
