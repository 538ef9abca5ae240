import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGroupBody,
  ErrorResponse,
  Group,
  GroupMemberParams,
  GroupParams,
  HandOverGroupBody,
  InviteCodeParams,
  InvitePreview,
  JoinGroupResponse,
  Member,
  MessageResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import { groupInviteRoutes } from './invite-routes';
import type { GroupService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const groupRoutes: FastifyPluginAsyncZod<{ groups: GroupService }> = async (
  app,
  { groups },
) => {
  app.get(
    routes.groups.path,
    {
      schema: {
        tags: ['groups'],
        summary: "The caller's groups",
        response: { 200: z.array(Group), 401: ErrorResponse },
      },
    },
    async (request) => groups.list(requireUserId(request)),
  );

  app.post(
    routes.createGroup.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Create a group; the creator is its owner and admin',
        body: CreateGroupBody,
        response: { 201: Group, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.create(requireUserId(request), request.body)),
  );

  app.post(
    routes.joinGroup.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Join a group by its invite code (any case); joining twice is harmless',
        params: InviteCodeParams,
        response: { 200: JoinGroupResponse, ...errors, 429: ErrorResponse },
      },
    },
    async (request) => groups.join(requireUserId(request), request.params.inviteCode, request.ip),
  );

  app.get(
    routes.invitePreview.path,
    {
      // Public: a visitor opening an invite link sees which group it is before signing in.
      config: { public: true },
      schema: {
        tags: ['groups'],
        summary: "An invite code's group name and member count (public; nothing else)",
        params: InviteCodeParams,
        response: { 200: InvitePreview, ...errors, 429: ErrorResponse },
      },
    },
    async (request) => groups.previewInvite(request.params.inviteCode, request.ip),
  );

  app.get(
    routes.group.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'A group the caller belongs to (or a public one)',
        params: GroupParams,
        response: { 200: Group, ...errors },
      },
    },
    async (request) => groups.get(requireUserId(request), request.params.groupId),
  );

  app.delete(
    routes.deleteGroup.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Delete a group (admins only)',
        params: GroupParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.delete(requireUserId(request), request.params.groupId);
      return { message: 'Group deleted' };
    },
  );

  app.get(
    routes.groupMembers.path,
    {
      schema: {
        tags: ['groups'],
        summary: "A group's members (members only)",
        params: GroupParams,
        response: { 200: z.array(Member), ...errors },
      },
    },
    async (request) => groups.members(requireUserId(request), request.params.groupId),
  );

  app.put(
    routes.groupOwner.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Hand the group over to another member (the owner only)',
        params: GroupParams,
        body: HandOverGroupBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.handOver(requireUserId(request), request.params.groupId, request.body.userId);
      return { message: 'The group has a new owner' };
    },
  );

  app.delete(
    routes.removeMember.path,
    {
      schema: {
        tags: ['groups'],
        summary: 'Remove a member (admins only; never the owner, never oneself)',
        params: GroupMemberParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.removeMember(
        requireUserId(request),
        request.params.groupId,
        request.params.userId,
      );
      return { message: 'Member removed' };
    },
  );

  await app.register(groupInviteRoutes, { invites: groups.invites });
};
