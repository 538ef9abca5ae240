import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  FinancialReportResponse,
  GroupParams,
  GroupTournamentParams,
  MarkPaymentBody,
  MemberPayment,
  SeasonQuery,
  SeasonResponse,
  TournamentPaymentsResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { SeasonMoneyList } from './season';
import type { MemberPaymentService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['group admin'];

export const memberPaymentRoutes: FastifyPluginAsyncZod<{
  payments: MemberPaymentService;
  season: SeasonMoneyList;
}> = async (app, { payments, season }) => {
  app.get(
    routes.groupSeason.path,
    {
      schema: {
        tags: ['groups'],
        summary:
          "The season money list: each member's tournaments played, fees owed and paid, payouts won",
        params: GroupParams,
        querystring: SeasonQuery,
        response: { 200: SeasonResponse, ...errors },
      },
    },
    async (request) =>
      season.of(requireUserId(request), request.params.groupId, request.query.year),
  );

  app.get(
    routes.memberPayments.path,
    {
      schema: {
        tags,
        summary: "Each member's amount due and paid for a tournament, with the totals",
        params: GroupTournamentParams,
        response: { 200: TournamentPaymentsResponse, ...errors },
      },
    },
    async (request) =>
      payments.tournamentPayments(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
      ),
  );

  app.post(
    routes.markPayment.path,
    {
      schema: {
        tags,
        summary: 'Record what a member has paid in total for a tournament (the change is kept)',
        params: GroupTournamentParams,
        body: MarkPaymentBody,
        response: { 200: MemberPayment, ...errors },
      },
    },
    async (request) =>
      payments.markPayment(
        requireUserId(request),
        request.params.groupId,
        request.params.tournamentId,
        request.body,
      ),
  );

  app.get(
    routes.financialReport.path,
    {
      schema: {
        tags,
        summary: 'Expected, collected and outstanding entry fees per tournament',
        params: GroupParams,
        response: { 200: FinancialReportResponse, ...errors },
      },
    },
    async (request) => payments.financialReport(requireUserId(request), request.params.groupId),
  );
};
