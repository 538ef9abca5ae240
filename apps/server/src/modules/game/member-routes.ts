import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Entry,
  EntryBody,
  EntryParams,
  ErrorResponse,
  GroupParams,
  GroupTournamentParams,
  MemberTournament,
  MessageResponse,
  MyGolfersResponse,
  PickSubmissionsResponse,
  PositiveId,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { EntryService } from './entries-service';
import type { MemberTournamentService } from './member-service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['game'];

export const memberGameRoutes: FastifyPluginAsyncZod<{
  members: MemberTournamentService;
  entries: EntryService;
}> = async (app, { members, entries }) => {
  app.get(
    routes.memberTournaments.path,
    {
      schema: {
        tags,
        summary: "The group's live and upcoming tournaments (member view)",
        params: GroupParams,
        response: { 200: z.array(MemberTournament), ...errors },
      },
    },
    async (request) => members.available(requireUserId(request), request.params.groupId),
  );

  // Beside the leaderboard (/api/tournament/{id}/leaderboard), which marks the golfers it lists.
  app.get(
    routes.myGolfers.path,
    {
      schema: {
        tags,
        summary:
          "The golfers who count for the caller's entries in a tournament, in all their groups",
        params: z.object({ id: PositiveId }),
        response: { 200: MyGolfersResponse, ...errors },
      },
    },
    async (request) => members.myGolfers(requireUserId(request), request.params.id),
  );

  app.get(
    routes.pickSubmissions.path,
    {
      schema: {
        tags,
        summary: 'Who has picked, per live or upcoming tournament',
        params: GroupParams,
        response: { 200: PickSubmissionsResponse, ...errors },
      },
    },
    async (request) => members.pickSubmissions(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.entries.path,
    {
      schema: {
        tags,
        summary: "The caller's entries (everyone's once play has started)",
        params: GroupTournamentParams,
        response: { 200: z.array(Entry), ...errors },
      },
    },
    async (request) =>
      entries.list(requireUserId(request), request.params.groupId, request.params.tournamentId),
  );

  app.post(
    routes.saveEntry.path,
    {
      schema: {
        tags,
        summary: 'Submit an entry, or edit one with entry_id',
        params: GroupTournamentParams,
        body: EntryBody,
        response: { 200: Entry, 201: Entry, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await entries.save(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    routes.deleteEntry.path,
    {
      schema: {
        tags,
        summary: 'Delete one of your entries (before the deadline)',
        params: EntryParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await entries.remove(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.params.entryId,
      );
      return { message: 'Entry deleted' };
    },
  );
};
