import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  GroupParams,
  HistoryItem,
  MyFinishesResponse,
  TournamentHistoryDetail,
  idParam,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { HistoryService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['history'];

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    routes.groupHistory.path,
    {
      schema: {
        tags,
        summary: "The group's completed tournaments with winners",
        params: GroupParams,
        response: { 200: z.array(HistoryItem), ...errors },
      },
    },
    async (request) => history.groupHistory(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.myHistory.path,
    {
      schema: {
        tags,
        summary: "The caller's completed tournaments across their groups",
        response: { 200: z.array(HistoryItem), 401: ErrorResponse },
      },
    },
    async (request) => history.myHistory(requireUserId(request)),
  );

  app.get(
    routes.myFinishes.path,
    {
      schema: {
        tags,
        summary:
          "The caller's own finishes (place of how many, score, winnings) in their completed tournaments, with totals",
        response: { 200: MyFinishesResponse, 401: ErrorResponse },
      },
    },
    async (request) => history.myFinishes(requireUserId(request)),
  );

  app.get(
    routes.tournamentHistory.path,
    {
      schema: {
        tags,
        summary: 'A tournament in detail (for those who took part, or the platform admin)',
        params: z.object({ tournamentId: idParam('Tournament id') }),
        response: { 200: TournamentHistoryDetail, ...errors },
      },
    },
    async (request) => history.detail(requireUserId(request), request.params.tournamentId),
  );
};
