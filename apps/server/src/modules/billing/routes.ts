import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminStatusResponse,
  BillingDashboardResponse,
  CanCreateTournamentResponse,
  ErrorResponse,
  GroupBillingHistoryResponse,
  GroupParams,
  GroupPricingResponse,
  PricingResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { BillingService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['billing'];

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    routes.pricing.path,
    {
      config: { public: true },
      schema: { tags, summary: 'The platform price tiers', response: { 200: PricingResponse } },
    },
    async () => billing.pricing(),
  );

  app.get(
    routes.billingAdminStatus.path,
    {
      schema: {
        tags,
        summary: 'Whether the caller administers a group (shows the Billing link)',
        response: { 200: AdminStatusResponse, 401: ErrorResponse },
      },
    },
    async (request) => billing.adminStatus(requireUserId(request)),
  );

  app.get(
    routes.billingDashboard.path,
    {
      schema: {
        tags,
        summary: "The platform fees of the caller's groups (group admins)",
        response: { 200: BillingDashboardResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => billing.dashboard(requireUserId(request)),
  );

  app.get(
    routes.groupPricing.path,
    {
      schema: {
        tags,
        summary: "The group's size tier and price per tournament",
        params: GroupParams,
        response: { 200: GroupPricingResponse, ...errors },
      },
    },
    async (request) => billing.groupPricing(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.canCreateTournament.path,
    {
      schema: {
        tags,
        summary: 'Whether the admin can add a tournament, and what it will cost',
        params: GroupParams,
        response: { 200: CanCreateTournamentResponse, ...errors },
      },
    },
    async (request) => billing.canCreateTournament(requireUserId(request), request.params.groupId),
  );

  app.get(
    routes.groupBillingHistory.path,
    {
      schema: {
        tags,
        summary: "The group's platform fee payments",
        params: GroupParams,
        response: { 200: GroupBillingHistoryResponse, ...errors },
      },
    },
    async (request) => billing.groupHistory(requireUserId(request), request.params.groupId),
  );
};
