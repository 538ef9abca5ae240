import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddGroupTournamentBody,
  AdminAvailableTournament,
  AdminGroupTournament,
  AdminTournamentsResponse,
  ErrorResponse,
  GroupParams,
  GroupTournamentParams,
  MessageResponse,
  ToggleEntriesBody,
  UpdateGroupTournamentBody,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { GroupAdminService } from './admin-service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['group admin'];

export const groupAdminRoutes: FastifyPluginAsyncZod<{ admin: GroupAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    routes.adminTournaments.path,
    {
      schema: {
        tags,
        summary: "The group's tournaments with their settings, and the group's size tier",
        params: GroupParams,
        response: { 200: AdminTournamentsResponse, ...errors },
      },
    },
    async (request) => admin.list(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.adminAvailableTournaments.path,
    {
      schema: {
        tags,
        summary: 'Tournaments the group can add',
        params: GroupParams,
        response: { 200: z.array(AdminAvailableTournament), ...errors },
      },
    },
    async (request) => admin.available(requireUserId(request), request.params.groupId),
  );

  app.post(
    routes.addTournament.path,
    {
      schema: {
        tags,
        summary: 'Add a tournament to the group with its entry fee, payouts, deadline and limits',
        params: GroupParams,
        body: AddGroupTournamentBody,
        response: { 201: AdminGroupTournament, ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await admin.add(requireUserId(request), request.params.groupId, request.body)),
  );

  app.put(
    routes.updateTournament.path,
    {
      schema: {
        tags,
        summary: "Change a group tournament's settings",
        params: GroupTournamentParams,
        body: UpdateGroupTournamentBody,
        // 409: a completed tournament's fee, payouts, pool type and rules are final.
        response: { 200: AdminGroupTournament, ...errors, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) =>
      admin.update(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.body,
      ),
  );

  app.delete(
    routes.deleteTournament.path,
    {
      schema: {
        tags,
        summary: 'Remove a tournament from the group (only before it starts)',
        params: GroupTournamentParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await admin.remove(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
      );
      return { message: 'Tournament removed from the group' };
    },
  );

  app.post(
    routes.toggleEntries.path,
    {
      schema: {
        tags,
        summary: 'Enable or disable entries',
        params: GroupTournamentParams,
        body: ToggleEntriesBody,
        response: {
          200: MessageResponse.extend({ is_active: z.boolean() }),
          ...errors,
          429: ErrorResponse,
        },
      },
    },
    async (request) =>
      admin.toggleEntries(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.body.is_active,
      ),
  );
};
